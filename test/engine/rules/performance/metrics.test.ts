import { describe, expect, it } from 'vitest';
import { erfc, logNormalScore, performanceEstimate } from '../../../../src/engine/rules/performance/metrics.js';

// Independent reference: the standard normal CDF by Simpson integration of the density.
function normalCdf(z: number): number {
  const n = 20000;
  const a = -12;
  const h = (z - a) / n;
  const f = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  let s = f(a) + f(z);
  for (let i = 1; i < n; i++) s += f(a + i * h) * (i % 2 ? 4 : 2);
  return (s * h) / 3;
}

describe('erfc', () => {
  it('matches known values', () => {
    expect(erfc(0)).toBeCloseTo(1, 6);
    expect(erfc(1)).toBeCloseTo(0.1572992070502851, 6);
    expect(erfc(-1)).toBeCloseTo(1.8427007929497148, 6);
    expect(erfc(2.5)).toBeCloseTo(0.000406952017444959, 7);
  });
});

describe('logNormalScore', () => {
  const curve = { p10: 200, median: 600 };
  it('puts the control points at 0.9 and 0.5', () => {
    expect(logNormalScore(curve, 200)).toBeCloseTo(0.9, 6);
    expect(logNormalScore(curve, 600)).toBeCloseTo(0.5, 6);
  });
  it('is the complementary log-normal CDF between them', () => {
    const sigma = Math.log(600 / 200) / 1.2815515655446004;
    for (const v of [50, 150, 300, 450, 900, 1500, 4000]) {
      expect(logNormalScore(curve, v)).toBeCloseTo(1 - normalCdf(Math.log(v / 600) / sigma), 5);
    }
  });
  it('keeps scores inside their band and decreasing', () => {
    let prev = 1;
    for (let v = 1; v < 10000; v += 37) {
      const s = logNormalScore(curve, v);
      expect(s).toBeLessThanOrEqual(prev);
      if (v <= 200) expect(s).toBeGreaterThanOrEqual(0.9);
      else if (v <= 600) expect(s >= 0.5 && s < 0.9).toBe(true);
      else expect(s < 0.5 && s >= 0).toBe(true);
      prev = s;
    }
  });
  it('scores non-positive values 1 and rejects bad curves', () => {
    expect(logNormalScore(curve, 0)).toBe(1);
    expect(logNormalScore(curve, -5)).toBe(1);
    expect(() => logNormalScore({ p10: 600, median: 600 }, 1)).toThrow(/p10 \(600\) must be below the median/);
    expect(() => logNormalScore({ p10: 0, median: 600 }, 1)).toThrow(/p10 must be > 0/);
  });
});

describe('performanceEstimate', () => {
  it('scores a fast small page high and a slow heavy one low', () => {
    expect(performanceEstimate({ ttfbMs: 80, transferBytes: 15_000, bytes: 60_000, renderBlocking: 0 })).toBeGreaterThanOrEqual(95);
    expect(performanceEstimate({ ttfbMs: 1500, transferBytes: 300_000, bytes: 1_500_000, renderBlocking: 8 })).toBeLessThan(20);
  });
  it('is 50 at every median and stays within 0-100', () => {
    expect(performanceEstimate({ ttfbMs: 600, transferBytes: 100_000, bytes: 500_000, renderBlocking: 4 })).toBe(50);
    expect(performanceEstimate({ ttfbMs: NaN, transferBytes: 0, bytes: 0, renderBlocking: 0 })).toBe(100);
  });
  it('weighs TTFB most', () => {
    const base = { ttfbMs: 100, transferBytes: 10_000, bytes: 50_000, renderBlocking: 0 };
    const slowServer = performanceEstimate({ ...base, ttfbMs: 2000 });
    const heavyHtml = performanceEstimate({ ...base, transferBytes: 2_000_000 });
    expect(slowServer).toBeLessThan(heavyHtml);
  });
});
