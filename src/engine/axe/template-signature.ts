import { createHash } from 'node:crypto';
import type { ChildNode, Element } from 'domhandler';
import type { PageIndex } from '../types.js';

/**
 * A page's layout template, so the axe sampler can audit one page per template
 * instead of every page. Two pages share a signature when their layout
 * skeleton matches: the structural elements (sectioning, div, form, lists,
 * tables...) down to depth 4 inside <body>, each with its stable classes.
 * Deliberately left out, because they change between pages of one template:
 * text and phrasing/content elements (p, a, img, headings...), ids, classes
 * containing digits (post-123, css-1a2b3c hashes), and how many times a
 * sibling shape repeats (a list of 3 cards and a list of 20 read the same; a
 * shape seen earlier among the same siblings is dropped wherever it recurs,
 * and only the first 24 structural children of an element are looked at).
 * Class order does not matter; whitespace inside class lists may be tabs or
 * newlines in theory, but templates emit spaces, and splitting on spaces only
 * is what keeps this under ~0.1 ms a page.
 */
const STRUCTURAL = new Set([
  'header', 'nav', 'main', 'footer', 'aside', 'section', 'article', 'div', 'form', 'fieldset',
  'ul', 'ol', 'li', 'dl', 'table', 'thead', 'tbody', 'tr', 'figure', 'dialog', 'details', 'iframe', 'video', 'picture',
]);
const MAX_DEPTH = 4;
const MAX_SIBLINGS = 24;

function isElement(n: ChildNode): n is Element {
  return n.type === 'tag';
}

const HAS_DIGIT = /\d/;

function stableClasses(el: Element): string {
  const cls = el.attribs.class;
  if (!cls) return '';
  const kept: string[] = [];
  for (const c of cls.split(' ')) {
    const t = c.trim();
    if (t && !HAS_DIGIT.test(t) && !kept.includes(t)) kept.push(t);
  }
  if (kept.length === 0) return '';
  return '.' + (kept.length > 1 ? kept.sort().join('.') : kept[0]);
}

function shape(el: Element, depth: number): string {
  // <body> classes name the page (category-news, single-post), not its layout.
  let s = el.name === 'body' ? 'body' : el.name + stableClasses(el);
  if (depth >= MAX_DEPTH) return s;
  const seen = new Set<string>();
  const kids: string[] = [];
  let looked = 0;
  for (const c of el.children) {
    if (!isElement(c) || !STRUCTURAL.has(c.name)) continue;
    // Long runs of siblings (lists of cards, rows) are repeats; the first ones show the shape.
    if (++looked > MAX_SIBLINGS) break;
    const k = shape(c, depth + 1);
    if (seen.has(k)) continue;
    seen.add(k);
    kids.push(k);
  }
  if (kids.length) s += '(' + kids.join(',') + ')';
  return s;
}

/** Hex hash of the page's layout skeleton (see above); '' cannot occur: a page without <body> hashes its root. */
export function templateSignature(dom: PageIndex): string {
  const body = dom.byTag('body')[0];
  let skeleton: string;
  if (body) skeleton = shape(body, 0);
  else {
    const seen = new Set<string>();
    skeleton = dom.doc.children
      .filter(isElement)
      .map((el) => shape(el, 0))
      .filter((k) => !seen.has(k) && !!seen.add(k))
      .join(',');
  }
  return createHash('sha1').update(skeleton).digest('hex').slice(0, 16);
}
