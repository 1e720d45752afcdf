import type { Category, Scores } from '../../report/schema.js';
import { CATEGORY_WEIGHTS } from './weights.js';

export interface WeightedShare {
  weight: number;
  /** Share of applicable pages that pass, 0-1. */
  share: number;
}

/**
 * Weighted mean of shares, 0-1, or undefined when nothing carries weight (every
 * rule was not applicable, or only weight-0 rules applied): as in Lighthouse, a
 * category with nothing to judge has no score rather than a perfect one.
 */
export function weightedMean(items: Iterable<WeightedShare>): number | undefined {
  let sum = 0;
  let weights = 0;
  for (const { weight, share } of items) {
    sum += weight * share;
    weights += weight;
  }
  return weights > 0 ? sum / weights : undefined;
}

/**
 * 0-1 → integer 0-100, half up. The epsilon keeps float noise (0.745 * 100 =
 * 74.49999...) from rounding a true half down.
 */
export function toScore(x: number): number {
  return Math.min(100, Math.max(0, Math.floor(x * 100 + 0.5 + 1e-9)));
}

/**
 * Overall from the *rounded* category scores, so a reader can recompute it from
 * the report; categories without a score drop out and the weights renormalise.
 */
export function overallScore(scores: Scores, weights: Readonly<Record<Category, number>> = CATEGORY_WEIGHTS): number | undefined {
  const items: WeightedShare[] = [];
  for (const [category, weight] of Object.entries(weights) as Array<[Category, number]>) {
    const s = scores[category];
    if (typeof s === 'number') items.push({ weight, share: s / 100 });
  }
  const mean = weightedMean(items);
  return mean === undefined ? undefined : toScore(mean);
}

export function mean(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
