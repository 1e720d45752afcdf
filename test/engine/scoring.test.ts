import { describe, expect, it } from 'vitest';
import { FAIL, NOT_APPLICABLE, PASS, type VerdictCode } from '../../src/engine/page-record.js';
import { overallScore, pageScores, siteScores, tallyRules, toScore, weightedMean, type VerdictMatrix } from '../../src/engine/scoring/index.js';
import type { RuleMeta } from '../../src/engine/types.js';
import { meta } from './sites/tiny-rules.js';

function matrix(rules: RuleMeta[], rows: VerdictCode[][], perf: Array<number | undefined> = []): VerdictMatrix {
  return { rules, pageCount: rows.length, verdict: (p, r) => rows[p][r], performance: (p) => perf[p] };
}

describe('weightedMean / toScore', () => {
  it('weights shares and leaves out nothing-to-judge', () => {
    expect(weightedMean([{ weight: 3, share: 1 }, { weight: 1, share: 0 }])).toBe(0.75);
    expect(weightedMean([])).toBeUndefined();
    expect(weightedMean([{ weight: 0, share: 1 }])).toBeUndefined();
  });
  it('rounds half up despite float noise and clamps', () => {
    expect(toScore(0.745)).toBe(75);
    expect(toScore(0.744)).toBe(74);
    expect(toScore(0.005)).toBe(1);
    expect(toScore(1.2)).toBe(100);
    expect(toScore(-0.1)).toBe(0);
  });
});

describe('overallScore', () => {
  it('is the weighted mean of the rounded category scores', () => {
    expect(overallScore({ seo: 100, accessibility: 80, bestPractices: 60, performance: 50 })).toBe(Math.round(40 + 20 + 9 + 10));
  });
  it('renormalises over the categories present', () => {
    expect(overallScore({ seo: 90 })).toBe(90);
    expect(overallScore({ seo: 100, performance: 0 }, { seo: 0.4, performance: 0.2, accessibility: 0.25, bestPractices: 0.15 })).toBe(67);
    expect(overallScore({})).toBeUndefined();
  });
});

describe('siteScores', () => {
  const a = meta({ key: 'ruleA', weight: 3 });
  const b = meta({ key: 'ruleB', weight: 1 });
  const c = meta({ key: 'ruleC', category: 'accessibility', weight: 1 });
  const p = meta({ key: 'perfRule', category: 'performance', weight: 5 });

  it('weights the share of applicable pages that pass', () => {
    // ruleA passes on 1 of 2 pages (0.5), ruleB on both (1): seo = (3*0.5 + 1*1)/4 = 0.625
    const m = matrix([a, b], [[PASS, PASS], [FAIL, PASS]]);
    expect(siteScores(m).seo).toBe(63);
  });

  it('leaves a rule applicable to no page out, as Lighthouse does', () => {
    const m = matrix([a, c], [[PASS, NOT_APPLICABLE], [PASS, NOT_APPLICABLE]]);
    expect(siteScores(m)).toEqual({ seo: 100 });
  });

  it('counts only applicable pages in the denominator', () => {
    const m = matrix([c], [[FAIL], [NOT_APPLICABLE], [NOT_APPLICABLE], [PASS]]);
    expect(siteScores(m).accessibility).toBe(50);
    expect(tallyRules(m)[0]).toMatchObject({ applicable: 2, passed: 1 });
  });

  it('scores performance from the page estimates, not from performance rules', () => {
    const m = matrix([p], [[FAIL], [FAIL], [NOT_APPLICABLE]], [0.9, 0.7, undefined]);
    expect(siteScores(m).performance).toBe(80);
  });

  it('scores each page with shares of 0 or 1', () => {
    const m = matrix([a, b, c], [[FAIL, PASS, NOT_APPLICABLE]], [0.42]);
    expect(pageScores(m, 0)).toEqual({ seo: 25, performance: 42 });
  });
});
