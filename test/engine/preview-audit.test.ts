import { afterEach, describe, expect, it } from 'vitest';
import { auditSite } from '../../src/engine/index.js';
import { NOTE_PERFORMANCE, NOTE_PREVIEW } from '../../src/engine/report.js';
import { AuditReportSchema, type AuditReport } from '../../src/report/schema.js';
import { page, serveSite, type TestSite } from './sites/server.js';

/** The full engine (every real rule) on a site that looks like a deploy preview. */
let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

function previewLikeSite(): Promise<TestSite> {
  const head = (path: string) =>
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A page about ${path} written for the preview test, long enough to pass."><link rel="canonical" href="https://www.production.example${path}">`;
  const body = (path: string) => `<h1>Page ${path}</h1><p>${'Words about this page. '.repeat(60)}</p><a href="/">Home</a> <a href="/about">About us</a>`;
  const headers = { 'x-robots-tag': 'noindex' };
  return serveSite({
    '/': { headers, body: page({ title: 'Preview home page title', head: head('/'), body: body('/') }) },
    '/about': { headers, body: page({ title: 'About the preview site', head: head('/about'), body: body('/about') }) },
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' },
  });
}

describe('preview handling with the real rules', () => {
  it('counts host-level noindex and production canonicals as failures without preview', async () => {
    site = await previewLikeSite();
    const report = await auditSite({ url: site.url, preview: false, axe: false });
    expect(() => AuditReportSchema.parse(report)).not.toThrow();
    const keys = new Set(report.issues.map((i) => i.key));
    expect(keys).toContain('noindex');
    expect(keys).toContain('invalidCanonical');
    expect(report.notes).not.toContain(NOTE_PREVIEW);
  });

  it('does not count them with preview, and says so', async () => {
    site = await previewLikeSite();
    const report = await auditSite({ url: site.url, preview: true, axe: false });
    const keys = new Set(report.issues.map((i) => i.key));
    expect(keys).not.toContain('noindex');
    expect(keys).not.toContain('invalidCanonical');
    expect(report.notes).toContain(NOTE_PREVIEW);
    expect(report.notes).toContain(NOTE_PERFORMANCE);
    expect(report).toMatchObject({ status: 'done', pageCount: 2, engine: { name: 'seo-audit-engine' } });
    expect(Object.keys(report.scores!).sort()).toEqual(['accessibility', 'bestPractices', 'performance', 'seo']);
  });

  it('samples templates with the real axe-core and keeps the report valid', async () => {
    site = await previewLikeSite();
    const report = await auditSite({ url: site.url, preview: true });
    expect(report.status).toBe('done');
    expect(report.sampled).toEqual(['/']);
    expect(report.issues.filter((i) => i.key.startsWith('axe')).every((i) => i.category === 'accessibility')).toBe(true);
    expect(() => AuditReportSchema.parse(report)).not.toThrow();
  });

  it('gives the same report twice with every real rule and axe on (except ids, timestamps and timing)', async () => {
    site = await previewLikeSite();
    const strip = (r: AuditReport) => ({
      ...r,
      auditId: '',
      startedAt: '',
      finishedAt: '',
      overall: 0,
      scores: { ...r.scores, performance: 0 },
      issues: r.issues.filter((i) => i.key !== 'slowResponse'),
      pages: r.pages?.map((p) => ({ ...p, ttfbMs: 0, scores: { ...p.scores, performance: 0 } })),
    });
    const a = await auditSite({ url: site.url, concurrency: 1 });
    const b = await auditSite({ url: site.url, concurrency: 8 });
    expect(strip(b)).toEqual(strip(a));
  });
});
