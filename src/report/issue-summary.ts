import type { AuditReport, Issue } from './schema.js';
import { KNOWN_SEVERITIES } from './schema.js';

export interface IssueGroup {
  key: string;
  severity: string;
  category?: string;
  /** Pages the issue was found on. */
  pages: string[];
  message?: string;
}

const SEVERITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };
// An unknown severity from a newer service sorts after the known ones rather than failing.
const rank = (s: string): number => SEVERITY_RANK[s] ?? KNOWN_SEVERITIES.length;

/** Groups one-issue-per-page entries by key: what a reader scans first. */
export function groupIssues(issues: readonly Issue[]): IssueGroup[] {
  const byKey = new Map<string, IssueGroup>();
  for (const i of issues) {
    let g = byKey.get(i.key);
    if (!g) {
      g = { key: i.key, severity: i.severity, category: i.category, pages: [], message: i.message };
      byKey.set(i.key, g);
    }
    if (!g.pages.includes(i.evidence)) g.pages.push(i.evidence);
  }
  return [...byKey.values()].sort(
    (a, b) => rank(a.severity) - rank(b.severity) || b.pages.length - a.pages.length || a.key.localeCompare(b.key),
  );
}

export function countBySeverity(report: AuditReport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const i of report.issues) counts[i.severity] = (counts[i.severity] ?? 0) + 1;
  return counts;
}
