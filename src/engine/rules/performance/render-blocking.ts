import type { Element, PageIndex } from '../../types.js';

/**
 * Which <head> requests block first paint, judged from markup the way
 * Lighthouse's render-blocking audit judged the loaded page:
 * - `<script src>` blocks unless async, defer, type=module (deferred by
 *   default), nomodule (modern browsers never fetch it) or a non-JavaScript
 *   type (JSON, templates);
 * - `<link rel=stylesheet>` blocks unless disabled, an alternate stylesheet, or
 *   its media query does not match. Lighthouse runs on an emulated phone, so
 *   media is evaluated for a 412px-wide screen: print/speech and width queries
 *   that exclude 412px do not block; any other feature is assumed to match.
 */
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'application/x-javascript', 'text/jscript', 'module']);
const MOBILE_WIDTH_PX = 412;

function lengthPx(value: string): number | undefined {
  const m = /^(\d*\.?\d+)(px|em|rem)?$/.exec(value.trim());
  if (!m) return undefined;
  return Number(m[1]) * (m[2] === 'em' || m[2] === 'rem' ? 16 : 1);
}

function queryMatches(query: string): boolean {
  let q = query.trim().toLowerCase();
  if (q === '') return true;
  let negate = false;
  if (q.startsWith('not ')) {
    negate = true;
    q = q.slice(4).trim();
  } else if (q.startsWith('only ')) q = q.slice(5).trim();
  let matches = true;
  const type = /^([a-z-]+)/.exec(q)?.[1];
  if (type && type !== 'and') {
    if (type !== 'all' && type !== 'screen') matches = false;
    q = q.slice(type.length);
  }
  for (const feature of q.matchAll(/\(\s*([a-z-]+)\s*:\s*([^)]+)\)/g)) {
    const px = lengthPx(feature[2]);
    if (px === undefined) continue;
    if (feature[1] === 'min-width' && MOBILE_WIDTH_PX < px) matches = false;
    if (feature[1] === 'max-width' && MOBILE_WIDTH_PX > px) matches = false;
  }
  return negate ? !matches : matches;
}

/** True when the media attribute's query list matches the emulated phone screen. */
export function mediaMatchesScreen(media: string | undefined): boolean {
  if (media === undefined || media.trim() === '') return true;
  return media.split(',').some(queryMatches);
}

export function isRenderBlocking(dom: PageIndex, el: Element): boolean {
  if (el.name === 'script') {
    if (dom.attr(el, 'src') === undefined) return false;
    const type = (dom.attr(el, 'type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type) || type === 'module') return false;
    return dom.attr(el, 'async') === undefined && dom.attr(el, 'defer') === undefined && dom.attr(el, 'nomodule') === undefined;
  }
  if (el.name === 'link') {
    const rels = (dom.attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (!rels.includes('stylesheet') || rels.includes('alternate')) return false;
    if (dom.attr(el, 'disabled') !== undefined || !dom.attr(el, 'href')) return false;
    return mediaMatchesScreen(dom.attr(el, 'media'));
  }
  return false;
}

/** The render-blocking <script>/<link> elements of the page's <head>, in order. */
export function renderBlockingResources(dom: PageIndex): Element[] {
  return dom.head.filter((el) => (el.name === 'script' || el.name === 'link') && isRenderBlocking(dom, el));
}
