import { describe, expect, it } from 'vitest';
import { applySiteResults, buildAuditTable } from '../../src/engine/audit-table.js';
import { FAIL, PASS, type PageRecord } from '../../src/engine/page-record.js';
import { auditIdFor, collectIssues, compareIssues, doneReport, failedReport, issueFor } from '../../src/engine/report.js';
import { AuditReportSchema, type Issue } from '../../src/report/schema.js';
import { duplicateTitle, meta, needsTitle } from './sites/tiny-rules.js';

const t0 = new Date('2026-03-04T05:06:07.000Z');
const t1 = new Date('2026-03-04T05:06:09.500Z');

function record(path: string, verdicts: number[], over: Partial<PageRecord> = {}): PageRecord {
  return { path, status: 200, ttfbMs: 12.4, bytes: 1000, transferBytes: 400, verdicts: Uint8Array.from(verdicts), ...over };
}

describe('issueFor', () => {
  const m = meta({ key: 'tinyKey', severity: 'low', category: 'bestPractices' });
  it('merges several findings into one issue with a count and the first selector and target', () => {
    const issue = issueFor(m, '/x', [{ message: 'first' }, { message: 'second', selector: '#a' }, { message: 'third', target: 'https://t' }]);
    expect(issue).toEqual({ key: 'tinyKey', severity: 'low', tier: 'auto', category: 'bestPractices', evidence: '/x', message: 'first (+2 more on this page)', selector: '#a', target: 'https://t' });
  });
  it('falls back to the title when there is no finding', () => {
    expect(issueFor(m, '/', []).message).toBe('tinyKey');
  });
});

describe('compareIssues', () => {
  it('orders by severity, category, key, then page', () => {
    const mk = (key: string, severity: string, category: string, evidence: string): Issue => ({ key, severity, tier: 'auto', category, evidence });
    const list = [mk('b', 'low', 'seo', '/'), mk('a', 'high', 'accessibility', '/z'), mk('a', 'high', 'seo', '/y'), mk('a', 'high', 'seo', '/b'), mk('c', 'weird', 'seo', '/')];
    expect(list.sort(compareIssues).map((i) => `${i.severity}:${i.category}:${i.evidence}`)).toEqual(['high:seo:/b', 'high:seo:/y', 'high:accessibility:/z', 'low:seo:/', 'weird:seo:/']);
  });
});

describe('audit ids', () => {
  it('are aud_ + 12 hex, stable for the same url and start, different otherwise', () => {
    expect(auditIdFor('https://a.test/', t0)).toMatch(/^aud_[0-9a-f]{12}$/);
    expect(auditIdFor('https://a.test/', t0)).toBe(auditIdFor('https://a.test/', t0));
    expect(auditIdFor('https://a.test/', t1)).not.toBe(auditIdFor('https://a.test/', t0));
  });
});

describe('report assembly', () => {
  it('builds a done report from records, site results and axe verdicts', () => {
    const rules = [needsTitle, duplicateTitle];
    const records = [record('/b', [FAIL, 0], { findings: new Map([[0, [{ message: 'no title' }]]]), template: 't', performance: 0.5 }), record('/', [PASS, 0], { template: 't', performance: 1 })];
    const orphans = applySiteResults(records, new Map([[1, { applicable: '*', findings: [{ path: '/b', message: 'dup' }, { path: '/gone', message: 'orphan' }] }]]));
    const axe = {
      metas: new Map([['axeRule', meta({ key: 'axeRule', category: 'accessibility', severity: 'high' })]]),
      byTemplate: new Map([['t', { samplePath: '/', verdicts: new Map([['axeRule', [{ message: 'bad', selector: 'img' }]]]) }]]),
      failures: [],
    };
    const table = buildAuditTable(records, rules, axe, orphans);
    const report = doneReport({ url: 'https://a.test/', startedAt: t0, finishedAt: t1, table, sampled: ['/'], notes: ['n'] });
    expect(() => AuditReportSchema.parse(report)).not.toThrow();
    expect(report).toMatchObject({ status: 'done', domain: 'a.test', url: 'https://a.test/', pageCount: 2, startedAt: t0.toISOString(), finishedAt: t1.toISOString(), sampled: ['/'], notes: ['n'] });
    expect(report.pages).toEqual([
      { path: '/', status: 200, ttfbMs: 12, bytes: 1000, scores: { seo: 100, accessibility: 0, performance: 100 } },
      { path: '/b', status: 200, ttfbMs: 12, bytes: 1000, scores: { seo: 0, accessibility: 0, performance: 50 } },
    ]);
    // seo: tinyMissingTitle (w3) 1/2 pass, tinyDuplicateTitle (w1) 1/2 pass → 50
    expect(report.scores).toEqual({ seo: 50, accessibility: 0, performance: 75 });
    expect(report.overall).toBe(Math.round((50 * 0.4 + 0 * 0.25 + 75 * 0.2) / 0.85));
    expect(report.issues.map((i) => `${i.key} ${i.evidence}`)).toEqual(['tinyMissingTitle /b', 'axeRule /', 'axeRule /b', 'tinyDuplicateTitle /b', 'tinyDuplicateTitle /gone']);
    expect(report.issues[2].message).toBe('bad [seen on /, which shares this page\'s template]');
    expect(collectIssues(table)).toEqual(report.issues);
  });

  it('builds a failed report without scores', () => {
    const report = failedReport({ url: 'https://a.test/x', startedAt: t0, finishedAt: t1, error: { code: 'unreachable', message: 'could not reach' } });
    expect(report).toMatchObject({ status: 'failed', domain: 'a.test', issues: [], pageCount: 0, error: { code: 'unreachable' } });
    expect(report.scores).toBeUndefined();
    expect(report.overall).toBeUndefined();
    expect(() => AuditReportSchema.parse(report)).not.toThrow();
  });
});
