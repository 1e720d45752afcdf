import type { Element, PageIndex } from '../../types.js';

/**
 * Reading <title> and <meta> the way a browser exposes them to crawlers. Every
 * SEO rule on titles and descriptions goes through here so they agree on which
 * element counts.
 */

function insideSvg(el: Element): boolean {
  for (let p = el.parent; p; p = p.parent) if ((p as Element).name === 'svg') return true;
  return false;
}

/**
 * The document title: the first HTML <title> anywhere in the document, as
 * `document.title` picks it (an SVG <title> is an image caption, not the page
 * title). Text is trimmed with whitespace collapsed, as search results show it.
 */
export function documentTitle(dom: PageIndex): { el: Element; text: string } | undefined {
  for (const el of dom.byTag('title')) if (!insideSvg(el)) return { el, text: dom.text(el) };
  return undefined;
}

/** The first <meta> in <head> whose name (case-insensitive) is `name`; Lighthouse only reads head metas. */
export function headMetaByName(dom: PageIndex, name: string): Element | undefined {
  for (const el of dom.head) if (el.name === 'meta' && el.attribs.name?.trim().toLowerCase() === name) return el;
  return undefined;
}

/** Every <meta> in <head> with one of the given names (lower-case). */
export function headMetasByName(dom: PageIndex, names: ReadonlySet<string>): Element[] {
  const out: Element[] = [];
  for (const el of dom.head) {
    if (el.name !== 'meta') continue;
    const n = el.attribs.name?.trim().toLowerCase();
    if (n !== undefined && names.has(n)) out.push(el);
  }
  return out;
}

/** Meta description content, whitespace collapsed; undefined when the tag is absent. */
export function metaDescription(dom: PageIndex): { el: Element; text: string } | undefined {
  const el = headMetaByName(dom, 'description');
  if (!el) return undefined;
  return { el, text: collapse(el.attribs.content ?? '') };
}

/** Trims and collapses runs of whitespace: what a result snippet displays. */
export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Length in characters as a reader counts them (code points, so emoji count once). */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
