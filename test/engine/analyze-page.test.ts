import { describe, expect, it } from 'vitest';
import { comparePaths, createPageAnalyzer, createSampler } from '../../src/engine/analyze-page.js';
import { buildPageIndex } from '../../src/engine/dom/page-index.js';
import { extractLinks } from '../../src/engine/links.js';
import { FAIL, NOT_APPLICABLE, PASS } from '../../src/engine/page-record.js';
import { defaultOptions, fetched, siteFacts } from './page-context.js';
import { page } from './sites/server.js';
import { tinyRules } from './sites/tiny-rules.js';

describe('extractLinks', () => {
  it('takes a[href] and area[href], honours <base href>, drops fragments and non-http schemes', () => {
    const dom = buildPageIndex(
      '<html><head><base href="/docs/"></head><body><a href="intro">i</a><a href="#top">t</a><a href="mailto:x@y">m</a><a href="javascript:void 0">j</a>' +
        '<a rel="nofollow" href="https://other.test/p#frag">o</a><map><area href="/map"></map><a>no href</a><a href="intro">dup</a></body></html>',
    );
    expect(extractLinks(dom, 'https://a.test/blog/post')).toEqual(['https://a.test/docs/intro', 'https://other.test/p', 'https://a.test/map']);
  });
  it('resolves against the page URL without a base', () => {
    expect(extractLinks(buildPageIndex('<a href="../x?q=1">x</a>'), 'https://a.test/a/b/c')).toEqual(['https://a.test/a/x?q=1']);
  });
});

describe('createPageAnalyzer', () => {
  const analyzer = () =>
    createPageAnalyzer({ rules: tinyRules, options: defaultOptions(), site: siteFacts(), axeSamples: 1, templateSignature: () => 'T', performanceOf: () => 0.5 });

  it('runs content rules on HTML pages and only response rules on error and non-HTML pages', () => {
    const a = analyzer();
    const links = a.analyze(fetched({ url: 'https://example.com/', html: page({ title: 'Home', body: '<a href="/next">n</a>' }) })).links;
    a.analyze(fetched({ url: 'https://example.com/404', status: 404, html: page({ body: 'gone' }) }));
    a.analyze(fetched({ url: 'https://example.com/doc.pdf', contentType: 'application/pdf', headers: { 'content-type': 'application/pdf' } }));
    expect(links).toEqual(['https://example.com/next']);
    const [home, missing, pdf] = a.records;
    // tinyRules order: needsTitle, imgAlt, httpStatus, duplicateTitle, crashy
    expect([...home.verdicts]).toEqual([PASS, NOT_APPLICABLE, PASS, NOT_APPLICABLE, PASS]);
    expect([...missing.verdicts]).toEqual([NOT_APPLICABLE, NOT_APPLICABLE, FAIL, NOT_APPLICABLE, NOT_APPLICABLE]);
    expect([...pdf.verdicts]).toEqual([NOT_APPLICABLE, NOT_APPLICABLE, PASS, NOT_APPLICABLE, NOT_APPLICABLE]);
    expect(home).toMatchObject({ template: 'T', performance: 0.5 });
    expect(missing.template).toBeUndefined();
    expect(missing.performance).toBeUndefined();
    // Site rule facts are collected only where there is a DOM to read.
    expect([...a.siteFacts.get(3)!]).toEqual([['/', 'Home']]);
  });

  it('analyses a path once', () => {
    const a = analyzer();
    a.analyze(fetched({ html: page({ title: 'x' }) }));
    expect(a.analyze(fetched({ html: page({ title: 'x', body: '<a href="/y">y</a>' }) })).links).toEqual([]);
    expect(a.records).toHaveLength(1);
  });
});

describe('createSampler', () => {
  const p = (path: string) => fetched({ url: `https://example.com${path}`, html: `<p>${path}</p>` });
  it('keeps the smallest path per template and the templates with the smallest paths, whatever the arrival order', () => {
    const offers: Array<[string, string]> = [
      ['blog', '/blog/b'],
      ['shop', '/shop/x'],
      ['blog', '/blog/a'],
      ['home', '/'],
      ['docs', '/docs/zz'],
      ['shop', '/shop'],
    ];
    const results = [offers, [...offers].reverse(), [offers[4], offers[0], offers[3], offers[1], offers[5], offers[2]]].map((order) => {
      const s = createSampler(3);
      for (const [t, path] of order) s.offer(t, p(path));
      return s.samples().map((x) => `${x.template}:${x.path}`);
    });
    expect(results[0]).toEqual(['home:/', 'shop:/shop', 'blog:/blog/a']);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
  it('keeps nothing with max 0', () => {
    const s = createSampler(0);
    s.offer('t', p('/'));
    expect(s.samples()).toEqual([]);
  });
  it('orders paths shortest first', () => {
    expect(['/b', '/', '/aa', '/a'].sort(comparePaths)).toEqual(['/', '/a', '/b', '/aa']);
  });
});
