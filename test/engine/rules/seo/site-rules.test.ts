import { describe, expect, it } from 'vitest';
import duplicateTitle from '../../../../src/engine/rules/seo/duplicate-title.js';
import duplicateMetaDescription from '../../../../src/engine/rules/seo/duplicate-meta-description.js';
import brokenInternalLink from '../../../../src/engine/rules/seo/broken-internal-link.js';
import orphanPage from '../../../../src/engine/rules/seo/orphan-page.js';
import missingSitemap from '../../../../src/engine/rules/seo/missing-sitemap.js';
import missingRobotsTxt from '../../../../src/engine/rules/seo/missing-robots-txt.js';
import canonicalConflict from '../../../../src/engine/rules/seo/canonical-conflict.js';
import blockedByRobotsTxt from '../../../../src/engine/rules/seo/blocked-by-robots-txt.js';
import { siteFacts } from '../../page-context.js';
import { at, runSite } from './helpers.js';

const O = 'https://example.com';
const titled = (title: string, extraHead = '', body = '') => `<html><head><title>${title}</title>${extraHead}</head><body>${body}</body></html>`;
const links = (...paths: string[]) => paths.map((p) => `<a href="${p}">link to ${p}</a>`).join('');

describe('duplicateTitle', () => {
  it('fails every page sharing a title and names up to three others', () => {
    const ctxs = ['/', '/a', '/b', '/c', '/d'].map((p) => at(p, titled(p === '/' ? 'Home' : 'Same  title')));
    const r = runSite(duplicateTitle, ctxs, siteFacts());
    expect(r.applicable).toEqual(['/', '/a', '/b', '/c', '/d']);
    expect(r.findings.map((f) => f.path)).toEqual(['/a', '/b', '/c', '/d']);
    expect(r.findings[0].message).toBe('Title "Same title" is also used on /b, /c, /d.');
    expect(r.findings[3].message).toBe('Title "Same title" is also used on /a, /b, /c.');
    const five = ['/a', '/b', '/c', '/d', '/e'].map((p) => at(p, titled('X Y')));
    expect(runSite(duplicateTitle, five, siteFacts()).findings[0].message).toMatch(/\/b, \/c, \/d and 1 more\.$/);
  });
  it('ignores noindex, canonicalised-elsewhere and error pages', () => {
    const ctxs = [
      at('/a', titled('Same')),
      at('/b', titled('Same', '<meta name="robots" content="noindex">')),
      at('/c', titled('Same', `<link rel="canonical" href="${O}/a">`)),
      at('/d', titled('Same'), { page: { status: 404 } }),
      at('/e', titled('Same', `<link rel="canonical" href="${O}/e">`)),
    ];
    const r = runSite(duplicateTitle, ctxs, siteFacts());
    expect(r.findings.map((f) => f.path)).toEqual(['/a', '/e']);
  });
});

describe('duplicateMetaDescription', () => {
  it('fails pages sharing a description, passes unique ones', () => {
    const d = (s: string) => `<meta name="description" content="${s}">`;
    const ctxs = [at('/a', titled('A', d('Shared text'))), at('/b', titled('B', d('shared   TEXT'))), at('/c', titled('C', d('Own text')))];
    const r = runSite(duplicateMetaDescription, ctxs, siteFacts());
    expect(r.findings).toEqual([
      { path: '/a', message: 'Meta description "Shared text" is also used on /b.' },
      { path: '/b', message: 'Meta description "Shared text" is also used on /a.' },
    ]);
  });
});

describe('brokenInternalLink', () => {
  it('reports each broken same-origin target once per page, with the URL as target', () => {
    const ctxs = [at('/', titled('Home', '', links('/ok', '/gone', '/gone#part', '/down', '/unknown', 'https://other.test/404')))];
    const site = siteFacts({ statusByUrl: new Map([[`${O}/ok`, 200], [`${O}/gone`, 404], [`${O}/down`, 0], ['https://other.test/404', 404]]) });
    const r = runSite(brokenInternalLink, ctxs, site);
    expect(r.findings).toEqual([
      { path: '/', message: 'Links to /gone, which answers HTTP 404.', target: `${O}/gone` },
      { path: '/', message: 'Links to /down, which could not be reached.', target: `${O}/down` },
    ]);
  });
  it('resolves links against <base href>', () => {
    const ctxs = [at('/x/', titled('Home', '<base href="/docs/">', links('page')))];
    const r = runSite(brokenInternalLink, ctxs, siteFacts({ statusByUrl: new Map([[`${O}/docs/page`, 410]]) }));
    expect(r.findings[0].target).toBe(`${O}/docs/page`);
  });
  it('is not applicable to pages without internal links', () => {
    expect(runSite(brokenInternalLink, [at('/', titled('Home'))], siteFacts()).applicable).toEqual([]);
  });
});

describe('orphanPage', () => {
  it('flags pages no other page links to, except the start page, following redirects', () => {
    const ctxs = [
      at('/', titled('Home', '', links('/a', '/old-b'))),
      at('/a', titled('A', '', links('/a', '/'))),
      at('/b', titled('B')),
      at('/c', titled('C', '', links('/c'))),
    ];
    const site = siteFacts({ redirectsByUrl: new Map([[`${O}/old-b`, `${O}/b`]]), sitemapUrls: new Set([`${O}/c`]) });
    const r = runSite(orphanPage, ctxs, site);
    expect(r.applicable).toEqual(['/a', '/b', '/c']);
    expect(r.findings).toEqual([{ path: '/c', message: 'No crawled page links to this page; it is only listed in the sitemap.' }]);
  });
  it('judges nothing when the crawl stopped at the page limit, since linkers may be unvisited', () => {
    const ctxs = [at('/', titled('Home')), at('/c', titled('C'))];
    const r = runSite(orphanPage, ctxs, siteFacts({ sitemapUrls: new Set([`${O}/c`]), limited: true }));
    expect(r).toEqual({ applicable: [], findings: [] });
  });
});

describe('missingSitemap / missingRobotsTxt', () => {
  it('pass when found', () => {
    expect(runSite(missingSitemap, [], siteFacts())).toEqual({ applicable: ['/'], findings: [] });
    expect(runSite(missingRobotsTxt, [], siteFacts())).toEqual({ applicable: ['/'], findings: [] });
  });
  it('fail on "/" when absent', () => {
    const robots = { status: 404, sitemaps: [], isAllowed: () => true };
    expect(runSite(missingSitemap, [], siteFacts({ sitemapsFound: [] })).findings[0]).toMatchObject({ path: '/', message: 'No sitemap was found at /sitemap.xml or in robots.txt.' });
    expect(runSite(missingRobotsTxt, [], siteFacts({ robots })).findings[0]).toMatchObject({ path: '/', message: '/robots.txt answered HTTP 404.' });
    expect(runSite(missingRobotsTxt, [], siteFacts({ robots: { ...robots, status: 0 } })).findings).toHaveLength(1);
    expect(runSite(missingRobotsTxt, [], siteFacts({ robots: { ...robots, status: 500 } })).findings).toEqual([]);
  });
  it('says when robots.txt lists a sitemap that did not load', () => {
    const robots = { status: 200, sitemaps: [`${O}/sm.xml`], isAllowed: () => true };
    expect(runSite(missingSitemap, [], siteFacts({ sitemapsFound: [], robots })).findings[0].target).toBe(`${O}/sm.xml`);
  });
});

describe('canonicalConflict', () => {
  const canon = (href: string) => `<link rel="canonical" href="${href}">`;
  it('passes self-canonicals and canonicals to a 200 indexable page', () => {
    const ctxs = [at('/a', titled('A', canon(`${O}/a`))), at('/a2', titled('A2', canon(`${O}/a`)))];
    const r = runSite(canonicalConflict, ctxs, siteFacts({ statusByUrl: new Map([[`${O}/a`, 200]]) }));
    expect(r).toEqual({ applicable: ['/a', '/a2'], findings: [] });
  });
  it('fails targets that redirect, error, are robots-blocked, noindex, or canonicalise onward', () => {
    const ctxs = [
      at('/1', titled('1', canon(`${O}/moved`))),
      at('/2', titled('2', canon(`${O}/gone`))),
      at('/3', titled('3', canon(`${O}/private`))),
      at('/4', titled('4', canon(`${O}/hidden`))),
      at('/hidden', titled('H', '<meta name="robots" content="noindex">')),
      at('/5', titled('5', canon(`${O}/mid`))),
      at('/mid', titled('M', canon(`${O}/end`))),
      at('/6', titled('6', canon('https://elsewhere.test/x'))),
    ];
    const site = siteFacts({
      redirectsByUrl: new Map([[`${O}/moved`, `${O}/new`]]),
      statusByUrl: new Map([[`${O}/gone`, 404], [`${O}/hidden`, 200], [`${O}/mid`, 200], [`${O}/end`, 200]]),
      blockedByRobots: new Set([`${O}/private`]),
    });
    const r = runSite(canonicalConflict, ctxs, site);
    expect(r.findings.map((f) => [f.path, f.message])).toEqual([
      ['/1', `Canonical ${O}/moved redirects to ${O}/new.`],
      ['/2', `Canonical ${O}/gone answers HTTP 404.`],
      ['/3', `Canonical ${O}/private is blocked by robots.txt, so search engines cannot confirm it.`],
      ['/4', `Canonical ${O}/hidden is marked noindex.`],
      ['/5', `Canonical ${O}/mid itself canonicalises to ${O}/end (a chain).`],
    ]);
  });
});

describe('blockedByRobotsTxt', () => {
  it('reports links into robots-blocked URLs on the linking page', () => {
    const ctxs = [at('/', titled('Home', '', links('/private/x', '/ok')))];
    const r = runSite(blockedByRobotsTxt, ctxs, siteFacts({ blockedByRobots: new Set([`${O}/private/x`]) }));
    expect(r.findings).toEqual([{ path: '/', message: 'Links to /private/x, which robots.txt forbids crawling.', target: `${O}/private/x` }]);
  });
  it('passes when nothing is blocked', () => {
    expect(runSite(blockedByRobotsTxt, [at('/', titled('Home', '', links('/a')))], siteFacts())).toEqual({ applicable: ['/'], findings: [] });
  });
  it('reports the start URL itself when robots.txt forbids it', () => {
    const robots = { status: 200, sitemaps: [], isAllowed: () => false };
    const r = runSite(blockedByRobotsTxt, [], siteFacts({ robots }));
    expect(r).toEqual({ applicable: ['/'], findings: [{ path: '/', message: `robots.txt forbids crawling the start URL ${O}/.`, target: `${O}/` }] });
  });
});
