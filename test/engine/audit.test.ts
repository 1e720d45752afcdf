import { afterEach, describe, expect, it } from 'vitest';
import { runAudit, type EngineDeps } from '../../src/engine/audit.js';
import type { AxeDeps } from '../../src/engine/axe-pass.js';
import { crawl } from '../../src/engine/crawl/index.js';
import { NOTE_PERFORMANCE } from '../../src/engine/report.js';
import { AuditReportSchema, type AuditReport } from '../../src/report/schema.js';
import { deadUrl, page, serveSite, type Routes, type TestSite } from './sites/server.js';
import { meta, tinyRules } from './sites/tiny-rules.js';
import { fetched } from './page-context.js';
import type { SiteRule } from '../../src/engine/types.js';

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
});
async function site(routes: Routes | ((origin: string) => Routes)): Promise<TestSite> {
  const s = await serveSite(routes);
  sites.push(s);
  return s;
}

const fixedClock = () => new Date('2026-01-02T03:04:05.000Z');

/** A fake axe: one violation on pages with an <img> without alt; a pass otherwise. */
const fakeAxe: AxeDeps = {
  async run(html) {
    const bad = /<img(?![^>]*alt=)/.test(html);
    return bad
      ? { findings: [{ ruleId: 'image-alt', impact: 'critical', help: 'Images must have alternate text', nodes: [{ selector: 'img', message: 'Element does not have an alt attribute' }] }], passed: [] }
      : { findings: [], passed: [{ ruleId: 'image-alt' }] };
  },
  meta: (id) => meta({ key: id === 'image-alt' ? 'axeImageAlt' : 'axeOther', category: 'accessibility', severity: 'high', weight: 10 }),
};

/** Template = the body's class attribute: enough to group pages in tests. */
const deps = (over: Partial<EngineDeps> = {}): EngineDeps => ({
  rules: tinyRules,
  crawl,
  templateSignature: (dom) => dom.byTag('body')[0]?.attribs.class ?? '',
  performanceOf: (ctx) => (ctx.page.path === '/' ? 0.9 : 0.7),
  axe: fakeAxe,
  ...over,
});

function fixture(): Routes {
  const nav = '<nav><a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a> <a href="/missing">gone</a> <a href="/boom">boom</a></nav>';
  return {
    '/': page({ title: 'Home', body: `<div class="home">${nav}</div>` }),
    '/a': page({ title: 'Same', body: '<img src="x.png"><img src="y.png">' }).replace('<body>', '<body class="article">'),
    '/b': page({ title: 'Same', body: '<img src="x.png" alt="x">' }).replace('<body>', '<body class="article">'),
    '/c': page({ body: '<p>no title</p>' }).replace('<body>', '<body class="article">'),
    '/boom': page({ title: 'Boom' }),
  };
}

function stripVolatile(r: AuditReport): unknown {
  const { auditId, startedAt, finishedAt, ...rest } = r;
  return { ...rest, pages: r.pages?.map(({ ttfbMs, ...p }) => p) };
}

describe('runAudit on a fixture site', () => {
  it('audits every page, scores and reports issues', async () => {
    const s = await site(fixture());
    const report = await runAudit({ url: s.url, now: fixedClock }, deps());
    expect(() => AuditReportSchema.parse(report)).not.toThrow();
    expect(report.status).toBe('done');
    expect(report.auditId).toMatch(/^aud_[0-9a-f]{12}$/);
    expect(report.domain).toBe('127.0.0.1');
    expect(report.engine).toEqual({ name: 'seo-audit-engine', version: expect.any(String) });
    expect(report.pages!.map((p) => [p.path, p.status])).toEqual([
      ['/', 200],
      ['/a', 200],
      ['/b', 200],
      ['/c', 200],
      ['/boom', 200],
      ['/missing', 404],
    ]);
    expect(report.pageCount).toBe(6);

    const keys = report.issues.map((i) => `${i.key} ${i.evidence}`);
    // Page rules, an error-page rule, a site rule, and axe extended to the template.
    expect(keys).toContain('tinyMissingTitle /c');
    expect(keys).toContain('tinyHttpError /missing');
    expect(keys).toContain('tinyDuplicateTitle /a');
    expect(keys).toContain('tinyDuplicateTitle /b');
    expect(keys).toContain('axeImageAlt /a');
    // Content rules do not judge the 404 page.
    expect(keys).not.toContain('tinyMissingTitle /missing');

    // Two findings on one page become one issue with a count and the first selector.
    const alt = report.issues.filter((i) => i.key === 'tinyImageAlt');
    expect(alt).toHaveLength(1);
    expect(alt[0]).toMatchObject({ evidence: '/a', severity: 'medium', tier: 'auto', category: 'accessibility', selector: 'html > body > img:nth-of-type(1)' });
    expect(alt[0].message).toMatch(/\+1 more on this page/);

    // One sample per template, the shortest path: '/' (shared with /boom) and /a for 'article';
    // /b and /c inherit /a's violation.
    expect(report.sampled).toEqual(['/', '/a']);
    const axeIssues = report.issues.filter((i) => i.key === 'axeImageAlt').map((i) => i.evidence);
    expect(axeIssues).toEqual(['/a', '/b', '/c']);
    expect(report.issues.find((i) => i.key === 'axeImageAlt' && i.evidence === '/b')!.message).toMatch(/seen on \/a/);

    // Issues are sorted: high severity first.
    const sev = report.issues.map((i) => i.severity);
    expect(sev.indexOf('high')).toBe(0);
    expect(sev.lastIndexOf('high')).toBeLessThan(sev.indexOf('medium'));

    // A crashing rule is left out on that page and noted.
    expect(report.notes).toContain(NOTE_PERFORMANCE);
    expect(report.notes!.some((n) => n.startsWith('Rule tinyCrashy failed on 1 page(s)') && n.includes('/boom') && n.includes('kaboom'))).toBe(true);

    // Scores are integers 0-100, per site and per page.
    for (const v of Object.values(report.scores!)) expect(Number.isInteger(v)).toBe(true);
    expect(report.scores!.performance).toBe(Math.round(((0.9 + 0.7 * 4) / 5) * 100));
    expect(report.pages!.find((p) => p.path === '/missing')!.scores).toEqual({ seo: 0 });
    expect(Number.isInteger(report.overall)).toBe(true);
  });

  it('gives the same report twice (except ids and timestamps)', async () => {
    const s = await site(fixture());
    const a = await runAudit({ url: s.url, concurrency: 4 }, deps());
    const b = await runAudit({ url: s.url, concurrency: 1 }, deps());
    expect(stripVolatile(b)).toEqual(stripVolatile(a));
  });

  it('notes a crawl cut short by maxPages', async () => {
    const s = await site(fixture());
    const report = await runAudit({ url: s.url, maxPages: 2, now: fixedClock }, deps());
    expect(report.pageCount).toBe(2);
    expect(report.notes).toContain('Crawl stopped at 2 pages (--max-pages).');
  });

  it('reports progress in phases', async () => {
    const s = await site(fixture());
    const phases = new Set<string>();
    await runAudit({ url: s.url, onProgress: (p) => phases.add(p.phase) }, deps());
    expect([...phases]).toEqual(['crawl', 'axe', 'score']);
  });

  it('runs no axe with axe: false', async () => {
    const s = await site(fixture());
    const report = await runAudit({ url: s.url, axe: false }, deps());
    expect(report.sampled).toEqual([]);
    expect(report.issues.some((i) => i.key === 'axeImageAlt')).toBe(false);
  });

  it('leaves a template out of axe rules when axe throws on its sample', async () => {
    const s = await site(fixture());
    const broken: AxeDeps = { ...fakeAxe, run: async (html, url) => (url.endsWith('/a') ? Promise.reject(new Error('jsdom fell over')) : fakeAxe.run(html, url)) };
    const report = await runAudit({ url: s.url }, deps({ axe: broken }));
    expect(report.issues.some((i) => i.key === 'axeImageAlt')).toBe(false);
    expect(report.notes!.some((n) => n.includes('axe-core could not run on /a') && n.includes('jsdom fell over'))).toBe(true);
    expect(report.sampled).not.toContain('/a');
  });
});

describe('failed audits', () => {
  it('fails when the site is down', async () => {
    const url = await deadUrl();
    const report = await runAudit({ url, now: fixedClock }, deps());
    expect(report.status).toBe('failed');
    expect(report.error?.code).toBeTruthy();
    expect(report.scores).toBeUndefined();
    expect(report.overall).toBeUndefined();
    expect(() => AuditReportSchema.parse(report)).not.toThrow();
  });

  it('fails when the start URL is not HTML', async () => {
    const s = await site({ '/': { headers: { 'content-type': 'application/json' }, body: '{"ok":true}' } });
    const report = await runAudit({ url: s.url }, deps());
    expect(report).toMatchObject({ status: 'failed', error: { code: 'not_html' } });
    expect(report.scores).toBeUndefined();
  });

  it('fails when robots.txt forbids everything', async () => {
    const s = await site({ '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' }, '/': page({ title: 'x' }) });
    const report = await runAudit({ url: s.url }, deps());
    expect(report).toMatchObject({ status: 'failed', error: { code: 'blocked_by_robots' } });
    expect(s.requests).not.toContain('/');
  });
});

describe('arrival order', () => {
  /** A crawler stand-in that delivers fixed pages in a given order. */
  const fakeCrawl = (order: string[]): EngineDeps['crawl'] => async (_opts, onPage) => {
    const robots = { status: 404, sitemaps: [], isAllowed: () => true };
    for (const path of order) await onPage(fetched({ url: `https://site.test${path}`, html: page({ title: 'Same', body: `<p>${path}</p>` }) }), robots);
    return { robots, sitemapsFound: [], sitemapUrls: new Set(), statusByUrl: new Map(), redirectsByUrl: new Map(), blockedByRobots: new Set(), externalStatus: new Map(), pagesFetched: order.length, limited: false };
  };
  /** Names the other pages in the order its facts arrive, as duplicate-title rules do. */
  const namesOthers: SiteRule<string> = {
    scope: 'site',
    meta: meta({ key: 'tinyNamesOthers' }),
    collect: (ctx) => ctx.page.path,
    check: (facts) => ({ applicable: '*', findings: [...facts.keys()].map((path) => ({ path, message: `shared with ${[...facts.keys()].filter((p) => p !== path).join(', ')}` })) }),
  };

  it('does not change the report: site rules see facts in path order', async () => {
    const run = (order: string[]) => runAudit({ url: 'https://site.test/', now: fixedClock }, { rules: [namesOthers], crawl: fakeCrawl(order) });
    const a = await run(['/', '/b', '/a', '/c']);
    const b = await run(['/c', '/a', '/', '/b']);
    expect(b).toEqual(a);
    expect(a.issues.find((i) => i.evidence === '/c')!.message).toBe('shared with /, /a, /b');
  });
});


describe('memory checkpoints', () => {
  it('are offered between phases and after every axe sample, with a small budget there', async () => {
    const s = await site(fixture());
    const budgets: number[] = [];
    const report = await runAudit({ url: s.url }, deps({ memoryCheckpoint: (mb) => budgets.push(mb) }));
    expect(report.status).toBe('done');
    // Five pages is below the crawl's checkpoint interval: only the phase
    // boundary and the two sampled templates (home, article) remain.
    expect(budgets).toHaveLength(3);
    expect(new Set(budgets).size).toBe(1);
  });
});
