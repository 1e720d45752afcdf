import { parseDocument } from 'htmlparser2';
import type { ChildNode, Document, Element } from 'domhandler';
import type { PageIndex } from '../types.js';

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template']);
const HEAD_TAGS = new Set(['title', 'meta', 'link', 'base', 'script', 'style', 'noscript']);

function isElement(n: ChildNode): n is Element {
  return n.type === 'tag' || n.type === 'script' || n.type === 'style';
}

/**
 * Parses HTML once and indexes it by tag in a single walk: with fifty rules per
 * page, letting each rule walk the tree would cost more than the parse itself.
 */
export function buildPageIndex(html: string): PageIndex {
  const doc: Document = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
  const elements: Element[] = [];
  const tags = new Map<string, Element[]>();
  const head: Element[] = [];
  let doctype: string | undefined;

  for (const n of doc.children) {
    if (n.type === 'directive' && /^!doctype/i.test(n.data)) {
      doctype = n.data;
      break;
    }
    if (isElement(n)) break;
  }

  // Iterative walk: deeply nested markup must not overflow the stack.
  const stack: ChildNode[] = [];
  for (let i = doc.children.length - 1; i >= 0; i--) stack.push(doc.children[i]);
  let inBody = false;
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n)) continue;
    const name = n.name;
    elements.push(n);
    let list = tags.get(name);
    if (!list) tags.set(name, (list = []));
    list.push(n);
    if (name === 'body') inBody = true;
    // htmlparser2 keeps head-only tags where the author wrote them; a browser moves
    // stray <meta>/<link>/<title> before <body> into head, so treat those as head.
    if (!inBody && HEAD_TAGS.has(name)) head.push(n);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }

  const textCache = new WeakMap<Element, string>();
  function rawText(n: ChildNode, out: string[]): void {
    if (n.type === 'text') out.push(n.data);
    else if (isElement(n) && !SKIP_TEXT.has(n.name)) for (const c of n.children) rawText(c, out);
  }
  /** The element's visible text, whitespace as authored. */
  function joinedText(el: Element): string {
    const out: string[] = [];
    for (const c of el.children) rawText(c, out);
    return out.join('');
  }
  function text(el: Element): string {
    let t = textCache.get(el);
    if (t === undefined) {
      t = joinedText(el).replace(/\s+/g, ' ').trim();
      textCache.set(el, t);
    }
    return t;
  }
  const attr = (el: Element, name: string): string | undefined => el.attribs[name];

  const ids = new Map<string, Element>();
  function byId(id: string): Element | undefined {
    if (ids.size === 0) for (const el of elements) if (el.attribs.id !== undefined && !ids.has(el.attribs.id)) ids.set(el.attribs.id, el);
    return ids.get(id);
  }

  function accessibleName(el: Element): string {
    const labelledby = el.attribs['aria-labelledby'];
    if (labelledby) {
      const parts = labelledby.split(/\s+/).map((id) => byId(id)).filter((e): e is Element => !!e).map(text);
      const joined = parts.join(' ').trim();
      if (joined) return joined;
    }
    const label = el.attribs['aria-label']?.trim();
    if (label) return label;
    const own = nameFromContent(el);
    if (own) return own;
    return el.attribs.title?.trim() ?? '';
  }
  function nameFromContent(el: Element): string {
    if (el.name === 'img' || (el.name === 'input' && el.attribs.type === 'image') || el.name === 'area') return el.attribs.alt?.trim() ?? '';
    if (el.name === 'input') {
      const type = (el.attribs.type ?? 'text').toLowerCase();
      if (type === 'submit' || type === 'reset' || type === 'button') return (el.attribs.value ?? (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '')).trim();
      return '';
    }
    const out: string[] = [];
    const walk = (n: ChildNode): void => {
      if (n.type === 'text') out.push(n.data);
      else if (isElement(n)) {
        if (SKIP_TEXT.has(n.name) || n.attribs['aria-hidden'] === 'true' || n.attribs.hidden !== undefined) return;
        if (n.name === 'img' || n.name === 'svg' || n.name === 'input') {
          const sub = n.name === 'svg' ? (n.attribs['aria-label'] ?? svgTitle(n)) : accessibleName(n);
          if (sub) out.push(' ', sub, ' ');
          return;
        }
        if (n.attribs['aria-label']?.trim()) {
          out.push(' ', n.attribs['aria-label'], ' ');
          return;
        }
        for (const c of n.children) walk(c);
      }
    };
    for (const c of el.children) walk(c);
    return out.join('').replace(/\s+/g, ' ').trim();
  }
  function svgTitle(svg: Element): string {
    for (const c of svg.children) if (isElement(c) && c.name === 'title') return text(c);
    return '';
  }

  function selector(el: Element): string {
    if (el.attribs.id && /^[A-Za-z][\w-]*$/.test(el.attribs.id)) return `#${el.attribs.id}`;
    const parts: string[] = [];
    let cur: Element | null = el;
    while (cur && parts.length < 4) {
      let part = cur.name;
      if (cur.attribs.id && /^[A-Za-z][\w-]*$/.test(cur.attribs.id)) {
        parts.unshift(`#${cur.attribs.id}`);
        break;
      }
      const parent: Element | null = cur.parent && isElement(cur.parent as ChildNode) ? (cur.parent as Element) : null;
      if (parent) {
        const same = parent.children.filter((c): c is Element => isElement(c) && c.name === cur!.name);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(cur) + 1})`;
      }
      parts.unshift(part);
      cur = parent;
    }
    return parts.join(' > ');
  }

  // Not text(body): collapsing whitespace in ~40 KB of body text cost 0.4 ms a
  // page (as much as the parse), and word counting treats any whitespace run alike.
  let bodyTextCache: string | undefined;
  function bodyText(): string {
    if (bodyTextCache === undefined) {
      const body = tags.get('body')?.[0];
      bodyTextCache = body ? joinedText(body) : '';
    }
    return bodyTextCache;
  }

  return {
    doc,
    elements,
    byTag: (tag) => tags.get(tag) ?? [],
    head,
    attr,
    text,
    accessibleName,
    selector,
    doctype,
    bodyText,
  };
}
