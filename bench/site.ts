/**
 * A deterministic synthetic website for benchmarks: N pages of realistic markup
 * (30-80 KB each) built from a handful of templates, with a few percent of
 * deliberate SEO problems. Pages are generated on request from (seed, index),
 * so 10,000 pages cost only a path table; gzipped bodies are cached in a
 * bounded LRU so repeated crawls do not pay for compression twice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export type Template = 'home' | 'about' | 'contact' | 'listing' | 'article' | 'product' | 'docs';

export interface SiteOptions {
  pages: number;
  seed?: number;
}

export interface SitePage {
  index: number;
  path: string;
  template: Template;
  section: string;
}

export interface GeneratedSite {
  pages: number;
  seed: number;
  /** Page index → path; index 0 is `/`. */
  paths: readonly string[];
  pageAt(path: string): SitePage | undefined;
  /** The page's HTML, generated afresh from the seed (same output every time). */
  render(page: SitePage, origin: string): string;
  robotsTxt(origin: string): string;
  sitemapXml(origin: string): string;
}

const SECTIONS = [
  { name: 'blog', template: 'article' as const, title: 'Blog' },
  { name: 'shop', template: 'product' as const, title: 'Shop' },
  { name: 'docs', template: 'docs' as const, title: 'Documentation' },
  { name: 'news', template: 'article' as const, title: 'News' },
  { name: 'guides', template: 'article' as const, title: 'Guides' },
];
/** Indices 0-7 are fixed: home, about, contact and one listing per section. */
const FIXED = 3 + SECTIONS.length;
const FANOUT = 8;

const WORDS = (
  'amber anchor apple arrow aspen autumn badge bamboo basil beacon birch bloom breeze bridge bronze cabin canyon cedar ' +
  'chalk cinder clover cobalt comet copper coral cotton crane crystal dawn delta desert drift dune echo ember falcon fern ' +
  'field flint forest fossil frost garden glacier granite harbor hazel heron horizon indigo island ivory jade juniper lagoon ' +
  'lantern laurel lemon linen lotus maple marble meadow mesa mint mist moss nectar oak ocean olive onyx orchid pebble pepper ' +
  'pine plum prairie quartz quill rain raven reed ridge river robin rose saffron sage sand shadow silver slate spruce stone ' +
  'summit thistle thunder tide timber topaz tulip valley velvet violet willow winter'
).split(' ');

const PROSE = (
  'the quick setup guide explains how teams ship reliable pages with fast loading times and clear structure while keeping ' +
  'content accessible to every reader search engines reward pages that answer questions directly use descriptive headings ' +
  'and link related material so visitors find what they need without friction our editors review each article for accuracy ' +
  'tone and completeness before it goes live customers often ask how the product compares with alternatives so we publish ' +
  'honest benchmarks and detailed specifications for every model in the catalogue shipping is free on orders over fifty ' +
  'euros and returns are accepted within thirty days of delivery'
).split(' ');

/** mulberry32: a small, fast, well-distributed PRNG; deterministic per (seed, page). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pageRandom(seed: number, index: number, salt = 0): () => number {
  return rng(Math.imul(seed ^ 0x9e3779b1, 31) + Math.imul(index + 1, 0x85ebca6b) + salt);
}

/** Word slugs without digits: `amber-river-lantern` (numbers would look like a calendar to crawlers). */
function slug(index: number): string {
  const parts: string[] = [];
  let n = index;
  do {
    parts.push(WORDS[n % WORDS.length]);
    n = Math.floor(n / WORDS.length);
  } while (n > 0);
  if (parts.length === 1) parts.push('notes');
  return parts.join('-');
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function sentence(random: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pick(random, PROSE));
  const text = out.join(' ');
  return text[0].toUpperCase() + text.slice(1) + '.';
}

function titleCase(words: string): string {
  return words
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function generateSite({ pages, seed = 1 }: SiteOptions): GeneratedSite {
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError(`generateSite pages must be a positive integer, got ${pages}`);
  const meta: SitePage[] = [];
  for (let index = 0; index < pages; index++) {
    if (index === 0) meta.push({ index, path: '/', template: 'home', section: '' });
    else if (index === 1) meta.push({ index, path: '/about', template: 'about', section: '' });
    else if (index === 2) meta.push({ index, path: '/contact', template: 'contact', section: '' });
    else if (index < FIXED) {
      const section = SECTIONS[index - 3];
      meta.push({ index, path: `/${section.name}/`, template: 'listing', section: section.name });
    } else {
      const random = pageRandom(seed, index, 7);
      const section = pick(random, SECTIONS);
      const template = random() < 0.1 ? 'listing' : section.template;
      const path = template === 'listing' ? `/${section.name}/topics/${slug(index)}` : `/${section.name}/${slug(index)}`;
      meta.push({ index, path, template, section: section.name });
    }
  }
  const byPath = new Map(meta.map((p) => [p.path, p]));
  const paths = meta.map((p) => p.path);

  function linksOf(page: SitePage, random: () => number): Array<{ href: string; text: string }> {
    const out: Array<{ href: string; text: string }> = [];
    // A tree (each page links to FANOUT children) keeps every page within a few hops of home.
    for (let c = page.index * FANOUT + 1; c <= page.index * FANOUT + FANOUT && c < pages; c++) {
      if (c >= FIXED) out.push({ href: paths[c], text: titleCase(slug(c)) });
    }
    for (let i = 0; i < 12; i++) {
      const target = Math.floor(random() * pages);
      out.push({ href: paths[target], text: titleCase(slug(target)) });
    }
    const problem = random();
    // Deliberate problems on a few percent of pages: a broken link, a link through an old redirecting URL.
    if (problem < 0.03) out.push({ href: `/gone/${slug(page.index)}`, text: 'Archived page' });
    else if (problem < 0.05 && page.index > 0) out.push({ href: `/old${paths[Math.floor(random() * pages)]}`, text: 'Previous edition' });
    return out;
  }

  function render(page: SitePage, origin: string): string {
    const random = pageRandom(seed, page.index);
    const name = page.index === 0 ? 'Home' : page.template === 'about' ? 'About us' : page.template === 'contact' ? 'Contact' : titleCase(slug(page.index));
    const sectionTitle = SECTIONS.find((s) => s.name === page.section)?.title ?? '';
    const problems = { noDescription: random() < 0.03, duplicateTitle: random() < 0.02, noCanonical: random() < 0.05 };
    const title = problems.duplicateTitle ? 'Welcome to Timber & Tide' : `${name}${sectionTitle ? ` · ${sectionTitle}` : ''} · Timber & Tide`;
    const description = sentence(random, 18);
    const url = `${origin}${page.path}`;
    const head: string[] = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapeHtml(title)}</title>`,
    ];
    if (!problems.noDescription) head.push(`<meta name="description" content="${escapeHtml(description)}">`);
    if (!problems.noCanonical) head.push(`<link rel="canonical" href="${url}">`);
    if (random() < 0.7) {
      head.push(
        `<meta property="og:title" content="${escapeHtml(name)}">`,
        `<meta property="og:description" content="${escapeHtml(description)}">`,
        `<meta property="og:type" content="${page.template === 'article' ? 'article' : 'website'}">`,
        `<meta property="og:url" content="${url}">`,
        `<meta property="og:image" content="${origin}/images/${slug(page.index % 40)}.jpg">`,
        '<meta name="twitter:card" content="summary_large_image">',
      );
    }
    if (page.template === 'docs' || random() < 0.15) {
      head.push(
        `<link rel="alternate" hreflang="en" href="${url}">`,
        `<link rel="alternate" hreflang="de" href="${origin}/de${page.path}">`,
        `<link rel="alternate" hreflang="x-default" href="${url}">`,
      );
    }
    head.push(
      '<link rel="stylesheet" href="/assets/site.css">',
      '<link rel="icon" href="/favicon.ico">',
      '<script src="/assets/app.js" defer></script>',
      `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({page:${JSON.stringify(page.path)},template:${JSON.stringify(page.template)}});</script>`,
    );
    if (page.template === 'article' || page.template === 'product') {
      const data =
        page.template === 'article'
          ? { '@context': 'https://schema.org', '@type': 'Article', headline: name, author: { '@type': 'Person', name: titleCase(slug(page.index % 97)) }, datePublished: '2026-03-14' }
          : { '@context': 'https://schema.org', '@type': 'Product', name, offers: { '@type': 'Offer', price: (10 + random() * 200).toFixed(2), priceCurrency: 'EUR' } };
      head.push(`<script type="application/ld+json">${JSON.stringify(data)}</script>`);
    }

    const nav = [
      `<a href="/" class="logo"><img src="/images/logo.svg" alt="Timber &amp; Tide" width="120" height="32"></a>`,
      ...SECTIONS.map((s) => `<a href="/${s.name}/" class="nav__link">${s.title}</a>`),
      '<a href="/about" class="nav__link">About</a>',
      '<a href="/contact" class="nav__link">Contact</a>',
    ].join('\n        ');
    const searchForm = '<form action="/search" method="get" role="search" class="search"><label for="q" class="sr-only">Search</label><input id="q" name="q" type="search" placeholder="Search the site"><button type="submit">Search</button></form>';

    const body: string[] = [];
    body.push(`<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>${page.section ? `<li><a href="/${page.section}/">${sectionTitle}</a></li>` : ''}<li aria-current="page">${escapeHtml(name)}</li></ol></nav>`);
    body.push(`<h1 class="page-title">${escapeHtml(name)}</h1>`);
    const imageCount = 2 + Math.floor(random() * 5);
    // Blocks are added until the page reaches its target size; the header, aside and footer add ~3 KB.
    const target = 30_000 + Math.floor(random() * 46_000);
    let size = head.join('').length + nav.length;
    let block = 0;
    const links = linksOf(page, pageRandom(seed, page.index, 3));
    let linkAt = 0;
    while (size < target) {
      const parts: string[] = [];
      parts.push(`<section class="content-block content-block--${block % 3}" id="part-${block}">`);
      parts.push(`<h2>${escapeHtml(sentence(random, 4).slice(0, -1))}</h2>`);
      for (let p = 0; p < 4; p++) {
        let text = sentence(random, 25 + Math.floor(random() * 30));
        if (linkAt < links.length && p % 2 === 0) {
          const link = links[linkAt++];
          text += ` See <a href="${link.href}">${escapeHtml(link.text)}</a> for more.`;
        }
        parts.push(`<p class="content-block__text">${text}</p>`);
      }
      if (block < imageCount) {
        const img = slug((page.index + block) % 40);
        const alt = random() < 0.06 ? '' : ` alt="${escapeHtml(sentence(random, 5).slice(0, -1))}"`;
        const dims = random() < 0.1 ? '' : ' width="800" height="450"';
        parts.push(`<figure class="figure"><img src="/images/${img}.jpg"${alt}${dims} loading="lazy" decoding="async"><figcaption>${sentence(random, 8)}</figcaption></figure>`);
      }
      if (page.template === 'product' && block === 1) {
        parts.push('<table class="specs"><thead><tr><th scope="col">Property</th><th scope="col">Value</th></tr></thead><tbody>');
        for (let r = 0; r < 8; r++) parts.push(`<tr><td>${titleCase(pick(random, WORDS))}</td><td>${(random() * 100).toFixed(1)} cm</td></tr>`);
        parts.push('</tbody></table>');
        parts.push('<form action="/cart" method="post" class="buy"><input type="hidden" name="sku" value="' + slug(page.index) + '"><label>Quantity <input type="number" name="qty" value="1" min="1"></label><button type="submit" class="button button--primary">Add to cart</button></form>');
      }
      if (page.template === 'docs' && block % 2 === 0) {
        parts.push(`<pre class="code"><code>npm install timber-tide\nnpx timber-tide init --profile ${pick(random, WORDS)}</code></pre>`);
      }
      parts.push('</section>');
      const html = parts.join('\n');
      size += html.length;
      body.push(html);
      block++;
    }
    const related = links.slice(linkAt).map((l) => `<li class="related__item"><a href="${l.href}" class="related__link">${escapeHtml(l.text)}</a></li>`);
    const contactForm =
      page.template === 'contact'
        ? '<form action="/contact" method="post" class="contact"><label for="name">Name</label><input id="name" name="name" autocomplete="name" required><label for="email">Email</label><input id="email" name="email" type="email" required><label for="msg">Message</label><textarea id="msg" name="message" rows="6"></textarea><button type="submit">Send</button></form>'
        : '';

    return `<!DOCTYPE html>
<html lang="en">
<head>
    ${head.join('\n    ')}
</head>
<body class="template-${page.template}">
  <a class="skip-link" href="#main">Skip to content</a>
  <header class="site-header">
    <nav class="nav" aria-label="Main">
        ${nav}
    </nav>
    ${searchForm}
  </header>
  <main id="main" class="main">
    ${body.join('\n    ')}
    ${contactForm}
  </main>
  <aside class="related" aria-label="Related"><h2>Related</h2><ul>${related.join('')}</ul></aside>
  <footer class="site-footer">
    <form action="/newsletter" method="post" class="newsletter"><label for="nl-email">Newsletter</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button></form>
    <ul class="footer-links"><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li><li><a href="/blog/">Blog</a></li><li><a href="https://social.example.com/timbertide" rel="noopener">Social</a></li><li><a href="mailto:hello@example.com">hello@example.com</a></li></ul>
    <p class="copyright">&copy; 2026 Timber &amp; Tide</p>
  </footer>
</body>
</html>
`;
  }

  return {
    pages,
    seed,
    paths,
    pageAt: (path) => byPath.get(path),
    render,
    robotsTxt: (origin) => `User-agent: *\nDisallow: /cart\nDisallow: /search\n\nSitemap: ${origin}/sitemap.xml\n`,
    sitemapXml: (origin) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
        .map((p) => `  <url><loc>${origin}${p}</loc></url>`)
        .join('\n')}\n</urlset>\n`,
  };
}

/** A small LRU of gzipped bodies bounded by total bytes. */
class GzipCache {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;
  private readonly budget: number;

  constructor(budget: number) {
    this.budget = budget;
  }

  get(key: string, make: () => string): Buffer {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = gzipSync(make(), { level: 6 });
    this.entries.set(key, value);
    this.size += value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.size <= this.budget) break;
      this.entries.delete(oldKey);
      this.size -= oldValue.length;
    }
    return value;
  }
}

export interface ServeOptions {
  port?: number;
  gzip?: boolean;
  /** Compress every page before listening, so the crawl measures the crawler, not the generator. */
  prewarm?: boolean;
  /** Bytes of gzipped pages kept in memory (default 256 MB). */
  cacheBytes?: number;
}

const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAA/9k=',
  'base64',
);
const CSS = `:root{--ink:#1d2a33;--accent:#0b6e4f}body{font:16px/1.6 system-ui,sans-serif;color:var(--ink);margin:0}.nav{display:flex;gap:1rem;padding:1rem}.main{max-width:48rem;margin:auto;padding:1rem}.figure img{max-width:100%;height:auto}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}\n`.repeat(20);
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" fill="#0b6e4f"/></svg>';
const JS = `document.addEventListener('DOMContentLoaded',()=>{document.querySelectorAll('.nav__link').forEach((a)=>{if(a.pathname===location.pathname)a.setAttribute('aria-current','page')})});\n`;

/** Serves a generated site over HTTP with realistic headers. */
export async function serveSite(site: GeneratedSite, options: ServeOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const useGzip = options.gzip ?? true;
  const cache = new GzipCache(options.cacheBytes ?? 256 * 1024 * 1024);
  let origin = '';
  const lastModified = new Date(Date.UTC(2026, 0, 1)).toUTCString();

  const send = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    type: string,
    make: () => string | Buffer,
    { cacheKey, cacheControl = 'public, max-age=0, must-revalidate' }: { cacheKey?: string; cacheControl?: string } = {},
  ): void => {
    const accepts = useGzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const compressible = /^(text\/|image\/svg|application\/(xml|javascript|json))/.test(type);
    const headers: http.OutgoingHttpHeaders = { 'content-type': type, 'cache-control': cacheControl, 'last-modified': lastModified, vary: 'Accept-Encoding' };
    let payload: Buffer;
    if (accepts && compressible) {
      // Bodies are generated only on a cache miss; clients without gzip get a fresh rendering.
      payload = cacheKey ? cache.get(cacheKey, () => String(make())) : gzipSync(make());
      headers['content-encoding'] = 'gzip';
    } else {
      const body = make();
      payload = typeof body === 'string' ? Buffer.from(body) : body;
    }
    headers['content-length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
  const immutable = { cacheControl: 'public, max-age=31536000, immutable' };

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/)[0];
    const page = site.pageAt(pathname);
    if (page) return send(req, res, 200, 'text/html; charset=utf-8', () => site.render(page, origin), { cacheKey: `page:${pathname}` });
    if (pathname === '/robots.txt') return send(req, res, 200, 'text/plain; charset=utf-8', () => site.robotsTxt(origin));
    if (pathname === '/sitemap.xml') return send(req, res, 200, 'application/xml; charset=utf-8', () => site.sitemapXml(origin), { cacheKey: 'sitemap' });
    if (pathname.startsWith('/old/') && site.pageAt(pathname.slice(4))) {
      res.writeHead(301, { location: pathname.slice(4), 'cache-control': 'public, max-age=3600', 'content-length': 0 });
      return res.end();
    }
    if (pathname === '/assets/site.css') return send(req, res, 200, 'text/css; charset=utf-8', () => CSS, { ...immutable, cacheKey: 'css' });
    if (pathname === '/assets/app.js') return send(req, res, 200, 'text/javascript; charset=utf-8', () => JS, { ...immutable, cacheKey: 'js' });
    if (pathname === '/images/logo.svg') return send(req, res, 200, 'image/svg+xml', () => LOGO, { ...immutable, cacheKey: 'logo' });
    if (pathname.startsWith('/images/') && pathname.endsWith('.jpg')) return send(req, res, 200, 'image/jpeg', () => TINY_JPEG, immutable);
    send(req, res, 404, 'text/html; charset=utf-8', () => '<!DOCTYPE html><html lang="en"><head><title>Page not found · Timber &amp; Tide</title></head><body><h1>Page not found</h1><p><a href="/">Back to the home page</a></p></body></html>');
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (options.prewarm && useGzip) {
    for (const path of site.paths) cache.get(`page:${path}`, () => site.render(site.pageAt(path)!, origin));
  }
  return {
    url: `${origin}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
