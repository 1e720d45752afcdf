import type { PageIndex } from './types.js';

/**
 * The links a crawler should follow from a page: a[href] and area[href],
 * resolved against <base href> when there is one. rel=nofollow links are kept:
 * Google does not pass signals through them, but we audit the whole site and
 * the pages behind them are part of it.
 */
export function extractLinks(dom: PageIndex, pageUrl: string): string[] {
  let base = pageUrl;
  const baseEl = dom.byTag('base').find((el) => el.attribs.href !== undefined);
  if (baseEl) {
    const resolved = resolveHref(baseEl.attribs.href, pageUrl);
    if (resolved) base = resolved;
  }
  const out = new Set<string>();
  for (const tag of ['a', 'area']) {
    for (const el of dom.byTag(tag)) {
      const href = el.attribs.href;
      if (href === undefined) continue;
      const url = resolveHref(href, base);
      if (url) out.add(url);
    }
  }
  return [...out];
}

function resolveHref(href: string, base: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  return url.href;
}
