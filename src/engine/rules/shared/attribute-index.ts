import type { Element } from 'domhandler';
import type { PageIndex } from '../../types.js';

/**
 * Elements the accessibility rules look up by attribute rather than by tag,
 * gathered in one pass per page and shared: probing each of ~1,500 elements
 * for a dozen attribute names, rule by rule, cost more than all the rules'
 * real work. Iterating each element's own (few) attributes once is cheaper.
 */
export interface AttributeIndex {
  /** Elements with a non-empty id, in document order. */
  withId: Element[];
  /** Elements with lang or xml:lang. */
  withLang: Element[];
  /** ARIA id-reference attributes: the element, the attribute name, its value. */
  idRefs: Array<{ el: Element; attr: string; value: string }>;
  /** h1-h6 and elements with a role attribute, in document order. */
  headingCandidates: Element[];
}

/** ARIA attributes whose value is a list of ids. */
export const ID_REF_ATTRS = new Set([
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
]);

const cache = new WeakMap<PageIndex, AttributeIndex>();

function isHeadingTag(n: string): boolean {
  return n.length === 2 && n.charCodeAt(0) === 104 && n.charCodeAt(1) >= 49 && n.charCodeAt(1) <= 54;
}

export function attributeIndex(dom: PageIndex): AttributeIndex {
  let idx = cache.get(dom);
  if (idx) return idx;
  idx = { withId: [], withLang: [], idRefs: [], headingCandidates: [] };
  for (const el of dom.elements) {
    let role = false;
    for (const name in el.attribs) {
      switch (name) {
        case 'id':
          if (el.attribs.id !== '') idx.withId.push(el);
          break;
        case 'lang':
        case 'xml:lang':
          if (idx.withLang[idx.withLang.length - 1] !== el) idx.withLang.push(el);
          break;
        case 'role':
          role = true;
          break;
        default:
          if (name.startsWith('aria-') && ID_REF_ATTRS.has(name)) idx.idRefs.push({ el, attr: name, value: el.attribs[name] });
      }
    }
    if (role || isHeadingTag(el.name)) idx.headingCandidates.push(el);
  }
  cache.set(dom, idx);
  return idx;
}
