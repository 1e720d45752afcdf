import type { Category, Scores } from '../../report/schema.js';
import { FAIL, NOT_APPLICABLE, PASS, type VerdictCode } from '../page-record.js';
import type { RuleMeta } from '../types.js';
import { mean, toScore, weightedMean, type WeightedShare } from './math.js';
import { CATEGORY_ORDER } from './weights.js';

/**
 * The verdict matrix the scores are computed from: rule r on page p. Axe rules
 * are ordinary columns here; their verdicts were extended from the sampled page
 * to its template's pages before scoring.
 */
export interface VerdictMatrix {
  rules: readonly RuleMeta[];
  pageCount: number;
  verdict(page: number, rule: number): VerdictCode;
  /** Static performance estimate of a page, 0-1, or undefined (error and non-HTML pages). */
  performance(page: number): number | undefined;
}

/** The performance category is scored from the estimate; its rules report issues only (see docs/scoring.md). */
const SCORED_BY_RULES: ReadonlySet<Category> = new Set(['seo', 'accessibility', 'bestPractices']);

export interface RuleTally {
  meta: RuleMeta;
  applicable: number;
  passed: number;
}

export function tallyRules(m: VerdictMatrix): RuleTally[] {
  return m.rules.map((meta, r) => {
    let applicable = 0;
    let passed = 0;
    for (let p = 0; p < m.pageCount; p++) {
      const v = m.verdict(p, r);
      if (v === NOT_APPLICABLE) continue;
      applicable++;
      if (v === PASS) passed++;
    }
    return { meta, applicable, passed };
  });
}

function scoresFromShares(shares: ReadonlyArray<{ meta: RuleMeta; share: number }>, performance: number | undefined): Scores {
  const byCategory = new Map<Category, WeightedShare[]>();
  for (const { meta, share } of shares) {
    if (!SCORED_BY_RULES.has(meta.category)) continue;
    let list = byCategory.get(meta.category);
    if (!list) byCategory.set(meta.category, (list = []));
    list.push({ weight: meta.weight, share });
  }
  const scores: Scores = {};
  for (const category of CATEGORY_ORDER) {
    const value = category === 'performance' ? performance : weightedMean(byCategory.get(category) ?? []);
    if (value !== undefined) scores[category] = toScore(value);
  }
  return scores;
}

/** Site scores: per category, the weighted mean over rules of the share of applicable pages that pass. */
export function siteScores(m: VerdictMatrix, tallies: readonly RuleTally[] = tallyRules(m)): Scores {
  const shares = tallies.filter((t) => t.applicable > 0).map((t) => ({ meta: t.meta, share: t.passed / t.applicable }));
  const perf: number[] = [];
  for (let p = 0; p < m.pageCount; p++) {
    const v = m.performance(p);
    if (v !== undefined) perf.push(v);
  }
  return scoresFromShares(shares, mean(perf));
}

/** One page's scores: the same formula with a share of 0 or 1 per applicable rule. */
export function pageScores(m: VerdictMatrix, page: number): Scores {
  const shares: Array<{ meta: RuleMeta; share: number }> = [];
  m.rules.forEach((meta, r) => {
    const v = m.verdict(page, r);
    if (v !== NOT_APPLICABLE) shares.push({ meta, share: v === FAIL ? 0 : 1 });
  });
  return scoresFromShares(shares, m.performance(page));
}
