import { describe, expect, it } from 'vitest';
import { describeGate, evaluateGate, gateNewIssues, gateReasons, parseFailOnNew } from '../../src/report/gate.js';
import { AuditReportSchema } from '../../src/report/schema.js';
import { renderMarkdownSummary } from '../../src/report/render-markdown.js';
import { renderText } from '../../src/report/render-text.js';

const report = AuditReportSchema.parse({
  auditId: 'aud_1',
  domain: 'example.com',
  url: 'https://example.com/',
  status: 'done',
  overall: 78,
  scores: { performance: 60, seo: 92, accessibility: 85, bestPractices: 75 },
  issues: [
    { key: 'missingMetaDescription', severity: 'medium', tier: 'auto', evidence: '/a' },
    { key: 'missingMetaDescription', severity: 'medium', tier: 'auto', evidence: '/b' },
    { key: 'brokenInternalLink', severity: 'high', tier: 'manual', evidence: '/a|<b>' },
    { key: 'futureKind', severity: 'critical-ish', tier: 'someday', evidence: '/c' },
  ],
});

describe('evaluateGate', () => {
  it('passes when every threshold is met', () => {
    expect(evaluateGate([report], { overall: 78, seo: 90 })).toEqual({ passed: true, failures: [] });
  });

  it('names every category under its threshold', () => {
    const gate = evaluateGate([report], { overall: 80, seo: 90, performance: 70 });
    expect(gate.passed).toBe(false);
    expect(describeGate(gate)).toBe(
      '2 scores are below threshold: overall 78 is below 80 on https://example.com/; performance 60 is below 70 on https://example.com/',
    );
  });

  it('fails closed on a score the report does not carry', () => {
    const partial = AuditReportSchema.parse({ ...report, scores: { seo: 95 } });
    const gate = evaluateGate([partial], { accessibility: 50 });
    expect(gate.failures).toEqual([{ auditId: 'aud_1', url: 'https://example.com/', target: 'accessibility', score: null, threshold: 50 }]);
    expect(describeGate(gate)).toMatch(/accessibility has no score in the report/);
  });
});

describe('renderers', () => {
  it('renders a markdown summary with marks and escaped cells', () => {
    const md = renderMarkdownSummary([report], evaluateGate([report], { seo: 95 }), { seo: 95 });
    expect(md).toContain('92 ❌ (< 95)');
    expect(md).toContain('`brokenInternalLink`');
    expect(md).toContain('/a\\|&lt;b&gt;');
    // the high-severity issue sorts first, unknown severities last
    expect(md.indexOf('brokenInternalLink')).toBeLessThan(md.indexOf('missingMetaDescription'));
    expect(md.indexOf('missingMetaDescription')).toBeLessThan(md.indexOf('futureKind'));
  });

  it('renders plain text for terminals', () => {
    const text = renderText([report], evaluateGate([report], { overall: 80 }), { overall: 80 });
    expect(text).toContain('Overall         78  FAIL (< 80)');
    expect(text).toContain('missingMetaDescription on 2 page(s): /a, /b');
    expect(text.trim().split('\n').at(-1)).toBe('FAILED: overall 78 is below 80 on https://example.com/');
  });
});

describe('gateNewIssues', () => {
  const issue = (key: string, severity: string, evidence = '/') => ({ key, severity, tier: 'manual', evidence });
  const introduced = [{ url: 'https://pr.example.com/', issues: [issue('brokenInternalLink', 'high', '/blog/'), issue('thinContent', 'low'), issue('fromTheFuture', 'urgent')] }];
  const passing = { passed: true, failures: [] };

  it('leaves the gate alone at none', () => {
    expect(gateNewIssues(passing, introduced, 'none')).toBe(passing);
  });

  it('fails on new issues at or above the level, unknown severities counting as high', () => {
    const gate = gateNewIssues(passing, introduced, 'high');
    expect(gate.passed).toBe(false);
    expect(gate.newIssues?.map((i) => i.key)).toEqual(['brokenInternalLink', 'fromTheFuture']);
    expect(gateReasons(gate)[0]).toBe('new brokenInternalLink (high) on /blog/ of https://pr.example.com/');
    expect(gateNewIssues(passing, introduced, 'low').newIssues).toHaveLength(3);
  });

  it('passes and says so when nothing new is introduced', () => {
    const gate = gateNewIssues(passing, [{ url: 'u', issues: [issue('thinContent', 'low')] }], 'medium');
    expect(gate).toEqual({ passed: true, failures: [], newIssues: [] });
    expect(describeGate(gate)).toBe('all scores meet their thresholds and no new issues were introduced');
  });

  it('reads the level strictly', () => {
    expect(parseFailOnNew(undefined)).toBe('none');
    expect(parseFailOnNew(' High ')).toBe('high');
    expect(() => parseFailOnNew('critical')).toThrow('fail-on-new must be one of none, high, medium, low, got "critical"');
  });
});
