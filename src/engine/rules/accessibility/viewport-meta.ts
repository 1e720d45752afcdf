import type { Element, PageIndex } from '../../types.js';

/** The <meta name="viewport"> elements in the head (name compared case-insensitively). */
export function viewportMetas(dom: PageIndex): Element[] {
  return dom.head.filter((el) => el.name === 'meta' && dom.attr(el, 'name')?.trim().toLowerCase() === 'viewport');
}

/**
 * Parses a viewport content string the way browsers do: pairs separated by
 * commas, semicolons or whitespace, whitespace allowed around '='. Keys and
 * values lower-cased; later duplicates win.
 */
export function parseViewportContent(content: string): Map<string, string> {
  const out = new Map<string, string>();
  const normalised = content.toLowerCase().replace(/\s*=\s*/g, '=');
  for (const part of normalised.split(/[,;\s]+/)) {
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq <= 0) out.set(eq === 0 ? '' : part, '');
    else out.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return out;
}
