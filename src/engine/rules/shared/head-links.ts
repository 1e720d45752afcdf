import type { Element, PageContext } from '../../types.js';
import { parseLinkHeader } from './link-header.js';

/**
 * <link> elements that speak to search engines (canonical, hreflang alternates),
 * from <head> and from the HTTP `Link` header. Links in <body> are ignored: search
 * engines do not honour a canonical there, and Lighthouse skips them too.
 */

export interface HeadLink {
  /** Every rel token, lower-case. */
  rel: readonly string[];
  /** The href exactly as written (attribute or header URI). */
  hrefRaw: string;
  hreflang: string;
  source: 'head' | 'header';
  el?: Element;
}

const cache = new WeakMap<PageContext['page'], HeadLink[]>();

/** Head and header links of the page, computed once per page for all rules. */
export function headLinks(ctx: PageContext): HeadLink[] {
  let links = cache.get(ctx.page);
  if (links) return links;
  links = [];
  if (ctx.dom) {
    for (const el of ctx.dom.head) {
      if (el.name !== 'link') continue;
      links.push({
        rel: splitRel(el.attribs.rel),
        hrefRaw: el.attribs.href ?? '',
        hreflang: el.attribs.hreflang ?? '',
        source: 'head',
        el,
      });
    }
  }
  for (const h of parseLinkHeader(ctx.page.headers.link)) {
    links.push({ rel: splitRel(h.params.rel), hrefRaw: h.uri, hreflang: h.params.hreflang ?? '', source: 'header' });
  }
  cache.set(ctx.page, links);
  return links;
}

function splitRel(rel: string | undefined): string[] {
  return rel ? rel.toLowerCase().split(/\s+/).filter(Boolean) : [];
}

function parseUrl(href: string, base?: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

/**
 * The page's canonical declaration, classified as Lighthouse's canonical audit
 * does: an href that does not parse even against a base is invalid; one that
 * parses only against a base is relative (search engines may resolve it, but a
 * relative canonical copied to another host or path silently points elsewhere);
 * distinct absolute URLs conflict. An empty href is not a canonical at all.
 */
export type CanonicalState =
  | { kind: 'none' }
  | { kind: 'invalid'; hrefRaw: string; link: HeadLink }
  | { kind: 'relative'; hrefRaw: string; link: HeadLink }
  | { kind: 'conflict'; urls: string[]; link: HeadLink }
  | { kind: 'single'; url: URL; link: HeadLink };

const canonicalCache = new WeakMap<PageContext['page'], CanonicalState>();

export function canonicalState(ctx: PageContext): CanonicalState {
  let state = canonicalCache.get(ctx.page);
  if (state) return state;
  let invalid: HeadLink | undefined;
  let relative: HeadLink | undefined;
  const absolute = new Map<string, { url: URL; link: HeadLink }>();
  for (const link of headLinks(ctx)) {
    if (!link.rel.includes('canonical') || !link.hrefRaw) continue;
    if (!parseUrl(link.hrefRaw, 'https://example.com')) invalid ??= link;
    else {
      const url = parseUrl(link.hrefRaw);
      if (!url) relative ??= link;
      else if (!absolute.has(url.href)) absolute.set(url.href, { url, link });
    }
  }
  if (invalid) state = { kind: 'invalid', hrefRaw: invalid.hrefRaw, link: invalid };
  else if (relative) state = { kind: 'relative', hrefRaw: relative.hrefRaw, link: relative };
  else if (absolute.size > 1) {
    const first = absolute.values().next().value!;
    state = { kind: 'conflict', urls: [...absolute.keys()], link: first.link };
  } else if (absolute.size === 1) {
    const only = absolute.values().next().value!;
    state = { kind: 'single', url: only.url, link: only.link };
  } else state = { kind: 'none' };
  canonicalCache.set(ctx.page, state);
  return state;
}

/** True when the page declares any canonical link (valid or not) in head or headers. */
export function hasCanonicalDeclaration(ctx: PageContext): boolean {
  return headLinks(ctx).some((l) => l.rel.includes('canonical') && l.hrefRaw.trim() !== '');
}
