import { describe, expect, it } from 'vitest';
import { formatThresholds, parseThresholds } from '../../src/report/thresholds.js';

describe('parseThresholds', () => {
  it('reads commas, newlines, = and :', () => {
    expect(parseThresholds('overall=80, seo:90\naccessibility = 70')).toEqual({ overall: 80, seo: 90, accessibility: 70 });
  });

  it('reads repeated CLI flags', () => {
    expect(parseThresholds(['seo=90', 'performance=50'])).toEqual({ seo: 90, performance: 50 });
  });

  it('accepts common spellings of categories', () => {
    expect(parseThresholds('best-practices=80, A11y=70, perf=40, bestPractices=80')).toEqual({
      bestPractices: 80,
      accessibility: 70,
      performance: 40,
    });
  });

  it('treats an empty input as no thresholds', () => {
    expect(parseThresholds('')).toEqual({});
    expect(parseThresholds(' \n ,')).toEqual({});
  });

  it('names the bad entry and the accepted form', () => {
    expect(() => parseThresholds('seo=high')).toThrow(/threshold "seo=high" must be a whole number from 0 to 100/);
    expect(() => parseThresholds('speed=90')).toThrow(/unknown category "speed".*categories: overall, performance, seo, accessibility, bestPractices/);
    expect(() => parseThresholds('seo 90')).toThrow(/invalid threshold "seo 90": expected <category>=<0-100>/);
    expect(() => parseThresholds('seo=101')).toThrow(/0 to 100/);
    expect(() => parseThresholds('seo=80,seo=90')).toThrow(/given twice/);
  });

  it('formats back in a stable order', () => {
    expect(formatThresholds(parseThresholds('seo=90, overall=80'))).toBe('overall=80, seo=90');
  });
});
