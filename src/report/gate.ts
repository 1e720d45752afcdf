import { z } from 'zod';
import type { AuditReport } from './schema.js';
import { GATE_TARGETS, GateTargetSchema, type Thresholds } from './thresholds.js';

export const GateFailureSchema = z.object({
  auditId: z.string(),
  url: z.string(),
  target: GateTargetSchema,
  /** null when the report carries no score for the target. */
  score: z.number().nullable(),
  threshold: z.number(),
});
export type GateFailure = z.infer<typeof GateFailureSchema>;

export const GateResultSchema = z.object({
  passed: z.boolean(),
  failures: z.array(GateFailureSchema),
});
export type GateResult = z.infer<typeof GateResultSchema>;

export function scoreOf(report: AuditReport, target: (typeof GATE_TARGETS)[number]): number | undefined {
  return target === 'overall' ? report.overall : report.scores?.[target];
}

export function reportLabel(report: AuditReport): string {
  return report.url ?? report.domain ?? report.auditId;
}

/**
 * Every report is held to every threshold. A score the report does not carry
 * fails the gate: a required check that passes on missing data is worse than
 * one that asks for a threshold to be dropped.
 */
export function evaluateGate(reports: readonly AuditReport[], thresholds: Thresholds): GateResult {
  const failures: GateFailure[] = [];
  for (const report of reports) {
    for (const target of GATE_TARGETS) {
      const threshold = thresholds[target];
      if (threshold === undefined) continue;
      const score = scoreOf(report, target);
      if (score === undefined || score < threshold) {
        failures.push({ auditId: report.auditId, url: reportLabel(report), target, score: score ?? null, threshold });
      }
    }
  }
  return { passed: failures.length === 0, failures };
}

export function describeFailure(f: GateFailure): string {
  return f.score === null
    ? `${f.target} has no score in the report for ${f.url} (threshold ${f.threshold})`
    : `${f.target} ${f.score} is below ${f.threshold} on ${f.url}`;
}

export function describeGate(result: GateResult): string {
  if (result.passed) return 'all scores meet their thresholds';
  return `${result.failures.length === 1 ? 'a score is' : `${result.failures.length} scores are`} below threshold: ${result.failures.map(describeFailure).join('; ')}`;
}
