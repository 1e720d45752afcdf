import { buildPageIndex } from '../../src/engine/dom/page-index.js';
import type { AuditOptions, FetchedPage, PageContext, SiteFacts } from '../../src/engine/types.js';

/** Builds what the engine hands a rule, from a snippet of HTML, for rule tests. */
export function siteFacts(over: Partial<SiteFacts> = {}): SiteFacts {
  const origin = over.origin ?? 'https://example.com';
  return {
    origin,
    startUrl: `${origin}/`,
    robots: { status: 200, sitemaps: [], isAllowed: () => true },
    sitemapsFound: [`${origin}/sitemap.xml`],
    sitemapUrls: new Set(),
    statusByUrl: new Map(),
    redirectsByUrl: new Map(),
    blockedByRobots: new Set(),
    paths: ['/'],
    options: defaultOptions(),
    ...over,
  };
}

export function defaultOptions(over: Partial<AuditOptions> = {}): AuditOptions {
  return { preview: false, checkExternal: false, ...over };
}

export function fetched(over: Partial<FetchedPage> = {}): FetchedPage {
  const url = over.url ?? 'https://example.com/';
  const u = new URL(url);
  const html = over.html;
  return {
    requestedUrl: url,
    url,
    path: u.pathname + u.search,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    redirects: [],
    ttfbMs: 50,
    transferBytes: html ? Buffer.byteLength(html) : 0,
    bytes: html ? Buffer.byteLength(html) : 0,
    contentType: 'text/html',
    truncated: false,
    depth: 0,
    ...over,
  };
}

export function pageContext(
  html: string | undefined,
  over: { page?: Partial<FetchedPage>; options?: Partial<AuditOptions>; site?: Partial<SiteFacts> } = {},
): PageContext {
  const page = fetched({ html, ...over.page });
  const options = defaultOptions(over.options);
  return {
    page,
    url: new URL(page.url),
    dom: html === undefined ? undefined : buildPageIndex(html),
    options,
    site: siteFacts({ origin: new URL(page.url).origin, options, ...over.site }),
  };
}
