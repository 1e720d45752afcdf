import type { Element, PageContext } from '../../types.js';
import { normalizeUrl } from '../../crawl/normalize-url.js';
import { canonicalState } from './head-links.js';
import { contentBlocksIndexing, headerBlocksIndexing, isRelevantRobotsMetaName } from './robots-directives.js';

/**
 * Whether a page competes in search results. Duplicate-title/description and
 * thin-content checks only make sense for such pages: SEO crawlers (Screaming
 * Frog, Sitebulb) leave out pages that are noindex or canonicalised elsewhere,
 * because search engines fold or drop them anyway.
 */

export interface NoindexSources {
  /** The <meta name=robots|googlebot> that blocks indexing, if any. */
  meta?: Element;
  /** The X-Robots-Tag value that blocks indexing, if any. */
  header?: string;
}

const noindexCache = new WeakMap<PageContext['page'], NoindexSources>();

export function noindexSources(ctx: PageContext): NoindexSources {
  let found = noindexCache.get(ctx.page);
  if (found) return found;
  found = {};
  const now = Date.now();
  if (ctx.dom) {
    for (const el of ctx.dom.head) {
      if (el.name !== 'meta' || !el.attribs.name || !isRelevantRobotsMetaName(el.attribs.name)) continue;
      if (contentBlocksIndexing(el.attribs.content ?? '', now)) {
        found.meta = el;
        break;
      }
    }
  }
  const header = ctx.page.headers['x-robots-tag'];
  if (header && headerBlocksIndexing(header, now)) found.header = header;
  noindexCache.set(ctx.page, found);
  return found;
}

/**
 * True when the page is kept out of the index. In preview mode a noindex that
 * only comes from the X-Robots-Tag header is the host marking the preview, not
 * the site's intent, so it does not count.
 */
export function isNoindex(ctx: PageContext): boolean {
  const s = noindexSources(ctx);
  return !!s.meta || (!!s.header && !ctx.options.preview);
}

/**
 * The normalised URL the page's single valid canonical points at, or undefined.
 * In preview mode a canonical to another origin (production) is mapped onto the
 * preview's origin, so a production self-canonical still reads as self.
 */
export function canonicalTargetUrl(ctx: PageContext): string | undefined {
  const state = canonicalState(ctx);
  if (state.kind !== 'single') return undefined;
  let url = state.url;
  if (ctx.options.preview && url.origin !== ctx.url.origin) {
    url = new URL(url.pathname + url.search, ctx.url.origin);
  }
  return normalizeUrl(url.href);
}

/** True when the page names another URL as its canonical. */
export function isCanonicalisedElsewhere(ctx: PageContext): boolean {
  const target = canonicalTargetUrl(ctx);
  return target !== undefined && target !== normalizeUrl(ctx.page.url);
}

/** A 200 HTML page that is neither noindex nor canonicalised elsewhere. */
export function isIndexable(ctx: PageContext): boolean {
  return ctx.page.status === 200 && !!ctx.dom && !isNoindex(ctx) && !isCanonicalisedElsewhere(ctx);
}
