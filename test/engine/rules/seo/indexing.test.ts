import { describe, expect, it } from 'vitest';
import noindex from '../../../../src/engine/rules/seo/noindex.js';
import missingCanonical from '../../../../src/engine/rules/seo/missing-canonical.js';
import invalidCanonical from '../../../../src/engine/rules/seo/invalid-canonical.js';
import invalidHreflang from '../../../../src/engine/rules/seo/invalid-hreflang.js';
import { contentBlocksIndexing, headerBlocksIndexing } from '../../../../src/engine/rules/shared/robots-directives.js';
import { parseLinkHeader } from '../../../../src/engine/rules/shared/link-header.js';
import { page, runPage } from './helpers.js';

const headers = (h: Record<string, string>) => ({ page: { headers: { 'content-type': 'text/html', ...h } } });

describe('robots directives (is-crawlable semantics)', () => {
  it('blocks on noindex and none, any case, in a list', () => {
    expect(contentBlocksIndexing('noindex')).toBe(true);
    expect(contentBlocksIndexing('NoFollow, NONE')).toBe(true);
    expect(contentBlocksIndexing('nofollow, noarchive')).toBe(false);
    expect(contentBlocksIndexing('index, follow')).toBe(false);
  });
  it('blocks on unavailable_after only once the date is past', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(contentBlocksIndexing('unavailable_after: 2025-01-01', now)).toBe(true);
    expect(contentBlocksIndexing('unavailable_after: 2030-01-01', now)).toBe(false);
    expect(contentBlocksIndexing('unavailable_after: not a date', now)).toBe(false);
  });
  it('reads user-agent prefixed headers, blocking only for all bots or Googlebot', () => {
    expect(headerBlocksIndexing('noindex')).toBe(true);
    expect(headerBlocksIndexing('googlebot: noindex')).toBe(true);
    expect(headerBlocksIndexing('Googlebot: nofollow, noindex')).toBe(true);
    expect(headerBlocksIndexing('bingbot: noindex')).toBe(false);
    expect(headerBlocksIndexing('otherbot: noindex, nofollow')).toBe(false);
    expect(headerBlocksIndexing('unavailable_after: 2000-01-01')).toBe(true);
  });
});

describe('noindex (Lighthouse is-crawlable)', () => {
  it('passes an indexable page', () => {
    expect(runPage(noindex, page('', '<meta name="robots" content="index, follow">'))).toEqual({ applicable: true, findings: [] });
  });
  it('fails on meta robots noindex and on meta googlebot none', () => {
    expect(runPage(noindex, page('', '<meta name="robots" content="noindex">')).findings[0].selector).toMatch(/meta/);
    expect(runPage(noindex, page('', '<meta name="GoogleBot" content="none">')).findings).toHaveLength(1);
  });
  it('ignores directives for other crawlers', () => {
    expect(runPage(noindex, page('', '<meta name="bingbot" content="noindex">')).findings).toEqual([]);
  });
  it('ignores a robots meta in the body, as Lighthouse reads head metas', () => {
    expect(runPage(noindex, page('<p>x</p><meta name="robots" content="noindex">')).findings).toEqual([]);
  });
  it('fails on an X-Robots-Tag header, including the googlebot: form', () => {
    const r = runPage(noindex, page(''), headers({ 'x-robots-tag': 'googlebot: noindex' }));
    expect(r.findings).toEqual([{ message: 'The X-Robots-Tag header "googlebot: noindex" keeps the page out of search results.', target: 'x-robots-tag' }]);
  });
  it('applies the header to non-HTML responses too', () => {
    expect(noindex.htmlOnly).toBe(false);
    const r = runPage(noindex, undefined, { page: { contentType: 'application/pdf', headers: { 'x-robots-tag': 'noindex' } } });
    expect(r.findings).toHaveLength(1);
  });
  it('preview: a header-only noindex passes, a meta noindex still fails', () => {
    const preview = { ...headers({ 'x-robots-tag': 'noindex' }), options: { preview: true } };
    expect(runPage(noindex, page(''), preview)).toEqual({ applicable: true, findings: [] });
    expect(runPage(noindex, page('', '<meta name="robots" content="noindex">'), preview).findings).toHaveLength(1);
  });
});

describe('Link header parsing', () => {
  it('splits entries and unquotes parameters, keeping commas inside URLs', () => {
    expect(parseLinkHeader('<https://e.com/a,b>; rel="canonical", <https://e.com/de>; rel=alternate; hreflang="de"')).toEqual([
      { uri: 'https://e.com/a,b', params: { rel: 'canonical' } },
      { uri: 'https://e.com/de', params: { rel: 'alternate', hreflang: 'de' } },
    ]);
    expect(parseLinkHeader('garbage')).toEqual([]);
  });
});

describe('missingCanonical', () => {
  it('passes with a canonical in head or in the Link header', () => {
    expect(runPage(missingCanonical, page('', '<link rel="canonical" href="https://example.com/">')).findings).toEqual([]);
    expect(runPage(missingCanonical, page(''), headers({ link: '<https://example.com/>; rel="canonical"' })).findings).toEqual([]);
  });
  it('fails without one', () => {
    expect(runPage(missingCanonical, page('')).findings).toHaveLength(1);
  });
  it('is not applicable on a noindex page', () => {
    expect(runPage(missingCanonical, page('', '<meta name="robots" content="noindex">')).applicable).toBe(false);
  });
});

describe('invalidCanonical (Lighthouse canonical)', () => {
  const at = (path: string, head: string, over: Record<string, unknown> = {}) =>
    runPage(invalidCanonical, page('', head), { page: { url: `https://example.com${path}` }, ...over });
  const canon = (href: string) => `<link rel="canonical" href="${href}">`;

  it('is not applicable without a canonical (and an empty href is none)', () => {
    expect(at('/a', '').applicable).toBe(false);
    expect(at('/a', canon('')).applicable).toBe(false);
  });
  it('passes a self-referencing absolute canonical', () => {
    expect(at('/a', canon('https://example.com/a'))).toEqual({ applicable: true, findings: [] });
  });
  it('passes the homepage canonicalising to the root', () => {
    expect(at('/', canon('https://example.com/')).findings).toEqual([]);
  });
  it('fails an invalid URL', () => {
    expect(at('/a', canon('https://exa mple.com/a')).findings[0].message).toMatch(/not a valid URL/);
  });
  it('fails a relative URL, including protocol-relative', () => {
    expect(at('/a', canon('/a')).findings[0].message).toMatch(/is relative.*https:\/\/example.com\/a/);
    expect(at('/a', canon('//example.com/a')).findings[0].message).toMatch(/relative/);
  });
  it('fails several different canonicals but not the same one twice', () => {
    expect(at('/a', canon('https://example.com/a') + canon('https://example.com/b')).findings[0].message).toMatch(/2 different canonicals/);
    expect(at('/a', canon('https://example.com/a') + canon('https://example.com/a')).findings).toEqual([]);
  });
  it('counts the Link header with the head links', () => {
    const r = at('/a', canon('https://example.com/a'), headers({ link: '<https://example.com/b>; rel=canonical' }));
    expect(r.findings).toHaveLength(1);
  });
  it('fails a deep page canonicalising to the site root', () => {
    expect(at('/blog/post', canon('https://example.com/')).findings[0].message).toMatch(/homepage/);
  });
  it('fails a canonical pointing at another hreflang alternate of the page', () => {
    const head =
      canon('https://example.com/en/') +
      '<link rel="alternate" hreflang="en" href="https://example.com/en/"><link rel="alternate" hreflang="de" href="https://example.com/de/">';
    expect(at('/de/', head).findings[0].message).toMatch(/another language version/);
    expect(at('/en/', head).findings).toEqual([]);
  });
  it('fails a canonical on another origin, except in preview mode', () => {
    expect(at('/a', canon('https://other.example/a')).findings[0].message).toMatch(/another origin/);
    expect(at('/a', canon('https://example.org/a'), { options: { preview: true } })).toEqual({ applicable: true, findings: [] });
  });
  it('ignores canonical links in the body', () => {
    expect(runPage(invalidCanonical, page('<p>x</p><link rel="canonical" href="/rel">')).applicable).toBe(false);
  });
});

describe('invalidHreflang (Lighthouse hreflang)', () => {
  const alt = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${href}">`;
  it('is not applicable without hreflang links', () => {
    expect(runPage(invalidHreflang, page('', '<link rel="alternate" type="application/rss+xml" href="/feed">')).applicable).toBe(false);
  });
  it('passes valid codes with regions and scripts, and x-default', () => {
    const head = alt('en', 'https://e.com/') + alt('de-CH', 'https://e.com/ch') + alt('zh-Hant-TW', 'https://e.com/tw') + alt('X-Default', 'http://e.com/');
    expect(runPage(invalidHreflang, page('', head))).toEqual({ applicable: true, findings: [] });
  });
  it('fails an unknown language and a relative href, with both reasons', () => {
    const r = runPage(invalidHreflang, page('', alt('xx-US', '/us') + alt('uk', 'https://e.com/ua') + alt('english', 'https://e.com/en')));
    expect(r.findings.map((f) => f.message)).toEqual([
      'hreflang link: "xx-US" is not a valid language code; href "/us" is not an absolute URL.',
      'hreflang link: "english" is not a valid language code.',
    ]);
  });
  it('checks hreflang links sent in the Link header', () => {
    const r = runPage(invalidHreflang, page(''), headers({ link: '<https://e.com/fr>; rel="alternate"; hreflang="frr-x", </de>; rel="alternate"; hreflang="de"' }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].message).toMatch(/"\/de" is not an absolute URL.*Link header/);
  });
});

describe('header-reading rules on error pages', () => {
  it('leave 4xx/5xx responses to httpError', () => {
    const over = { page: { status: 404, headers: { 'x-robots-tag': 'noindex', link: '</rel>; rel=canonical, </x>; rel=alternate; hreflang=zz' } } };
    for (const rule of [noindex, invalidCanonical, invalidHreflang]) expect(runPage(rule, undefined, over), rule.meta.key).toEqual({ applicable: false, findings: [] });
  });
});
