import type { Element, PageIndex } from '../../types.js';

/**
 * <h1> elements that say something: an empty <h1> (a logo wrapper with no alt,
 * a placeholder) gives search engines no heading, so it neither satisfies
 * "has an H1" nor competes as a second one.
 */
export function meaningfulH1s(dom: PageIndex): Element[] {
  return dom.byTag('h1').filter((el) => el.attribs.hidden === undefined && el.attribs['aria-hidden'] !== 'true' && dom.accessibleName(el) !== '');
}
