import { z } from 'zod';
import type { AuditReport, Issue } from './schema.js';
import { GATE_TARGETS, GateTargetSchema } from './thresholds.js';
import { scoreOf } from './gate.js';

export const ScoreDeltaSchema = z.object({
  target: GateTargetSchema,
  base: z.number().nullable(),
  head: z.number().nullable(),
  /** head - base, null when either side has no score. */
  delta: z.number().nullable(),
});
export type ScoreDelta = z.infer<typeof ScoreDeltaSchema>;

export interface ReportDiff {
  scores: ScoreDelta[];
  /** Issues in head that base did not have (by key and page). */
  introduced: Issue[];
  /** Issues in base that head no longer has. */
  resolved: Issue[];
}

const issueId = (i: Issue): string => `${i.key}\u0000${i.evidence}`;

/** Compares a report with its baseline: what a reviewer wants to know about a change. */
export function diffReports(base: AuditReport | undefined, head: AuditReport): ReportDiff {
  const scores = GATE_TARGETS.map((target) => {
    const b = base ? scoreOf(base, target) : undefined;
    const h = scoreOf(head, target);
    return { target, base: b ?? null, head: h ?? null, delta: b !== undefined && h !== undefined ? h - b : null };
  });
  if (!base) return { scores, introduced: [], resolved: [] };
  const baseIds = new Set(base.issues.map(issueId));
  const headIds = new Set(head.issues.map(issueId));
  return {
    scores,
    introduced: head.issues.filter((i) => !baseIds.has(issueId(i))),
    resolved: base.issues.filter((i) => !headIds.has(issueId(i))),
  };
}

export function formatDelta(delta: number | null): string {
  if (delta === null || delta === 0) return delta === 0 ? '±0' : '';
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/**
 * Pairs each head report with its baseline by URL, falling back to the domain so
 * a preview URL that changes per deploy still meets its production baseline.
 */
export function matchBaseline(head: AuditReport, baselines: readonly AuditReport[]): AuditReport | undefined {
  return (
    baselines.find((b) => b.url !== undefined && b.url === head.url) ??
    (baselines.length === 1 ? baselines[0] : baselines.find((b) => b.domain === head.domain))
  );
}
