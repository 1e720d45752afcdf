import { describe, expect, it } from 'vitest';
import thinContent from '../../../../src/engine/rules/seo/thin-content.js';
import invalidStructuredData, { jsonLdProblem } from '../../../../src/engine/rules/seo/invalid-structured-data.js';
import { countWords } from '../../../../src/engine/rules/shared/word-count.js';
import { page, runPage } from './helpers.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts tokens with letters or digits, not punctuation', () => {
    expect(countWords('Hello, world — this | is 2026')).toBe(5);
    expect(countWords('')).toBe(0);
  });
  it('counts unspaced scripts at about two characters per word', () => {
    expect(countWords('日本語の文章です')).toBe(4);
    expect(countWords('Tokyo 東京都 trip')).toBe(4);
  });
});

describe('thinContent', () => {
  it('passes 200 words of visible text', () => {
    expect(runPage(thinContent, page(`<p>${words(200)}</p>`)).findings).toEqual([]);
  });
  it('fails below 200 words, not counting scripts and styles', () => {
    const r = runPage(thinContent, page(`<p>${words(50)}</p><script>${words(500)}</script><style>p{}</style>`));
    expect(r.findings[0].message).toBe('The page has about 50 words of visible text; aim for at least 200.');
  });
  it('is not applicable on noindex or canonicalised pages', () => {
    expect(runPage(thinContent, page('<p>x</p>', '<meta name="robots" content="noindex">')).applicable).toBe(false);
    expect(runPage(thinContent, page('<p>x</p>', '<link rel="canonical" href="https://example.com/other">')).applicable).toBe(false);
  });
  it('judges a self-canonical page, and in preview a production self-canonical', () => {
    expect(runPage(thinContent, page('<p>x</p>', '<link rel="canonical" href="https://example.com/">')).findings).toHaveLength(1);
    const preview = { options: { preview: true }, page: { url: 'https://pr-1.example.dev/', headers: { 'x-robots-tag': 'noindex' } } };
    expect(runPage(thinContent, page('<p>x</p>', '<link rel="canonical" href="https://example.com/">'), preview).findings).toHaveLength(1);
  });
});

describe('invalidStructuredData', () => {
  const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
  it('is not applicable without structured data', () => {
    expect(runPage(invalidStructuredData, page('<p>x</p>')).applicable).toBe(false);
  });
  it('passes valid JSON-LD, arrays, @graph and microdata', () => {
    const html = page(
      ld('{"@context":"https://schema.org","@type":"Organization","name":"A"}') +
        ld('[{"@context":"http://schema.org/","@type":"WebSite"}]') +
        ld('{"@context":{"@vocab":"https://schema.org/"},"@graph":[{"@type":"Person"},{"@type":["Thing"]}]}') +
        '<div itemscope itemtype="https://schema.org/Product"><div itemprop="offers" itemscope></div></div>',
    );
    expect(runPage(invalidStructuredData, html)).toEqual({ applicable: true, findings: [] });
  });
  it('reports a block that does not parse', () => {
    const r = runPage(invalidStructuredData, page(ld('{"@context": "https://schema.org", }')));
    expect(r.findings[0].message).toMatch(/^JSON-LD does not parse: /);
    expect(r.findings[0].selector).toMatch(/script/);
  });
  it('reports missing @context, missing @type and a non-schema.org context', () => {
    expect(jsonLdProblem('{"@type":"Thing"}')).toMatch(/no @context/);
    expect(jsonLdProblem('{"@context":"https://schema.org","name":"x"}')).toMatch(/no @type/);
    expect(jsonLdProblem('{"@context":"https://example.com/vocab","@type":"Thing"}')).toMatch(/not schema.org/);
    expect(jsonLdProblem('{"@context":"https://schema.org","@graph":[{"@type":"A"},{"name":"b"}]}')).toMatch(/no @type/);
    expect(jsonLdProblem('[{"@context":"https://schema.org","@type":"A"},{"@type":"B"}]')).toMatch(/no @context/);
    expect(jsonLdProblem('  ')).toMatch(/empty/);
  });
  it('reports a top-level itemscope without itemtype', () => {
    const r = runPage(invalidStructuredData, page('<div itemscope><span itemprop="name">x</span></div>'));
    expect(r.findings[0].message).toMatch(/itemscope has no itemtype/);
  });
});

describe('countWords with a limit', () => {
  it('stops counting at the limit', () => {
    expect(countWords('one two three four', 2)).toBe(2);
    expect(countWords('one two', 5)).toBe(2);
    expect(countWords('日本語の文章です', 3)).toBe(3);
  });
});
