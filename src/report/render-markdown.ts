import { markdownTable } from 'markdown-table';
import type { AuditReport } from './schema.js';
import { reportLabel, scoreOf, type GateResult } from './gate.js';
import { GATE_TARGETS, type Thresholds } from './thresholds.js';
import { groupIssues } from './issue-summary.js';

export const CATEGORY_LABELS: Record<(typeof GATE_TARGETS)[number], string> = {
  overall: 'Overall',
  performance: 'Performance',
  seo: 'SEO',
  accessibility: 'Accessibility',
  bestPractices: 'Best practices',
};

/** Markdown table cells must not break the table or smuggle markup from a crawled page. */
export function escapeCell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;')).replace(/\r?\n/g, ' ');
}

function scoreCell(score: number | undefined, threshold: number | undefined): string {
  if (score === undefined) return threshold === undefined ? '–' : '– ❌';
  const shown = String(Math.round(score));
  if (threshold === undefined) return shown;
  return score >= threshold ? `${shown} ✅` : `${shown} ❌ (< ${threshold})`;
}

export function renderScoresTable(reports: readonly AuditReport[], thresholds: Thresholds): string {
  const header = ['URL', ...GATE_TARGETS.map((t) => CATEGORY_LABELS[t])];
  const rows = reports.map((r) => [
    escapeCell(reportLabel(r)),
    ...GATE_TARGETS.map((t) => scoreCell(scoreOf(r, t), thresholds[t])),
  ]);
  return markdownTable([header, ...rows], { align: ['l', ...GATE_TARGETS.map(() => 'c' as const)] });
}

export function renderTopIssues(report: AuditReport, limit = 10): string {
  const groups = groupIssues(report.issues);
  if (groups.length === 0) return '_No issues found._';
  const rows = groups.slice(0, limit).map((g) => [
    `\`${escapeCell(g.key)}\``,
    escapeCell(g.severity),
    escapeCell(g.category ?? ''),
    String(g.pages.length),
    escapeCell(g.pages.slice(0, 3).join(', ') + (g.pages.length > 3 ? ', …' : '')),
  ]);
  const table = markdownTable([['Issue', 'Severity', 'Category', 'Pages', 'Where'], ...rows]);
  const more = groups.length > limit ? `\n\n_…and ${groups.length - limit} more kinds of issue in the JSON report._` : '';
  return table + more;
}

/** The job summary and the `--format markdown` output. */
export function renderMarkdownSummary(reports: readonly AuditReport[], gate: GateResult, thresholds: Thresholds): string {
  const lines: string[] = ['## SEO audit', ''];
  const newCount = gate.newIssues?.length ?? 0;
  const why = [gate.failures.length ? `${gate.failures.length} score(s) below threshold` : '', newCount ? `${newCount} new issue(s) introduced` : '']
    .filter(Boolean)
    .join(', ');
  lines.push(gate.passed ? '**Passed**: every score meets its threshold.' : `**Failed**: ${why}.`, '');
  lines.push(renderScoresTable(reports, thresholds), '');
  for (const r of reports) {
    const pages = r.pageCount !== undefined ? ` · ${r.pageCount} page(s)` : '';
    lines.push(`<details><summary>${escapeCell(reportLabel(r))} · ${r.issues.length} issue(s)${pages} · <code>${escapeCell(r.auditId)}</code></summary>`, '');
    lines.push(renderTopIssues(r), '');
    for (const note of r.notes ?? []) lines.push(`> ${escapeCell(note)}`, '');
    lines.push('</details>', '');
  }
  return lines.join('\n');
}
