import type { Element } from 'domhandler';
import type { PageIndex } from '../../types.js';

/**
 * Static stand-ins for "hidden" as axe and Lighthouse see it in a rendered page.
 * Without layout we only know what the markup says: the `hidden` attribute,
 * `aria-hidden="true"`, an inline `display:none` / `visibility:hidden`, and
 * content a browser never puts in the document (template contents, and noscript
 * children, which a scripting browser parses as text). Hiding done by stylesheets
 * is invisible here, so rules built on this report slightly more than axe would.
 *
 * Computed once per page in one pass over the elements (document order puts
 * every parent before its children) and shared by all rules: walking up the
 * ancestors of every link and image would cost more than the rules themselves.
 */

const INERT_CONTAINERS = new Set(['template', 'noscript']);
const INLINE_HIDDEN = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

interface Hidden {
  /** Hidden from everyone: hidden attribute, inline display:none/visibility:hidden, inert containers' contents. */
  all: Set<Element>;
  /** `all` plus aria-hidden="true" subtrees. */
  screenReaders: Set<Element>;
  /** Inside <template> content. */
  template: Set<Element>;
}

const cache = new WeakMap<PageIndex, Hidden>();

function parentElement(el: Element): Element | null {
  const p = el.parent;
  return p && (p.type === 'tag' || p.type === 'script' || p.type === 'style') ? (p as Element) : null;
}

function compute(dom: PageIndex): Hidden {
  const h: Hidden = { all: new Set(), screenReaders: new Set(), template: new Set() };
  for (const el of dom.elements) {
    const parent = parentElement(el);
    const a = el.attribs;
    if (parent) {
      if (h.template.has(parent) || parent.name === 'template') h.template.add(el);
      if (h.all.has(parent) || INERT_CONTAINERS.has(parent.name)) {
        h.all.add(el);
        h.screenReaders.add(el);
        continue;
      }
    }
    if (a.hidden !== undefined || (a.style !== undefined && INLINE_HIDDEN.test(a.style))) {
      h.all.add(el);
      h.screenReaders.add(el);
    } else if ((parent && h.screenReaders.has(parent)) || (a['aria-hidden'] !== undefined && a['aria-hidden'].trim().toLowerCase() === 'true')) {
      h.screenReaders.add(el);
    }
  }
  return h;
}

function hiddenOf(dom: PageIndex): Hidden {
  let h = cache.get(dom);
  if (!h) cache.set(dom, (h = compute(dom)));
  return h;
}

/** Hidden from everyone (and so from assistive technology) by markup alone. */
export function isHiddenByMarkup(dom: PageIndex, el: Element): boolean {
  return hiddenOf(dom).all.has(el);
}

/** Hidden from screen readers: also true under `aria-hidden="true"`, as axe's excludeHidden treats it. */
export function isHiddenFromScreenReaders(dom: PageIndex, el: Element): boolean {
  return hiddenOf(dom).screenReaders.has(el);
}

/** Inside `<template>` content, which is a separate document fragment in a browser. */
export function isInTemplate(dom: PageIndex, el: Element): boolean {
  return hiddenOf(dom).template.has(el);
}

/** The explicit ARIA role: the first token of `role`, lower-cased ('' when none). */
export function explicitRole(el: Element): string {
  return el.attribs.role?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

export function isPresentational(el: Element): boolean {
  const r = explicitRole(el);
  return r === 'none' || r === 'presentation';
}
