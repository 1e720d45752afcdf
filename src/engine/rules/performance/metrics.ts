/**
 * Lighthouse-style scoring curves, and a page-level performance estimate built
 * from what the crawler measured. The crawler has no browser, so there is no
 * FCP/LCP/TBT/CLS: the estimate scores the facts that drive those metrics on a
 * server-rendered page (server latency, HTML weight, render-blocking requests)
 * and is labelled an estimate wherever it is shown.
 */

export interface ScoreCurve {
  /** The value that scores 0.5. */
  median: number;
  /** The value that scores 0.9 (must be below the median). */
  p10: number;
}

// The 90th percentile of the standard normal distribution: z such that Φ(z) = 0.9.
const Z_90 = 1.2815515655446004;

/**
 * Complementary error function, Numerical Recipes' Chebyshev fit (`erfcc`):
 * fractional error below 1.2e-7 everywhere, far finer than a 0-100 score needs.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(poly);
  return x >= 0 ? r : 2 - r;
}

/**
 * Score of `value` on a log-normal curve fixed by two control points, the way
 * Lighthouse scores metrics: values are assumed log-normally distributed across
 * sites; the score is the share of that distribution doing worse, i.e. the
 * complementary CDF. ln(value) ~ N(ln(median), σ), with σ chosen so that p10
 * scores 0.9: ln(p10/median) = -Z_90·σ. Then
 *   score = ½·erfc( ln(value/median) / (σ·√2) ).
 * Scores are clamped into the band their control points promise (≥ 0.9 at or
 * below p10, [0.5, 0.9) up to the median, < 0.5 above it), so rounding can
 * never move a value across a band edge. Non-positive values score 1.
 */
export function logNormalScore({ median, p10 }: ScoreCurve, value: number): number {
  if (!(median > 0)) throw new Error(`logNormalScore: median must be > 0 (got ${median})`);
  if (!(p10 > 0)) throw new Error(`logNormalScore: p10 must be > 0 (got ${p10})`);
  if (!(p10 < median)) throw new Error(`logNormalScore: p10 (${p10}) must be below the median (${median})`);
  if (value <= 0) return 1;
  const sigma = Math.log(median / p10) / Z_90;
  const score = 0.5 * erfc(Math.log(value / median) / (sigma * Math.SQRT2));
  if (value <= p10) return Math.min(1, Math.max(0.9, score));
  if (value <= median) return Math.min(0.8999999999999999, Math.max(0.5, score));
  return Math.min(0.49999999999999994, Math.max(0, score));
}

/** What performanceEstimate needs from a fetched page. */
export interface PerformanceFacts {
  /** Time to first byte of the HTML as the crawler measured it. */
  ttfbMs: number;
  /** HTML bytes on the wire (compressed size when compressed). */
  transferBytes: number;
  /** Decoded HTML bytes. */
  bytes: number;
  /** Render-blocking requests in <head> (see renderBlockingResources). */
  renderBlocking: number;
}

/**
 * Control points. TTFB follows Lighthouse's server-response-time (fails above
 * 600 ms) with 200 ms as "good" (the web.dev TTFB guidance is 800 ms at p75 for
 * the whole navigation, redirects included; a crawler measures the server alone,
 * so it must do better). HTML transfer: HTTP Archive's median HTML response is
 * ~30 KB compressed, so 30 KB scores 0.9 and 100 KB 0.5. Decoded HTML drives
 * parse time and DOM size: 100 KB → 0.9, 500 KB → 0.5 (where largePage fires).
 * Render-blocking requests each cost at least one round trip before first paint
 * on a cold load: one → 0.9, four → 0.5.
 */
export const PERFORMANCE_CURVES = {
  ttfbMs: { p10: 200, median: 600 },
  transferBytes: { p10: 30_000, median: 100_000 },
  bytes: { p10: 100_000, median: 500_000 },
  renderBlocking: { p10: 1, median: 4 },
} as const satisfies Record<keyof PerformanceFacts, ScoreCurve>;

/**
 * Weights, summing to 1, by how directly each fact delays the first paint of a
 * server-rendered page, the moment Lighthouse's FCP/LCP (together 35% of its
 * score) and Speed Index (10%) measure: the server's wait comes before
 * everything (0.4); render-blocking CSS/JS comes next, each request a round trip
 * plus download before paint (0.3); the HTML's wire size is download time
 * (0.2); decoded size costs parse and layout time, smaller on modern devices
 * (0.1).
 */
export const PERFORMANCE_WEIGHTS = {
  ttfbMs: 0.4,
  renderBlocking: 0.3,
  transferBytes: 0.2,
  bytes: 0.1,
} as const satisfies Record<keyof PerformanceFacts, number>;

/** A 0-100 estimate of a page's load performance from crawl facts (not a Lighthouse score). */
export function performanceEstimate(page: PerformanceFacts): number {
  let total = 0;
  for (const key of Object.keys(PERFORMANCE_WEIGHTS) as Array<keyof PerformanceFacts>) {
    const v = page[key];
    total += PERFORMANCE_WEIGHTS[key] * logNormalScore(PERFORMANCE_CURVES[key], Number.isFinite(v) ? v : 0);
  }
  return Math.round(total * 100);
}
