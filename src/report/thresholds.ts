import { z } from 'zod';
import { CATEGORIES } from './schema.js';

/** What a threshold can name: the overall score or one category. */
export const GATE_TARGETS = ['overall', ...CATEGORIES] as const;
export const GateTargetSchema = z.enum(GATE_TARGETS);
export type GateTarget = z.infer<typeof GateTargetSchema>;

export const ThresholdsSchema = z.partialRecord(GateTargetSchema, z.number().int().min(0).max(100));
export type Thresholds = z.infer<typeof ThresholdsSchema>;

// People write categories the way their other tools do (Lighthouse CI uses
// "best-practices"); accept the common spellings rather than fail a build on one.
const ALIASES: Record<string, GateTarget> = {
  overall: 'overall',
  total: 'overall',
  performance: 'performance',
  perf: 'performance',
  seo: 'seo',
  accessibility: 'accessibility',
  a11y: 'accessibility',
  bestpractices: 'bestPractices',
  'best-practices': 'bestPractices',
  best_practices: 'bestPractices',
};

export class ThresholdError extends Error {
  override name = 'ThresholdError';
}

const FORM = 'expected <category>=<0-100>, e.g. "overall=80, seo=90" (categories: overall, performance, seo, accessibility, bestPractices)';

/**
 * Parses `overall=80, seo=90` (commas or newlines; `:` accepted for `=`), the
 * form of the action's `thresholds` input and the CLI's repeated --threshold.
 */
export function parseThresholds(input: string | readonly string[]): Thresholds {
  const entries = (typeof input === 'string' ? [input] : input)
    .flatMap((s) => s.split(/[,\n]/))
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
  const out: Thresholds = {};
  for (const entry of entries) {
    const m = /^([A-Za-z][A-Za-z0-9_-]*)\s*[=:]\s*(\S+)$/.exec(entry);
    if (!m) throw new ThresholdError(`invalid threshold "${entry}": ${FORM}`);
    const target = ALIASES[m[1].toLowerCase()];
    if (!target) throw new ThresholdError(`unknown category "${m[1]}" in threshold "${entry}": ${FORM}`);
    const value = Number(m[2]);
    if (!Number.isInteger(value) || value < 0 || value > 100) {
      throw new ThresholdError(`threshold "${entry}" must be a whole number from 0 to 100`);
    }
    if (out[target] !== undefined && out[target] !== value) {
      throw new ThresholdError(`threshold for ${target} is given twice (${out[target]} and ${value}); keep one`);
    }
    out[target] = value;
  }
  return out;
}

export function formatThresholds(t: Thresholds): string {
  return GATE_TARGETS.filter((k) => t[k] !== undefined).map((k) => `${k}=${t[k]}`).join(', ');
}
