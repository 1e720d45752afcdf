import { describe, expect, it } from 'vitest';
import { parseSitemap } from '../../../src/engine/crawl/sitemap-parse.js';
import { parseRobots, robotsToken } from '../../../src/engine/crawl/robots.js';

describe('parseSitemap', () => {
  it('reads a urlset with entities, CDATA and whitespace', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://e.com/a?x=1&amp;y=2 </loc><lastmod>2026-01-01</lastmod></url>
      <url><loc><![CDATA[https://e.com/b]]></loc></url>
      <url><loc>https://e.com/caf&#xE9;</loc></url>
    </urlset>`;
    expect(parseSitemap(xml)).toEqual({ kind: 'urlset', locs: ['https://e.com/a?x=1&y=2', 'https://e.com/b', 'https://e.com/caf\u00e9'] });
  });

  it('reads a prefixed sitemap index and bounds the entries', () => {
    const xml = `<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">${[1, 2, 3]
      .map((n) => `<sm:sitemap><sm:loc>https://e.com/s${n}.xml</sm:loc></sm:sitemap>`)
      .join('')}</sm:sitemapindex>`;
    expect(parseSitemap(xml, 2)).toEqual({ kind: 'sitemapindex', locs: ['https://e.com/s1.xml', 'https://e.com/s2.xml'] });
  });

  it('rejects what is not a sitemap', () => {
    expect(parseSitemap('<html><body>Not found</body></html>')).toBeUndefined();
    expect(parseSitemap('')).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('derives the product token from the user agent', () => {
    expect(robotsToken('seo-audit-action/0.1 (+https://x)')).toBe('seo-audit-action');
    expect(robotsToken('Mozilla/5.0 (compatible; MyBot/2.1)')).toBe('MyBot');
    expect(robotsToken('Mozilla/5.0')).toBe('*');
  });

  it('allows everything unless a 2xx robots.txt says otherwise, and lists sitemaps', () => {
    const text = 'User-agent: *\nDisallow: /private\nSitemap: /sitemap-a.xml\nSitemap: https://e.com/sitemap-b.xml\n';
    const ok = parseRobots('https://e.com', 200, text, 'seo-audit-action/0.1');
    expect(ok.isAllowed('https://e.com/private/x')).toBe(false);
    expect(ok.isAllowed('https://e.com/public')).toBe(true);
    expect(ok.sitemaps).toEqual(['https://e.com/sitemap-a.xml', 'https://e.com/sitemap-b.xml']);
    for (const status of [404, 500, 0]) {
      expect(parseRobots('https://e.com', status, text, 'x/1').isAllowed('https://e.com/private/x')).toBe(true);
    }
  });
});
