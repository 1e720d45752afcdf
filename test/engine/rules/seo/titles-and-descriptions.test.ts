import { describe, expect, it } from 'vitest';
import missingTitle from '../../../../src/engine/rules/seo/missing-title.js';
import titleTooLong from '../../../../src/engine/rules/seo/title-too-long.js';
import titleTooShort from '../../../../src/engine/rules/seo/title-too-short.js';
import missingMetaDescription from '../../../../src/engine/rules/seo/missing-meta-description.js';
import metaDescriptionTooLong from '../../../../src/engine/rules/seo/meta-description-too-long.js';
import metaDescriptionTooShort from '../../../../src/engine/rules/seo/meta-description-too-short.js';
import missingH1 from '../../../../src/engine/rules/seo/missing-h1.js';
import multipleH1 from '../../../../src/engine/rules/seo/multiple-h1.js';
import missingOpenGraph from '../../../../src/engine/rules/seo/missing-open-graph.js';
import { page, runPage } from './helpers.js';

const desc = (content: string) => `<title>A page about testing things</title><meta name="description" content="${content}">`;

describe('missingTitle (Lighthouse document-title)', () => {
  it('passes with a non-empty title', () => {
    expect(runPage(missingTitle, page('<p>x</p>'))).toEqual({ applicable: true, findings: [] });
  });
  it('fails without a title', () => {
    const r = runPage(missingTitle, page('<p>x</p>', ''));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].message).toMatch(/no <title>/);
  });
  it('fails on a whitespace-only title', () => {
    const r = runPage(missingTitle, page('', '<title>  \n </title>'));
    expect(r.findings[0].message).toMatch(/empty/);
    expect(r.findings[0].selector).toMatch(/title$/);
  });
  it('does not take an SVG <title> for the page title', () => {
    const r = runPage(missingTitle, page('<svg><title>Logo</title></svg>', ''));
    expect(r.findings).toHaveLength(1);
  });
});

describe('titleTooLong', () => {
  it('passes at 60 characters, measured after collapsing whitespace', () => {
    const t = `${'a'.repeat(30)}    \n ${'b'.repeat(29)}`; // 60 once collapsed
    expect(runPage(titleTooLong, page('', `<title>  ${t}  </title>`)).findings).toEqual([]);
  });
  it('fails at 61 characters and says how long it is', () => {
    const r = runPage(titleTooLong, page('', `<title>${'a'.repeat(78)}</title>`));
    expect(r.findings[0].message).toBe('Title is 78 characters; keep it to 60 or fewer so it is not truncated in results.');
  });
  it('is not applicable without a title', () => {
    expect(runPage(titleTooLong, page('', '')).applicable).toBe(false);
  });
});

describe('titleTooShort', () => {
  it('passes at 10 characters', () => {
    expect(runPage(titleTooShort, page('', '<title>0123456789</title>')).findings).toEqual([]);
  });
  it('fails under 10 characters', () => {
    expect(runPage(titleTooShort, page('', '<title>Home</title>')).findings[0].message).toMatch(/"Home" is 4 characters/);
  });
  it('leaves an empty title to missingTitle', () => {
    expect(runPage(titleTooShort, page('', '<title> </title>')).applicable).toBe(false);
  });
});

describe('missingMetaDescription (Lighthouse meta-description)', () => {
  it('passes with content', () => {
    expect(runPage(missingMetaDescription, page('', desc('Something'))).findings).toEqual([]);
  });
  it('reads the name case-insensitively', () => {
    expect(runPage(missingMetaDescription, page('', '<meta name="Description" content="x">')).findings).toEqual([]);
  });
  it('fails when absent', () => {
    expect(runPage(missingMetaDescription, page('')).findings).toHaveLength(1);
  });
  it('fails when empty or whitespace', () => {
    expect(runPage(missingMetaDescription, page('', desc('   '))).findings[0].message).toMatch(/empty/);
  });
  it('ignores a description meta in the body, as Lighthouse reads head metas only', () => {
    expect(runPage(missingMetaDescription, page('<p>x</p><meta name="description" content="late">')).findings).toHaveLength(1);
  });
});

describe('metaDescriptionTooLong / metaDescriptionTooShort', () => {
  it('passes between 50 and 160 characters', () => {
    const html = page('', desc('x'.repeat(100)));
    expect(runPage(metaDescriptionTooLong, html).findings).toEqual([]);
    expect(runPage(metaDescriptionTooShort, html).findings).toEqual([]);
  });
  it('flags over 160', () => {
    expect(runPage(metaDescriptionTooLong, page('', desc('x'.repeat(161)))).findings[0].message).toMatch(/161 characters/);
  });
  it('flags under 50', () => {
    expect(runPage(metaDescriptionTooShort, page('', desc('Too short.'))).findings[0].message).toMatch(/10 characters/);
  });
  it('are not applicable without a description', () => {
    expect(runPage(metaDescriptionTooLong, page('')).applicable).toBe(false);
    expect(runPage(metaDescriptionTooShort, page('', desc(''))).applicable).toBe(false);
  });
});

describe('missingH1 / multipleH1', () => {
  it('pass with one H1', () => {
    const html = page('<h1>Pricing</h1><h2>Plans</h2>');
    expect(runPage(missingH1, html).findings).toEqual([]);
    expect(runPage(multipleH1, html).findings).toEqual([]);
  });
  it('counts an H1 whose only content is an image with alt text', () => {
    expect(runPage(missingH1, page('<h1><img src="l.png" alt="Acme"></h1>')).findings).toEqual([]);
  });
  it('missingH1 fails with no H1 or only an empty one', () => {
    expect(runPage(missingH1, page('<h2>x</h2>')).findings[0].message).toBe('The page has no <h1> heading.');
    expect(runPage(missingH1, page('<h1> </h1>')).findings[0].selector).toMatch(/h1$/);
  });
  it('multipleH1 reports each extra H1 and is not applicable without one', () => {
    const r = runPage(multipleH1, page('<h1>One</h1><h1>Two</h1><h1>Three</h1>'));
    expect(r.findings.map((f) => f.message)).toEqual(['Extra <h1> "Two" (the page has 3).', 'Extra <h1> "Three" (the page has 3).']);
    expect(runPage(multipleH1, page('<p>x</p>')).applicable).toBe(false);
  });
});

describe('missingOpenGraph', () => {
  const og = (props: string[]) => props.map((p) => `<meta property="${p}" content="v">`).join('');
  it('passes with the four required properties', () => {
    expect(runPage(missingOpenGraph, page('', og(['og:title', 'og:type', 'og:image', 'og:url']))).findings).toEqual([]);
  });
  it('lists the missing ones, ignoring empty content', () => {
    const r = runPage(missingOpenGraph, page('', og(['og:title', 'og:url']) + '<meta property="og:image" content="">'));
    expect(r.findings[0].message).toBe('Missing Open Graph properties: og:type, og:image.');
  });
  it('accepts name= as well as property=', () => {
    expect(runPage(missingOpenGraph, page('', '<meta name="og:title" content="t"><meta property="og:type" content="website"><meta property="og:image" content="i"><meta property="og:url" content="u">')).findings).toEqual([]);
  });
});
