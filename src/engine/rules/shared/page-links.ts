import type { PageContext } from '../../types.js';
import { normalizeUrl } from '../../crawl/normalize-url.js';

/**
 * The page's outgoing links to its own origin, resolved and normalised as the
 * crawler keys its maps, computed once per page for every site rule that needs
 * them (broken links, orphans, robots-blocked targets).
 */

const cache = new WeakMap<PageContext['page'], string[]>();

/** Base URL for relative links: the first <base href> in head, else the page URL. */
function baseUrl(ctx: PageContext): string {
  const base = ctx.dom?.head.find((el) => el.name === 'base' && el.attribs.href !== undefined);
  if (base) {
    try {
      return new URL(base.attribs.href!, ctx.page.url).href;
    } catch {
      // A malformed <base> is ignored by browsers; so do we.
    }
  }
  return ctx.page.url;
}

/** Unique same-origin link targets (normalised absolute URLs) of <a href> then <area href>. */
export function internalLinks(ctx: PageContext): string[] {
  let links = cache.get(ctx.page);
  if (links) return links;
  const seen = new Set<string>();
  const dom = ctx.dom;
  if (dom) {
    const base = baseUrl(ctx);
    const origin = ctx.url.origin;
    for (const tag of ['a', 'area']) {
      for (const el of dom.byTag(tag)) {
        const href = el.attribs.href;
        if (href === undefined) continue;
        const url = normalizeUrl(href, base);
        if (url === undefined || seen.has(url)) continue;
        if (!url.startsWith(origin) || (url.length > origin.length && url[origin.length] !== '/')) continue;
        seen.add(url);
      }
    }
  }
  links = [...seen];
  cache.set(ctx.page, links);
  return links;
}
