import { z } from 'zod';
import type { AuditReport, Issue } from './schema.js';
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

export const NewIssueFailureSchema = z.object({
  url: z.string(),
  key: z.string(),
  severity: z.string(),
  evidence: z.string(),
});
export type NewIssueFailure = z.infer<typeof NewIssueFailureSchema>;

export const GateResultSchema = z.object({
  passed: z.boolean(),
  failures: z.array(GateFailureSchema),
  /** Issues the change introduced at or above the `fail-on-new` severity; present only when asked. */
  newIssues: z.array(NewIssueFailureSchema).optional(),
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

export const FAIL_ON_NEW_LEVELS = ['none', 'high', 'medium', 'low'] as const;
export type FailOnNew = (typeof FAIL_ON_NEW_LEVELS)[number];
const SEVERITY_ORDER: Record<string, number> = { high: 3, medium: 2, low: 1 };

export function parseFailOnNew(raw: string | undefined): FailOnNew {
  const v = (raw ?? '').trim().toLowerCase() || 'none';
  if (!(FAIL_ON_NEW_LEVELS as readonly string[]).includes(v)) {
    throw new Error(`fail-on-new must be one of ${FAIL_ON_NEW_LEVELS.join(', ')}, got "${raw}"`);
  }
  return v as FailOnNew;
}

/**
 * Gates on regressions rather than levels: a pull request that introduces a
 * broken link fails even on a site whose scores still clear every threshold.
 * An unknown severity from a newer service counts as high, failing closed.
 */
export function gateNewIssues(
  gate: GateResult,
  introduced: ReadonlyArray<{ url: string; issues: readonly Issue[] }>,
  level: FailOnNew,
): GateResult {
  if (level === 'none') return gate;
  const floor = SEVERITY_ORDER[level];
  const newIssues = introduced.flatMap(({ url, issues }) =>
    issues
      .filter((i) => (SEVERITY_ORDER[i.severity] ?? SEVERITY_ORDER.high) >= floor)
      .map((i) => ({ url, key: i.key, severity: i.severity, evidence: i.evidence })),
  );
  return { passed: gate.passed && newIssues.length === 0, failures: gate.failures, newIssues };
}

/** One line per reason the gate failed: the thresholds missed, then the new issues. */
export function gateReasons(result: GateResult): string[] {
  return [
    ...result.failures.map(describeFailure),
    ...(result.newIssues ?? []).map((i) => `new ${i.key} (${i.severity}) on ${i.evidence} of ${i.url}`),
  ];
}

/**
 * The whole verdict the action and the CLI give: thresholds on every report,
 * then, with `fail-on-new`, the issues each report introduced against its
 * baseline (a report without one introduced nothing it can be blamed for).
 */
export function gateReports(
  reports: readonly AuditReport[],
  thresholds: Thresholds,
  pairs: ReadonlyArray<{ head: AuditReport; diff: { introduced: readonly Issue[] } }> | undefined,
  level: FailOnNew,
): GateResult {
  const introduced = (pairs ?? []).map((p) => ({ url: reportLabel(p.head), issues: p.diff.introduced }));
  return gateNewIssues(evaluateGate(reports, thresholds), introduced, level);
}

export function describeGate(result: GateResult): string {
  if (result.passed) return result.newIssues ? 'all scores meet their thresholds and no new issues were introduced' : 'all scores meet their thresholds';
  const parts: string[] = [];
  if (result.failures.length) {
    parts.push(`${result.failures.length === 1 ? 'a score is' : `${result.failures.length} scores are`} below threshold: ${result.failures.map(describeFailure).join('; ')}`);
  }
  if (result.newIssues?.length) {
    const shown = result.newIssues.slice(0, 5).map((i) => `${i.key} (${i.severity}) on ${i.evidence}`);
    const more = result.newIssues.length > 5 ? ` and ${result.newIssues.length - 5} more` : '';
    parts.push(`the change introduced ${result.newIssues.length} issue(s): ${shown.join(', ')}${more}`);
  }
  return parts.join('; ');
}
