import type { ChildNode } from 'domhandler';
import type { Element, PageIndex } from '../../types.js';
import { attributeIndex } from '../shared/attribute-index.js';
import { isHiddenByMarkup, isHiddenFromScreenReaders } from '../shared/hidden-elements.js';

/**
 * Accessible names the way axe computes them for the name rules, from markup.
 * PageIndex.accessibleName is close, but for parity with axe two things differ:
 * text hidden by an inline display:none / visibility:hidden does not count,
 * and an embedded text field contributes its value.
 */
const idMaps = new WeakMap<PageIndex, Map<string, Element>>();

function byId(dom: PageIndex, id: string): Element | undefined {
  let ids = idMaps.get(dom);
  if (!ids) {
    ids = new Map();
    for (const el of attributeIndex(dom).withId) if (!ids.has(el.attribs.id)) ids.set(el.attribs.id, el);
    idMaps.set(dom, ids);
  }
  return ids.get(id);
}

function isElement(n: ChildNode): n is Element {
  return n.type === 'tag';
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function labelledbyText(dom: PageIndex, el: Element): string {
  const labelledby = dom.attr(el, 'aria-labelledby')?.trim();
  if (!labelledby) return '';
  const parts: string[] = [];
  for (const id of labelledby.split(/\s+/)) {
    const target = byId(dom, id);
    // A referenced element counts even when hidden: that is how visually-hidden labels work.
    if (target) parts.push(target.attribs['aria-label']?.trim() || contentText(dom, target, true));
  }
  return clean(parts.join(' '));
}

/** Name from labelledby, aria-label or title: the sources that do not read content. */
export function nameWithoutContent(dom: PageIndex, el: Element): string {
  return labelledbyText(dom, el) || dom.attr(el, 'aria-label')?.trim() || dom.attr(el, 'title')?.trim() || '';
}

function embeddedName(dom: PageIndex, el: Element): string | undefined {
  switch (el.name) {
    case 'img':
    case 'area':
      // alt="" makes the image decorative, so its title no longer names it.
      return el.attribs['aria-label']?.trim() || (el.attribs.alt !== undefined ? el.attribs.alt.trim() : el.attribs.title?.trim() || '');
    case 'svg': {
      if (el.attribs['aria-label']?.trim()) return el.attribs['aria-label'].trim();
      const title = el.children.find((c): c is Element => isElement(c) && c.name === 'title');
      return title ? dom.text(title) : '';
    }
    case 'input': {
      const type = (el.attribs.type ?? 'text').toLowerCase();
      if (type === 'image') return el.attribs.alt?.trim() ?? '';
      if (type === 'hidden') return '';
      return el.attribs['aria-label']?.trim() || el.attribs.value?.trim() || '';
    }
    case 'select': {
      const opts = el.children.filter((c): c is Element => isElement(c) && c.name === 'option');
      const chosen = opts.find((o) => o.attribs.selected !== undefined) ?? opts[0];
      return chosen ? dom.text(chosen) : '';
    }
    case 'textarea':
      return dom.text(el);
    default:
      return undefined;
  }
}

function contentText(dom: PageIndex, root: Element, includeHidden = false, exclude?: Element): string {
  const out: string[] = [];
  const walk = (n: ChildNode): void => {
    if (n.type === 'text') {
      out.push(n.data);
      return;
    }
    if (!isElement(n) || n === exclude) return;
    if (n.name === 'script' || n.name === 'style' || n.name === 'template' || n.name === 'noscript') return;
    if (!includeHidden && isHiddenFromScreenReaders(dom, n)) return;
    const embedded = embeddedName(dom, n);
    if (embedded !== undefined) {
      if (embedded) out.push(' ', embedded, ' ');
      return;
    }
    const label = n.attribs['aria-label']?.trim();
    if (label) {
      out.push(' ', label, ' ');
      return;
    }
    for (const c of n.children) walk(c);
  };
  for (const c of root.children) walk(c);
  return clean(out.join(''));
}

/** Full name of a link or button: labelledby, aria-label, visible content, then title. */
export function accessibleNameFromContent(dom: PageIndex, el: Element): string {
  return labelledbyText(dom, el) || dom.attr(el, 'aria-label')?.trim() || contentText(dom, el) || dom.attr(el, 'title')?.trim() || '';
}

/**
 * Text of a <label> as it names `control` (hidden parts excluded, and the
 * control's own value too: a label holding only a prefilled field names
 * nothing); '' for a hidden label.
 */
export function labelText(dom: PageIndex, label: Element, control?: Element): string {
  if (isHiddenByMarkup(dom, label)) return '';
  return labelledbyText(dom, label) || dom.attr(label, 'aria-label')?.trim() || contentText(dom, label, false, control) || dom.attr(label, 'title')?.trim() || '';
}
