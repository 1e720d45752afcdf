import type { SiteFacts, SiteRule } from '../../types.js';
import { normalizeUrl } from '../../crawl/normalize-url.js';
import { internalLinks } from '../shared/page-links.js';

interface OrphanFact {
  path: string;
  url: string;
  requestedUrl?: string;
  status: number;
  links: string[];
}

/** Redirect hops followed when resolving a link to the page it lands on. */
const MAX_HOPS = 10;

/**
 * A page no other crawled page links to is reachable only through the sitemap
 * (or an external link): search engines treat it as unimportant and users never
 * find it. Links are followed through redirects, self-links do not count, and
 * the start page is exempt since it is the entrance. Only 200 pages are judged.
 * Not judged at all on a crawl cut short by the page limit: a page reached
 * from the sitemap may be linked from pages the crawl never visited, and most
 * real sites are larger than the default limit.
 */
const rule: SiteRule<OrphanFact> = {
  scope: 'site',
  meta: {
    key: 'orphanPage',
    category: 'seo',
    severity: 'low',
    tier: 'manual',
    weight: 0.3,
    title: 'No internal links point to this page',
    help: 'Link to the page from related pages or navigation, or remove it from the sitemap if it is obsolete.',
  },
  collect(ctx) {
    const url = normalizeUrl(ctx.page.url);
    if (!url) return undefined;
    const requested = normalizeUrl(ctx.page.requestedUrl);
    return { path: ctx.page.path, url, requestedUrl: requested !== url ? requested : undefined, status: ctx.page.status, links: internalLinks(ctx) };
  },
  check(facts, site) {
    if (site.limited) return { applicable: [], findings: [] };
    const linked = new Set<string>();
    for (const f of facts.values()) {
      for (const link of f.links) {
        const landed = resolveRedirects(link, site);
        if (landed !== f.url && link !== f.url) linked.add(landed);
      }
    }
    const start = resolveRedirects(normalizeUrl(site.startUrl) ?? site.startUrl, site);
    const applicable: string[] = [];
    const findings = [];
    for (const f of facts.values()) {
      if (f.status !== 200 || f.url === start || (f.requestedUrl && resolveRedirects(f.requestedUrl, site) === start)) continue;
      applicable.push(f.path);
      if (linked.has(f.url)) continue;
      const how = site.sitemapUrls.has(f.url) || (f.requestedUrl && site.sitemapUrls.has(f.requestedUrl)) ? 'it is only listed in the sitemap' : 'it was reached without a link from the site';
      findings.push({ path: f.path, message: `No crawled page links to this page; ${how}.` });
    }
    return { applicable, findings };
  },
};

function resolveRedirects(url: string, site: SiteFacts): string {
  let cur = url;
  for (let i = 0; i < MAX_HOPS; i++) {
    const next = site.redirectsByUrl.get(cur);
    if (next === undefined || next === cur) break;
    cur = next;
  }
  return cur;
}

export default rule;
