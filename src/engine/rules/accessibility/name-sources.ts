import type { Element, PageIndex } from '../../types.js';
import { attributeIndex } from '../shared/attribute-index.js';

/**
 * Name sources that do not come from an element's content: aria-labelledby
 * (text of the referenced elements), aria-label and title. Form fields need
 * this instead of PageIndex.accessibleName, whose content fallback would read a
 * <select>'s option texts or a <textarea>'s value as its name.
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

export function nameWithoutContent(dom: PageIndex, el: Element): string {
  const labelledby = dom.attr(el, 'aria-labelledby')?.trim();
  if (labelledby) {
    const text = labelledby
      .split(/\s+/)
      .map((id) => byId(dom, id))
      .filter((e): e is Element => !!e)
      .map((e) => dom.text(e))
      .join(' ')
      .trim();
    if (text) return text;
  }
  return dom.attr(el, 'aria-label')?.trim() || dom.attr(el, 'title')?.trim() || '';
}
