import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { crawl, DEFAULT_CRAWL_OPTIONS } from '../../../src/engine/crawl/index.js';
import type { CrawlOptions, FetchedPage } from '../../../src/engine/types.js';
import { collectingHandler, html, links, page, redirect, startServer, type FixtureServer, type Route } from './fixture-server.js';

const servers: FixtureServer[] = [];
async function serve(routes: Record<string, Route>): Promise<FixtureServer> {
  const server = await startServer(routes);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function options(startUrl: string, over: Partial<CrawlOptions> = {}): CrawlOptions {
  return { ...DEFAULT_CRAWL_OPTIONS, startUrl, concurrency: 4, timeoutMs: 5000, ...over };
}

function byPath(pages: FetchedPage[], path: string): FetchedPage | undefined {
  return pages.find((p) => p.path === path);
}

describe('crawl: the start URL', () => {
  it('reports a site that is down without throwing', async () => {
    const server = await serve({});
    await server.close();
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`), handler);
    expect(summary.error?.code).toBe('unreachable');
    expect(summary.error?.message).toBe(`could not reach ${server.origin}/: ECONNREFUSED`);
    expect(pages).toHaveLength(0);
  });

  it('reports a start URL that is not HTML', async () => {
    const server = await serve({ '/': (_q, res) => html(res, '%PDF-1.4', 200, 'application/pdf') });
    const summary = await crawl(options(`${server.origin}/`), collectingHandler().handler);
    expect(summary.error?.code).toBe('not_html');
    expect(summary.error?.message).toContain('application/pdf');
  });

  it('reports a start URL answering an HTTP error', async () => {
    const server = await serve({ '/': (_q, res) => html(res, 'down for maintenance', 503) });
    const summary = await crawl(options(`${server.origin}/`), collectingHandler().handler);
    expect(summary.error).toMatchObject({ code: 'http_error' });
    expect(summary.statusByUrl.get(`${server.origin}/`)).toBe(503);
  });

  it('stops before fetching anything when robots.txt forbids everything', async () => {
    const server = await serve({
      '/robots.txt': (_q, res) => html(res, 'User-agent: *\nDisallow: /\n', 200, 'text/plain'),
      '/': links('/a'),
    });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`), handler);
    expect(summary.error?.code).toBe('blocked_by_robots');
    expect(summary.error?.message).toContain(`robots.txt forbids crawling ${server.origin}/`);
    expect(summary.blockedByRobots.has(`${server.origin}/`)).toBe(true);
    expect(summary.robots.status).toBe(200);
    expect(server.requests).toEqual(['GET /robots.txt']);
    expect(pages).toHaveLength(0);
  });

  it('adopts the origin the start URL redirects to', async () => {
    const target = await serve({ '/': links('/inside'), '/inside': links('/') });
    const start = await serve({ '/': redirect(`${target.origin}/`), '/old': links('/') });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${start.origin}/`), handler);
    expect(summary.error).toBeUndefined();
    expect(pages.map((p) => p.url)).toEqual([`${target.origin}/`, `${target.origin}/inside`]);
    expect(pages[0].redirects).toEqual([{ url: `${start.origin}/`, status: 301 }]);
    expect(summary.redirectsByUrl.get(`${start.origin}/`)).toBe(`${target.origin}/`);
    expect(target.requests).toContain('GET /robots.txt');
  });

  it('rejects on abort and for a malformed start URL', async () => {
    await expect(crawl(options('not a url'), collectingHandler().handler)).rejects.toThrow(/startUrl/);
    const server = await serve({ '/': links('/a', '/b'), '*': (_q, res) => setTimeout(() => html(res, page([])), 300) });
    const controller = new AbortController();
    const { handler } = collectingHandler();
    const run = crawl(options(`${server.origin}/`, { signal: controller.signal }), (p, r) => {
      if (p.path === '/') setTimeout(() => controller.abort(new Error('stopped by test')), 20);
      return handler(p, r);
    });
    await expect(run).rejects.toThrow('stopped by test');
  });
});

describe('crawl: bad pages', () => {
  it('truncates a 10 MB page at the size cap and keeps what it read', async () => {
    const huge = Buffer.concat([Buffer.from('<html><body>'), Buffer.alloc(10 * 1024 * 1024, 'x')]);
    const server = await serve({ '/': links('/big'), '/big': (_q, res) => html(res, huge) });
    const { handler, pages, htmlByUrl } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`, { maxBytes: 256 * 1024 }), handler);
    const big = byPath(pages, '/big')!;
    expect(big.truncated).toBe(true);
    expect(big.bytes).toBe(256 * 1024);
    expect(big.status).toBe(200);
    expect(htmlByUrl.get(big.url)?.startsWith('<html><body>xxx')).toBe(true);
    expect(summary.statusByUrl.get(big.url)).toBe(200);
  });

  it('times out a slow page and reports it as a network failure', async () => {
    const server = await serve({
      '/': links('/slow', '/fine'),
      '/slow': (_q, res) => setTimeout(() => html(res, page([])), 3000),
      '/fine': links(),
    });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`, { timeoutMs: 300 }), handler);
    const slow = byPath(pages, '/slow')!;
    expect(slow.status).toBe(0);
    expect(slow.error).toBe('timed out after 300 ms');
    expect(byPath(pages, '/fine')?.status).toBe(200);
    expect(summary.statusByUrl.get(`${server.origin}/slow`)).toBe(0);
  });

  it('times out a page whose body stalls', async () => {
    const server = await serve({
      '/': links('/stall'),
      '/stall': (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body>started');
      },
    });
    const { handler, pages } = collectingHandler();
    await crawl(options(`${server.origin}/`, { timeoutMs: 300 }), handler);
    const stall = byPath(pages, '/stall')!;
    expect(stall.status).toBe(200);
    expect(stall.error).toBe('timed out after 300 ms');
  });

  it('decodes broken and mislabelled encodings without throwing', async () => {
    const latin1 = (text: string) => Buffer.from(text, 'latin1');
    const server = await serve({
      '/': links('/invalid-utf8', '/meta-charset', '/bogus-label', '/lying-header'),
      '/invalid-utf8': (_q, res) => html(res, Buffer.concat([Buffer.from('<p>a'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('b</p>')])),
      '/meta-charset': (_q, res) => html(res, latin1('<meta charset="windows-1252"><p>caf\u00e9</p>'), 200, 'text/html'),
      '/bogus-label': (_q, res) =>
        html(res, latin1('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>caf\u00e9</p>'), 200, 'text/html; charset=no-such-charset'),
      '/lying-header': (_q, res) => html(res, latin1('<p>caf\u00e9</p>'), 200, 'text/html; charset=utf-8'),
    });
    const { handler, htmlByUrl } = collectingHandler();
    await crawl(options(`${server.origin}/`), handler);
    expect(htmlByUrl.get(`${server.origin}/invalid-utf8`)).toBe('<p>a\uFFFD\uFFFD\uFFFDb</p>');
    expect(htmlByUrl.get(`${server.origin}/meta-charset`)).toContain('caf\u00e9');
    expect(htmlByUrl.get(`${server.origin}/bogus-label`)).toContain('caf\u00e9');
    expect(htmlByUrl.get(`${server.origin}/lying-header`)).toBe('<p>caf\uFFFD</p>');
  });

  it('reports transferred and decoded sizes for gzip and brotli', async () => {
    const body = page(Array.from({ length: 200 }, () => '/'), 'compressible');
    const encoded = (encoding: string, bytes: Buffer): Route => (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding });
      res.end(bytes);
    };
    const server = await serve({
      '/': links('/gz', '/br', '/deflate-bad'),
      '/gz': encoded('gzip', gzipSync(body)),
      '/br': encoded('br', brotliCompressSync(body)),
      '/deflate-bad': encoded('gzip', Buffer.from('this is not gzip at all')),
    });
    const { handler, pages, htmlByUrl } = collectingHandler();
    await crawl(options(`${server.origin}/`), handler);
    for (const path of ['/gz', '/br']) {
      const fetched = byPath(pages, path)!;
      expect(fetched.bytes).toBe(Buffer.byteLength(body));
      expect(fetched.transferBytes).toBeLessThan(fetched.bytes / 5);
      expect(htmlByUrl.get(fetched.url)).toBe(body);
    }
    expect(byPath(pages, '/gz')!.transferBytes).toBe(gzipSync(body).length);
    expect(byPath(pages, '/deflate-bad')!.error).toMatch(/could not decode the gzip body/);
  });

  it('hands error pages and non-HTML responses to the handler but follows no links from them', async () => {
    const server = await serve({
      '/': links('/missing', '/boom', '/doc.pdf'),
      '/boom': (_q, res) => html(res, page(['/from-error-page']), 500),
      '/doc.pdf': (_q, res) => html(res, '%PDF', 200, 'application/pdf'),
    });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`), async (p, r) => {
      const { links: found } = await handler(p, r);
      return { links: [...found, `${server.origin}/from-handler`] };
    });
    expect(byPath(pages, '/missing')?.status).toBe(404);
    expect(byPath(pages, '/boom')?.status).toBe(500);
    const pdf = byPath(pages, '/doc.pdf')!;
    expect(pdf).toMatchObject({ status: 200, contentType: 'application/pdf', bytes: 4 });
    expect(pdf.html).toBeUndefined();
    // Only the home page's links are followed: /from-handler is requested once, from there.
    expect(server.requests.filter((r) => r === 'GET /from-handler')).toHaveLength(1);
    expect(server.requests).not.toContain('GET /from-error-page');
    expect(summary.statusByUrl.get(`${server.origin}/missing`)).toBe(404);
  });
});

describe('crawl: redirects', () => {
  it('records a chain, a loop, too many hops and a cross-origin exit', async () => {
    const elsewhere = await serve({ '*': links() });
    const hops: Record<string, Route> = {};
    for (let i = 0; i < 15; i++) hops[`/hop/${i}`] = redirect(`/hop/${i + 1}`, 302);
    const server = await serve({
      '/': links('/r1', '/loop-a', '/hop/0', '/away', '/final'),
      '/r1': redirect('/r2'),
      '/r2': redirect('/r3', 302),
      '/r3': redirect('/final', 307),
      '/final': links(),
      '/loop-a': redirect('/loop-b'),
      '/loop-b': redirect('/loop-a'),
      '/away': redirect(`${elsewhere.origin}/landing`),
      ...hops,
    });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`, { concurrency: 1 }), handler);
    const o = server.origin;

    const chain = pages.find((p) => p.requestedUrl === `${o}/r1`)!;
    expect(chain.url).toBe(`${o}/final`);
    expect(chain.redirects).toEqual([
      { url: `${o}/r1`, status: 301 },
      { url: `${o}/r2`, status: 302 },
      { url: `${o}/r3`, status: 307 },
    ]);
    expect(summary.statusByUrl.get(`${o}/r1`)).toBe(200);
    expect(summary.redirectsByUrl.get(`${o}/r2`)).toBe(`${o}/final`);
    // /final was linked too, but it is analysed once.
    expect(pages.filter((p) => p.url === `${o}/final`)).toHaveLength(1);

    expect(pages.find((p) => p.requestedUrl === `${o}/loop-a`)?.redirectProblem).toBe('loop');
    const tooMany = pages.find((p) => p.requestedUrl === `${o}/hop/0`)!;
    expect(tooMany.redirectProblem).toBe('tooMany');
    expect(tooMany.redirects).toHaveLength(10);
    const away = pages.find((p) => p.requestedUrl === `${o}/away`)!;
    expect(away).toMatchObject({ redirectProblem: 'crossOrigin', status: 301, url: `${o}/away` });
    expect(elsewhere.requests).toEqual([]);
  });
});

describe('crawl: bounds', () => {
  it('ends an infinite calendar within the caps', async () => {
    const server = await serve({
      '/': links('/calendar?month=2026-01', '/cal/2026/1/'),
      '/calendar': (req, res) => {
        const month = Number(new URL(req.url!, 'http://x').searchParams.get('month')!.slice(5));
        html(res, page([`/calendar?month=2026-${month + 1}`, `/calendar?month=2026-${month - 1}`]));
      },
      '*': (req, res) => {
        const [, year, month] = /^\/cal\/(\d+)\/(\d+)\/$/.exec(req.url!) ?? [];
        if (!year) return html(res, 'nope', 404);
        const next = Number(month) === 12 ? `/cal/${Number(year) + 1}/1/` : `/cal/${year}/${Number(month) + 1}/`;
        html(res, page([next, `/cal/${year}/${month}/?view=week`]));
      },
    });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`, { maxPages: 10_000, maxPerPattern: 25 }), handler);
    expect(summary.limited).toBe(false);
    expect(pages.filter((p) => p.path.startsWith('/calendar?')).length).toBe(20);
    expect(pages.filter((p) => p.path.startsWith('/cal/') && !p.path.includes('?')).length).toBeLessThanOrEqual(25);
    expect(summary.pagesFetched).toBeLessThan(80);
  });

  it('caps the depth of an endless chain of unique pages', async () => {
    const server = await serve({
      '/': links('/chain/a'),
      '*': (req, res) => html(res, page([`${req.url}a`])),
    });
    const { handler, pages } = collectingHandler();
    await crawl(options(`${server.origin}/`, { maxDepth: 12 }), handler);
    expect(Math.max(...pages.map((p) => p.depth))).toBe(12);
    expect(pages).toHaveLength(13);
  });

  it('follows at most 20 query variants of one path', async () => {
    const server = await serve({
      '/': links(...Array.from({ length: 100 }, (_, i) => `/search?q=${i}`), '/search?', '/search'),
      '/search': links(),
    });
    const { handler, pages } = collectingHandler();
    await crawl(options(`${server.origin}/`), handler);
    expect(pages.filter((p) => p.path.startsWith('/search?'))).toHaveLength(20);
    expect(pages.filter((p) => p.path === '/search')).toHaveLength(1);
  });

  it('respects maxPages, keeping the shallowest pages', async () => {
    const children = (prefix: string) => Array.from({ length: 5 }, (_, i) => `${prefix}${String.fromCharCode(97 + i)}`);
    const server = await serve({ '*': (req, res) => html(res, page(children(req.url === '/' ? '/' : `${req.url}-`))) });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`, { maxPages: 9 }), handler);
    expect(pages).toHaveLength(9);
    expect(summary.pagesFetched).toBe(9);
    expect(summary.limited).toBe(true);
    // Home, its five children, then three grandchildren.
    expect(pages.filter((p) => p.depth === 1)).toHaveLength(5);
    expect(server.requests.filter((r) => !r.includes('robots') && !r.includes('sitemap'))).toHaveLength(9);
  });

  it('ignores fragments, javascript:, mailto:, tel: and data: links', async () => {
    const server = await serve({
      '/': links('/p#top', '/p', '#section', 'javascript:void(0)', 'mailto:a@example.com', 'tel:+123', 'data:text/html,hi', '/P/../p#x'),
      '/p': links('/'),
    });
    const { handler, pages } = collectingHandler();
    await crawl(options(`${server.origin}/`), handler);
    expect(pages.map((p) => p.path)).toEqual(['/', '/p']);
    expect(server.requests.filter((r) => r.startsWith('GET /p'))).toEqual(['GET /p']);
  });

  it('calls onProgress as pages complete', async () => {
    const server = await serve({ '/': links('/a', '/b'), '/a': links(), '/b': links() });
    const seen: number[] = [];
    await crawl(options(`${server.origin}/`, { onProgress: (done) => seen.push(done) }), collectingHandler().handler);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('fetches ahead of a blocked handler by at most twice the concurrency', async () => {
    const children = Array.from({ length: 40 }, (_, i) => `/c${String.fromCharCode(97 + (i % 26))}${i >= 26 ? 'z' : ''}`);
    const server = await serve({ '/': links(...children), '*': links() });
    const { handler } = collectingHandler();
    let pageRequestsWhileBlocked = -1;
    const pageRequests = () => server.requests.filter((r) => !r.includes('robots') && !r.includes('sitemap')).length;
    await crawl(options(`${server.origin}/`, { concurrency: 4 }), async (p, r) => {
      if (p.path === children[0]) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        pageRequestsWhileBlocked = pageRequests();
      }
      return handler(p, r);
    });
    // Home, the page being handled, and at most 2 × 4 fetched or in flight behind it.
    expect(pageRequestsWhileBlocked).toBeGreaterThan(2);
    expect(pageRequestsWhileBlocked).toBeLessThanOrEqual(2 + 8);
    expect(pageRequests()).toBe(41);
  });

  it('keeps fetching while a slow handler works, with every page delivered once', async () => {
    const server = await serve({ '/': links(...Array.from({ length: 30 }, (_, i) => `/p${String.fromCharCode(97 + (i % 26))}${i >= 26 ? 'z' : ''}`)), '*': links() });
    const { handler, pages } = collectingHandler();
    await crawl(options(`${server.origin}/`), async (p, r) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return handler(p, r);
    });
    expect(pages).toHaveLength(31);
    expect(new Set(pages.map((p) => p.url)).size).toBe(31);
    expect(pages.every((p) => p.html === undefined)).toBe(true);
  });
});

describe('crawl: robots.txt and sitemaps', () => {
  it('records links robots.txt forbids without fetching them, and keeps going when robots.txt fails', async () => {
    const server = await serve({
      '/robots.txt': (_q, res) => html(res, 'User-agent: *\nDisallow: /private\n\nUser-agent: seo-audit-action\nDisallow: /not-for-us\n', 200, 'text/plain'),
      '/': links('/private/a', '/not-for-us', '/public'),
      '/public': links(),
    });
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${server.origin}/`), handler);
    expect(pages.map((p) => p.path)).toEqual(['/', '/private/a', '/public']);
    expect([...summary.blockedByRobots]).toEqual([`${server.origin}/not-for-us`]);
    expect(summary.robots.isAllowed(`${server.origin}/not-for-us`)).toBe(false);

    const broken = await serve({ '/robots.txt': (_q, res) => html(res, 'oops', 503, 'text/plain'), '/': links() });
    const brokenSummary = await crawl(options(`${broken.origin}/`), collectingHandler().handler);
    expect(brokenSummary.error).toBeUndefined();
    expect(brokenSummary.robots.status).toBe(503);
    // robots.txt moved to another host: followed (robots.txt only), its rules apply here.
    const robotsHost = await serve({ '/robots.txt': (_q, res) => html(res, 'User-agent: *\nDisallow: /hidden\n', 200, 'text/plain') });
    const moved = await serve({ '/robots.txt': redirect(`${robotsHost.origin}/robots.txt`), '/': links('/hidden', '/shown'), '/shown': links() });
    const movedSummary = await crawl(options(`${moved.origin}/`), collectingHandler().handler);
    expect(movedSummary.robots.status).toBe(200);
    expect([...movedSummary.blockedByRobots]).toEqual([`${moved.origin}/hidden`]);
    expect(robotsHost.requests).toEqual(['GET /robots.txt']);
    const missing = await serve({ '/': links() });
    expect((await crawl(options(`${missing.origin}/`), collectingHandler().handler)).robots.status).toBe(404);
  });

  it('reads nested sitemap indexes and gzipped sitemaps, seeding unlinked pages', async () => {
    let origin = '';
    const xml = (body: string): Route => (_q, res) => html(res, `<?xml version="1.0" encoding="UTF-8"?>\n${body}`, 200, 'application/xml');
    const urlset = (...paths: string[]) =>
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${p.startsWith('http') ? p : origin + p}</loc></url>`).join('')}</urlset>`;
    const index = (...paths: string[]) =>
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<sitemap><loc>${origin}${p}</loc></sitemap>`).join('')}</sitemapindex>`;
    const server = await serve({
      '/robots.txt': (_q, res) => html(res, `User-agent: *\nDisallow: /secret\nSitemap: ${'ORIGIN'}/sitemaps/index.xml\n`.replace('ORIGIN', origin), 200, 'text/plain'),
      '/sitemaps/index.xml': (q, res) => xml(index('/sitemaps/pages.xml', '/sitemaps/nested-index.xml'))(q, res),
      '/sitemaps/nested-index.xml': (q, res) => xml(index('/sitemaps/more.xml.gz'))(q, res),
      '/sitemaps/pages.xml': (q, res) => xml(urlset('/from-sitemap?a=1&amp;b=2', '/secret/page', 'http://elsewhere.invalid/x'))(q, res),
      '/sitemaps/more.xml.gz': (_q, res) => html(res, gzipSync(`<?xml version="1.0"?>${urlset('/from-gzip')}`), 200, 'application/gzip'),
      '/sitemap.xml': (q, res) => xml(urlset('/'))(q, res),
      '/': links(),
      '*': links(),
    });
    origin = server.origin;
    const { handler, pages } = collectingHandler();
    const summary = await crawl(options(`${origin}/`), handler);
    expect(summary.sitemapsFound).toEqual([
      `${origin}/sitemaps/index.xml`,
      `${origin}/sitemap.xml`,
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/nested-index.xml`,
      `${origin}/sitemaps/more.xml.gz`,
    ]);
    expect([...summary.sitemapUrls].sort()).toEqual([`${origin}/`, `${origin}/from-gzip`, `${origin}/from-sitemap?a=1&b=2`, `${origin}/secret/page`]);
    expect(pages.map((p) => p.path).sort()).toEqual(['/', '/from-gzip', '/from-sitemap?a=1&b=2']);
    expect(summary.blockedByRobots.has(`${origin}/secret/page`)).toBe(true);
  });
});

describe('crawl: external links', () => {
  it('checks external links with HEAD, falling back to GET, without parsing them', async () => {
    const other = await serve({
      '/ok': (req, res) => (req.method === 'HEAD' ? html(res, '', 405) : html(res, page(['/never-followed']))),
      '/gone': (_q, res) => html(res, 'gone', 404),
      '/moved': redirect('/ok'),
    });
    const server = await serve({ '/': links(`${other.origin}/ok`, `${other.origin}/gone`, `${other.origin}/moved`) });
    const off = await crawl(options(`${server.origin}/`), collectingHandler().handler);
    expect(off.externalStatus.size).toBe(0);
    expect(other.requests).toEqual([]);

    const summary = await crawl(options(`${server.origin}/`, { checkExternal: true }), collectingHandler().handler);
    expect(Object.fromEntries(summary.externalStatus)).toEqual({
      [`${other.origin}/ok`]: 200,
      [`${other.origin}/gone`]: 404,
      [`${other.origin}/moved`]: 200,
    });
    expect(other.requests).not.toContain('GET /never-followed');
  });
});
