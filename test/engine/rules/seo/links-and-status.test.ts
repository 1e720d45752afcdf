import { describe, expect, it } from 'vitest';
import genericLinkText from '../../../../src/engine/rules/seo/generic-link-text.js';
import uncrawlableLink from '../../../../src/engine/rules/seo/uncrawlable-link.js';
import httpError from '../../../../src/engine/rules/seo/http-error.js';
import redirectChain from '../../../../src/engine/rules/seo/redirect-chain.js';
import redirectLoop from '../../../../src/engine/rules/seo/redirect-loop.js';
import { page, runPage } from './helpers.js';

const onPage = (body: string) => runPage(genericLinkText, `<html><head><title>t</title></head><body>${body}</body></html>`);

describe('genericLinkText (Lighthouse link-text)', () => {
  it('is not applicable without links', () => {
    expect(onPage('<p>x</p>').applicable).toBe(false);
  });
  it('passes descriptive text and fails blocklisted text, whole-text, any case', () => {
    const r = onPage('<a href="/pricing">See pricing plans</a><a href="/blog/1"> Read More </a><a href="/x">read more about pricing</a>');
    expect(r.findings).toEqual([{ message: 'Link text "Read More" does not describe its destination.', selector: expect.any(String), target: 'https://example.com/blog/1' }]);
  });
  it('checks every language when none is declared', () => {
    expect(onPage('<a href="/a">hier klicken</a><a href="/b">続きを読む</a><a href="/c">más información</a>').findings).toHaveLength(3);
  });
  it("uses only the list of the link's language", () => {
    expect(runPage(genericLinkText, page('<a href="/a">mehr</a>')).findings).toEqual([]); // lang="en"
    expect(runPage(genericLinkText, page('<p lang="de"><a href="/a">mehr</a></p>')).findings).toHaveLength(1);
    expect(runPage(genericLinkText, '<html lang="fr"><body><a href="/a">click here</a></body></html>').findings).toEqual([]);
  });
  it('skips nofollow, javascript:, mailto:, same-page links and anchors without href', () => {
    const r = onPage(
      '<a href="/a" rel="nofollow">here</a><a href="javascript:go()">here</a><a href="MAILTO:x@y.z">here</a>' +
        '<a href="#top">more</a><a href="https://example.com/#x">more</a><a>here</a>',
    );
    expect(r).toEqual({ applicable: true, findings: [] });
  });
  it('does not read image alt text as link text', () => {
    expect(onPage('<a href="/a"><img src="x.png" alt="here"></a>').findings).toEqual([]);
  });
});

describe('uncrawlableLink (Lighthouse crawlable-anchors)', () => {
  const run = (body: string) => runPage(uncrawlableLink, page(body));
  it('is not applicable without anchors', () => {
    expect(run('<p>x</p>').applicable).toBe(false);
  });
  it('passes ordinary, relative, empty and fragment hrefs', () => {
    expect(run('<a href="/a">a</a><a href="b">b</a><a href="">c</a><a href="#x">d</a><a href="https://x.test/">e</a>').findings).toEqual([]);
  });
  it('passes anchors with a role, mailto: links, and named or id anchors', () => {
    expect(run('<a role="button" href="javascript:void(0)">a</a><a href="mailto:a@b.c">b</a><a id="top"></a><a name="sec"></a><a>placeholder</a>').findings).toEqual([]);
  });
  it('fails javascript:void(0) (also with whitespace) and file: links', () => {
    const r = run('<a href="javascript:void(0)">a</a><a href="javascript: void 0">b</a><a href="file:///C:/x.pdf">c</a><a href="javascript:go()">d</a>');
    expect(r.findings).toHaveLength(3);
    expect(r.findings[2].message).toMatch(/local file/);
  });
  it('fails anchors without href that have link-only attributes or a click handler', () => {
    const r = run('<a target="_blank">a</a><a onclick="go()">b</a><a class="btn">c</a>');
    expect(r.findings.map((f) => f.message)).toEqual([
      'Link has no href attribute, so crawlers cannot follow it.',
      'Link has a click handler but no href, so crawlers cannot follow it.',
    ]);
  });
  it('fails an href that is not a URL', () => {
    expect(run('<a href="http://[bad">a</a>').findings[0].message).toMatch(/not a valid URL/);
  });
});

describe('httpError (Lighthouse http-status-code)', () => {
  it('passes 200 and 3xx-resolved pages, on any content type', () => {
    expect(httpError.htmlOnly).toBe(false);
    expect(runPage(httpError, undefined, { page: { status: 200, contentType: 'application/pdf' } }).findings).toEqual([]);
  });
  it('fails 4xx and 5xx', () => {
    expect(runPage(httpError, page(''), { page: { status: 404 } }).findings[0].message).toBe('The page answered HTTP 404 (not found).');
    expect(runPage(httpError, undefined, { page: { status: 503 } }).findings[0].message).toMatch(/503 \(server error\)/);
  });
});

describe('redirectChain / redirectLoop', () => {
  const hops = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://example.com/r${i}`, status: 301 }));
  it('one hop is not a chain; none is not applicable', () => {
    expect(runPage(redirectChain, page(''), { page: { redirects: hops(1) } })).toEqual({ applicable: true, findings: [] });
    expect(runPage(redirectChain, page('')).applicable).toBe(false);
  });
  it('two hops are a chain, with the whole chain as target', () => {
    const r = runPage(redirectChain, page(''), { page: { url: 'https://example.com/end', redirects: [{ url: 'http://example.com/a', status: 301 }, { url: 'https://example.com/a', status: 302 }] } });
    expect(r.findings).toEqual([{ message: 'Reached after 2 redirects: 301, 302.', target: 'http://example.com/a → https://example.com/a → https://example.com/end' }]);
  });
  it('a loop is redirectLoop, not redirectChain', () => {
    const over = { page: { redirects: hops(3), redirectProblem: 'loop' as const } };
    expect(runPage(redirectChain, undefined, over).findings).toEqual([]);
    expect(runPage(redirectLoop, undefined, over).findings[0].message).toMatch(/loop/);
    expect(runPage(redirectLoop, undefined, { page: { redirects: hops(20), redirectProblem: 'tooMany' } }).findings[0].message).toMatch(/gave up after 20/);
  });
  it('redirectLoop passes a resolved chain', () => {
    expect(runPage(redirectLoop, page(''), { page: { redirects: hops(2) } })).toEqual({ applicable: true, findings: [] });
  });
});
