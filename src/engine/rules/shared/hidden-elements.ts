import type { Element } from 'domhandler';

/**
 * Static stand-ins for "hidden" as axe and Lighthouse see it in a rendered page.
 * Without layout we only know what the markup says: the `hidden` attribute,
 * `aria-hidden="true"`, an inline `display:none` / `visibility:hidden`, and
 * content a browser never puts in the document (template contents, and noscript
 * children, which a scripting browser parses as text). Hiding done by stylesheets
 * is invisible here, so rules built on this report slightly more than axe would.
 */

const INERT_CONTAINERS = new Set(['template', 'noscript']);
const INLINE_HIDDEN = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

function parentElement(el: Element): Element | null {
  const p = el.parent;
  return p && (p.type === 'tag' || p.type === 'script' || p.type === 'style') ? (p as Element) : null;
}

function hidesItself(el: Element, forScreenReaders: boolean): boolean {
  const a = el.attribs;
  if (a.hidden !== undefined) return true;
  if (forScreenReaders && a['aria-hidden']?.trim().toLowerCase() === 'true') return true;
  const style = a.style;
  return style !== undefined && INLINE_HIDDEN.test(style);
}

/** Hidden from everyone (and so from assistive technology) by markup alone. */
export function isHiddenByMarkup(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = parentElement(cur)) {
    if (INERT_CONTAINERS.has(cur.name) && cur !== el) return true;
    if (hidesItself(cur, false)) return true;
  }
  return false;
}

/** Hidden from screen readers: also true under `aria-hidden="true"`, as axe's excludeHidden treats it. */
export function isHiddenFromScreenReaders(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = parentElement(cur)) {
    if (INERT_CONTAINERS.has(cur.name) && cur !== el) return true;
    if (hidesItself(cur, true)) return true;
  }
  return false;
}

/** Inside `<template>` content, which is a separate document fragment in a browser. */
export function isInTemplate(el: Element): boolean {
  for (let cur = parentElement(el); cur; cur = parentElement(cur)) if (cur.name === 'template') return true;
  return false;
}

/** The explicit ARIA role: the first token of `role`, lower-cased ('' when none). */
export function explicitRole(el: Element): string {
  return el.attribs.role?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

export function isPresentational(el: Element): boolean {
  const r = explicitRole(el);
  return r === 'none' || r === 'presentation';
}
