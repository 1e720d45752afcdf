import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { serveExample, parseSlowFile, type ExampleServer } from '../../../examples/serve.js';
import { crawl, DEFAULT_CRAWL_OPTIONS } from '../../../src/engine/crawl/index.js';
import { collectingHandler } from './fixture-server.js';

const exampleDir = (name: string) => fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url));
const servers: ExampleServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function crawlExample(name: string) {
  const server = await serveExample(exampleDir(name));
  servers.push(server);
  const collected = collectingHandler();
  const summary = await crawl({ ...DEFAULT_CRAWL_OPTIONS, startUrl: server.url }, collected.handler);
  return { server, summary, ...collected };
}

const PAGES = ['/', '/about/', '/blog/', '/blog/choosing-a-trail-shoe/', '/blog/packing-light/', '/contact/'];

describe('example sites', () => {
  it('v1 is a healthy six-page site with robots.txt, a sitemap and absolute canonicals', async () => {
    const { server, summary, pages, htmlByUrl } = await crawlExample('site-v1');
    expect(summary.error).toBeUndefined();
    // The fixture handler follows every href, so the stylesheet and the icon are fetched too.
    const html = pages.filter((p) => p.contentType === 'text/html');
    expect(html.map((p) => p.path).sort()).toEqual([...PAGES].sort());
    expect(pages.every((p) => p.status === 200)).toBe(true);
    expect(pages.find((p) => p.path === '/images/logo.svg')?.contentType).toBe('image/svg+xml');
    expect(summary.robots.status).toBe(200);
    expect(summary.sitemapsFound).toEqual([`${server.url}sitemap.xml`]);
    expect(summary.sitemapUrls.size).toBe(6);
    const home = htmlByUrl.get(server.url)!;
    expect(home).toContain(`<link rel="canonical" href="${server.url}">`);
    expect(home).not.toContain('%ORIGIN%');
  });

  it('v2 has the regressions: a lost description, an image without alt, a broken link, a slow page', async () => {
    const { server, summary, pages, htmlByUrl } = await crawlExample('site-v2');
    expect(summary.statusByUrl.get(`${server.url}blog/winter-layers/`)).toBe(404);
    expect(htmlByUrl.get(`${server.url}about/`)).not.toContain('name="description"');
    expect(htmlByUrl.get(`${server.url}blog/packing-light/`)).toMatch(/<img src="\/images\/trail.png" width/);
    // The delay is deliberate (the demo's "slower page"), so a lower bound is safe to assert.
    expect(pages.find((p) => p.path === '/blog/choosing-a-trail-shoe/')!.ttfbMs).toBeGreaterThanOrEqual(750);
  });

  it('serves content types, the 404 page, directory redirects, and hides dotfiles', async () => {
    const server = await serveExample(exampleDir('site-v2'));
    servers.push(server);
    const get = (p: string) => fetch(new URL(p, server.url), { redirect: 'manual' });
    expect((await get('/assets/style.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('/images/trail.png')).headers.get('content-type')).toBe('image/png');
    expect((await get('/robots.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    expect((await get('/.slow')).status).toBe(404);
    expect((await get('/../package.json')).status).toBe(404);
    const dir = await get('/blog');
    expect(dir.status).toBe(301);
    expect(dir.headers.get('location')).toBe('/blog/');
  });

  it('reads .slow files', () => {
    expect([...parseSlowFile('# comment\n/a\n/b 1500 # later\n\n')]).toEqual([
      ['/a', 800],
      ['/b', 1500],
    ]);
  });
});
