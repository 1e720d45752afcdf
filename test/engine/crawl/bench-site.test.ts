import { afterEach, describe, expect, it } from 'vitest';
import { generateSite, serveSite } from '../../../bench/site.js';
import { crawl, DEFAULT_CRAWL_OPTIONS } from '../../../src/engine/crawl/index.js';
import { collectingHandler } from './fixture-server.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('bench site generator', () => {
  it('is deterministic per seed and produces 30-80 KB pages', () => {
    const a = generateSite({ pages: 200, seed: 7 });
    const b = generateSite({ pages: 200, seed: 7 });
    const c = generateSite({ pages: 200, seed: 8 });
    expect(a.paths).toEqual(b.paths);
    expect(new Set(a.paths).size).toBe(200);
    const render = (site: typeof a, i: number) => site.render(site.pageAt(site.paths[i])!, 'http://x');
    expect(render(a, 42)).toBe(render(b, 42));
    expect(render(a, 42)).not.toBe(render(c, 42));
    for (let i = 0; i < 200; i += 7) {
      const kb = Buffer.byteLength(render(a, i)) / 1024;
      expect(kb).toBeGreaterThanOrEqual(30);
      expect(kb).toBeLessThanOrEqual(80);
    }
  });

  it('serves a crawlable site with gzip, a sitemap, and a few broken links and redirects', async () => {
    const site = generateSite({ pages: 150 });
    const server = await serveSite(site);
    closers.push(server.close);
    const { handler, pages } = collectingHandler();
    const summary = await crawl({ ...DEFAULT_CRAWL_OPTIONS, startUrl: server.url, maxPages: 1000 }, handler);
    expect(summary.error).toBeUndefined();
    // The fixture handler follows every href, stylesheets and icons included; pages are the HTML ones.
    const ok = pages.filter((p) => p.status === 200 && p.contentType === 'text/html');
    expect(new Set(ok.map((p) => p.path))).toEqual(new Set(site.paths));
    expect(ok.every((p) => p.headers['content-encoding'] === 'gzip' && p.transferBytes < p.bytes)).toBe(true);
    expect(pages.some((p) => p.status === 404)).toBe(true);
    expect(summary.redirectsByUrl.size).toBeGreaterThan(0);
    expect(summary.sitemapUrls.size).toBe(150);
    expect(summary.robots.isAllowed(`${server.url}cart`)).toBe(false);
  });
});
