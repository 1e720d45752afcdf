import type { PageContext } from '../../types.js';
import { normalizeUrl } from '../../crawl/normalize-url.js';
import { detach } from '../../intern.js';

/**
 * The page's outgoing links to its own origin, resolved and normalised as the
 * crawler keys its maps, computed once per page for every site rule that needs
 * them (broken links, orphans, robots-blocked targets).
 */

const cache = new WeakMap<PageContext['page'], string[]>();

/**
 * Resolved links by what they depend on: most hrefs are navigation repeated on
 * every page ("/", "/pricing"), and building a URL for each is the bulk of this
 * work, so resolutions are shared across pages. Bounded; cleared when full.
 */
const resolved = new Map<string, string | null>();
const MAX_RESOLVED = 20_000;
const HAS_SCHEME = /^\s*[a-z][a-z0-9+.-]*:/i;

function resolve(href: string, base: string, baseOrigin: string): string | undefined {
  const key = HAS_SCHEME.test(href) ? href : href.startsWith('/') && !href.startsWith('//') ? `${baseOrigin}\n${href}` : `${base}\n${href}`;
  let url = resolved.get(key);
  if (url === undefined) {
    url = normalizeUrl(href, base) ?? null;
    if (resolved.size >= MAX_RESOLVED) resolved.clear();
    // The key may be the href itself, a slice of the page's HTML: stored as it
    // is, it would keep that whole page alive as long as the cache lives.
    resolved.set(detach(key), url);
  }
  return url ?? undefined;
}

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
    const baseOrigin = new URL(base).origin;
    const origin = ctx.url.origin;
    for (const tag of ['a', 'area']) {
      for (const el of dom.byTag(tag)) {
        const href = el.attribs.href;
        if (href === undefined) continue;
        const url = resolve(href, base, baseOrigin);
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
