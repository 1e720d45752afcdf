import { describe, expect, it } from 'vitest';
import { diffReports, formatDelta, matchBaseline } from '../../src/report/diff.js';
import { AuditReportSchema } from '../../src/report/schema.js';

const make = (over: Record<string, unknown>) =>
  AuditReportSchema.parse({ auditId: 'aud_x', domain: 'example.com', status: 'done', issues: [], ...over });

describe('diffReports', () => {
  const base = make({
    overall: 90,
    scores: { seo: 95, accessibility: 90 },
    issues: [
      { key: 'thinContent', severity: 'low', tier: 'manual', evidence: '/a' },
      { key: 'missingH1', severity: 'medium', tier: 'manual', evidence: '/b' },
    ],
  });
  const head = make({
    overall: 84,
    scores: { seo: 88, accessibility: 90, performance: 70 },
    issues: [
      { key: 'thinContent', severity: 'low', tier: 'manual', evidence: '/a' },
      { key: 'missingMetaDescription', severity: 'medium', tier: 'auto', evidence: '/b' },
    ],
  });

  it('gives a delta per score and null where a side is missing', () => {
    const d = diffReports(base, head);
    expect(d.scores.find((s) => s.target === 'overall')).toEqual({ target: 'overall', base: 90, head: 84, delta: -6 });
    expect(d.scores.find((s) => s.target === 'performance')).toEqual({ target: 'performance', base: null, head: 70, delta: null });
  });

  it('lists introduced and resolved issues by key and page', () => {
    const d = diffReports(base, head);
    expect(d.introduced.map((i) => `${i.key} ${i.evidence}`)).toEqual(['missingMetaDescription /b']);
    expect(d.resolved.map((i) => `${i.key} ${i.evidence}`)).toEqual(['missingH1 /b']);
  });

  it('has no issue diff without a baseline', () => {
    expect(diffReports(undefined, head).introduced).toEqual([]);
  });

  it('formats deltas with a sign', () => {
    expect([formatDelta(3), formatDelta(-6), formatDelta(0), formatDelta(null)]).toEqual(['+3', '−6', '±0', '']);
  });

  it('matches a baseline by URL, then by domain', () => {
    const a = make({ url: 'https://a.example.com/', domain: 'a.example.com' });
    const b = make({ url: 'https://b.example.com/', domain: 'b.example.com' });
    expect(matchBaseline(make({ url: 'https://b.example.com/', domain: 'b.example.com' }), [a, b])).toBe(b);
    expect(matchBaseline(make({ url: 'https://pr-1.b.example.com/', domain: 'b.example.com' }), [a, b])).toBe(b);
    expect(matchBaseline(make({ url: 'https://pr-1.c.example.com/', domain: 'c.example.com' }), [a])).toBe(a);
  });
});
