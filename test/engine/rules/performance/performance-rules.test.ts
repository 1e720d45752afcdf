import { describe, expect, it } from 'vitest';
import { performanceRules } from '../../../../src/engine/rules/performance/index.js';
import slowResponse from '../../../../src/engine/rules/performance/slow-response.js';
import largePage from '../../../../src/engine/rules/performance/large-page.js';
import uncompressedResponse from '../../../../src/engine/rules/performance/uncompressed-response.js';
import renderBlockingResources from '../../../../src/engine/rules/performance/render-blocking-resources.js';
import unsizedImages from '../../../../src/engine/rules/performance/unsized-images.js';
import missingCacheHeaders from '../../../../src/engine/rules/performance/missing-cache-headers.js';
import { mediaMatchesScreen } from '../../../../src/engine/rules/performance/render-blocking.js';
import { pageContext } from '../../page-context.js';

const html = (body = '', head = '') => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('performanceRules', () => {
  it('has the six rules in the performance category', () => {
    expect(performanceRules.map((r) => r.meta.key)).toEqual(['slowResponse', 'largePage', 'uncompressedResponse', 'renderBlockingResources', 'unsizedImages', 'missingCacheHeaders']);
    for (const r of performanceRules) expect(r.meta.category).toBe('performance');
  });
});

describe('slowResponse', () => {
  it('passes at 600 ms and fails above', () => {
    expect(slowResponse.check(pageContext(html(), { page: { ttfbMs: 600 } })).findings).toHaveLength(0);
    expect(slowResponse.check(pageContext(html(), { page: { ttfbMs: 812.4 } })).findings[0].message).toMatch(/812 ms/);
  });
});

describe('largePage', () => {
  it('passes normal pages and fails over 500 KB or truncated', () => {
    expect(largePage.check(pageContext(html('<p>x</p>'))).findings).toHaveLength(0);
    expect(largePage.check(pageContext(html(), { page: { bytes: 600 * 1024, transferBytes: 90 * 1024 } })).findings[0].message).toMatch(/600 KB decoded \(90 KB transferred/);
    expect(largePage.check(pageContext(html(), { page: { truncated: true, bytes: 5 * 1024 * 1024 } })).findings[0].message).toMatch(/size cap/);
  });
});

describe('uncompressedResponse', () => {
  const big = html(`<main>${'<p>Some repeated paragraph text for the page.</p>'.repeat(200)}</main>`);
  const ctx = (doc: string, headers: Record<string, string>, contentType = 'text/html') => pageContext(doc, { page: { headers: { 'content-type': contentType, ...headers }, contentType } });
  it('passes compressed responses', () => {
    expect(uncompressedResponse.check(ctx(big, { 'content-encoding': 'br' })).findings).toHaveLength(0);
    expect(uncompressedResponse.check(ctx(big, { 'content-encoding': 'gzip' })).findings).toHaveLength(0);
  });
  it('fails large text sent plain', () => {
    expect(uncompressedResponse.check(ctx(big, {})).findings[0].message).toMatch(/without compression/);
    expect(uncompressedResponse.check(ctx(big, { 'content-encoding': 'identity' })).findings).toHaveLength(1);
  });
  it('ignores small bodies, small savings and non-text types, as Lighthouse does', () => {
    expect(uncompressedResponse.check(ctx(html('<p>hi</p>'), {})).applicable).toBe(false);
    const incompressible = html(`<p>${Array.from({ length: 1500 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('')}</p>`);
    expect(uncompressedResponse.check(ctx(incompressible, {})).findings).toHaveLength(0);
    expect(uncompressedResponse.check(pageContext(undefined, { page: { contentType: 'image/png', bytes: 50_000, headers: { 'content-type': 'image/png' } } })).applicable).toBe(false);
  });
});

describe('renderBlockingResources', () => {
  const check = (head: string) => renderBlockingResources.check(pageContext(html('<script src="/late.js"></script>', head))).findings;
  it('passes deferred, async, module and non-matching-media resources', () => {
    expect(
      check(
        '<script src="/a.js" defer></script><script src="/b.js" async></script><script type="module" src="/m.js"></script><script nomodule src="/legacy.js"></script>' +
          '<script type="application/ld+json">{}</script><script>inline()</script><link rel="stylesheet" href="/p.css" media="print">' +
          '<link rel="stylesheet" href="/d.css" media="(min-width: 1024px)"><link rel="alternate stylesheet" href="/alt.css"><link rel="preload" as="style" href="/x.css"><link rel="stylesheet" href="/off.css" disabled>',
      ),
    ).toHaveLength(0);
  });
  it('fails blocking scripts and stylesheets in head, one finding each', () => {
    const f = check('<link rel="stylesheet" href="/app.css"><script src="/jquery.js"></script><link rel="stylesheet" href="/m.css" media="screen and (max-width: 600px)">');
    expect(f.map((x) => x.target)).toEqual(['/app.css', '/jquery.js', '/m.css']);
    expect(f[0].message).toBe('Stylesheet /app.css in <head> blocks first paint (estimated from markup).');
  });
  it('evaluates media for a phone-sized screen', () => {
    expect(mediaMatchesScreen('all')).toBe(true);
    expect(mediaMatchesScreen('print, screen')).toBe(true);
    expect(mediaMatchesScreen('print')).toBe(false);
    expect(mediaMatchesScreen('only screen and (min-width: 48em)')).toBe(false);
    expect(mediaMatchesScreen('not print')).toBe(true);
    expect(mediaMatchesScreen('(prefers-color-scheme: dark)')).toBe(true);
  });
});

describe('unsizedImages', () => {
  const check = (body: string) => unsizedImages.check(pageContext(html(body)));
  it('is not applicable without displayed images', () => {
    expect(check('<p>x</p><img src=a.png hidden>').applicable).toBe(false);
  });
  it('passes attributes, inline CSS sizes and aspect-ratio; skips out-of-flow and inline SVG images', () => {
    expect(
      check(
        '<img src=a.png width=400 height=300><img src=b.png style="width:100%;height:auto" height=10><img src=c.png width=10 style="aspect-ratio: 4/3"><img src=d.png style="width:10px; height: 20px">' +
          '<img src=e.png style="position:absolute"><img src="data:image/svg+xml;base64,AAA">',
      ).findings,
    ).toHaveLength(0);
  });
  it('fails images missing a dimension, including "+10" and auto', () => {
    const r = check('<img src=a.png><img src=b.png width=100><img src=c.png width="+10" height="10"><img src=d.png width=10 style="height:auto">');
    expect(r.findings).toHaveLength(4);
    expect(r.findings[0].message).toMatch(/a\.png/);
  });
});

describe('missingCacheHeaders', () => {
  const check = (headers: Record<string, string>) => missingCacheHeaders.check(pageContext(html(), { page: { headers: { 'content-type': 'text/html', ...headers } } }));
  it('passes any of Cache-Control, ETag, Last-Modified', () => {
    expect(check({ etag: '"abc"' }).findings).toHaveLength(0);
    expect(check({ 'last-modified': 'Sat, 21 Nov 2026 10:00:00 GMT' }).findings).toHaveLength(0);
    expect(check({ 'cache-control': 'no-store' }).findings).toHaveLength(0);
  });
  it('fails with none of them', () => expect(check({}).findings).toHaveLength(1));
});
