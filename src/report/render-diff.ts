import { markdownTable } from 'markdown-table';
import type { AuditReport } from './schema.js';
import { diffReports, formatDelta, matchBaseline, type ReportDiff } from './diff.js';
import { reportLabel } from './gate.js';
import { CATEGORY_LABELS, escapeCell } from './render-markdown.js';
import { groupIssues } from './issue-summary.js';

export interface DiffPair {
  head: AuditReport;
  base?: AuditReport;
  diff: ReportDiff;
}

export function pairWithBaselines(heads: readonly AuditReport[], baselines: readonly AuditReport[]): DiffPair[] {
  return heads.map((head) => {
    const base = matchBaseline(head, baselines);
    return { head, base, diff: diffReports(base, head) };
  });
}

const cell = (base: number | null, head: number | null, delta: number | null): string => {
  if (head === null) return '–';
  if (base === null) return String(head);
  return delta ? `${base} → **${head}** (${formatDelta(delta)})` : `${head} (±0)`;
};

export function renderDiffMarkdown(pairs: readonly DiffPair[]): string {
  const lines: string[] = [];
  const header = ['URL', ...pairs[0]?.diff.scores.map((s) => CATEGORY_LABELS[s.target]) ?? []];
  const rows = pairs.map((p) => [escapeCell(reportLabel(p.head)), ...p.diff.scores.map((s) => cell(s.base, s.head, s.delta))]);
  lines.push(markdownTable([header, ...rows]), '');
  for (const p of pairs) {
    if (!p.base) continue;
    const intro = groupIssues(p.diff.introduced);
    const fixed = groupIssues(p.diff.resolved);
    if (!intro.length && !fixed.length) continue;
    lines.push(`**${escapeCell(reportLabel(p.head))}**`, '');
    for (const g of intro) lines.push(`- 🔴 new \`${escapeCell(g.key)}\` (${escapeCell(g.severity)}) on ${g.pages.slice(0, 5).map((x) => `\`${escapeCell(x)}\``).join(', ')}${g.pages.length > 5 ? ` and ${g.pages.length - 5} more` : ''}`);
    for (const g of fixed) lines.push(`- 🟢 fixed \`${escapeCell(g.key)}\` on ${g.pages.length} page(s)`);
    lines.push('');
  }
  return lines.join('\n');
}

export function renderDiffText(pairs: readonly DiffPair[]): string {
  const out: string[] = [];
  for (const p of pairs) {
    if (!p.base) {
      out.push(`${reportLabel(p.head)}: no baseline to compare with`);
      continue;
    }
    out.push(`${reportLabel(p.head)} compared with ${reportLabel(p.base)}:`);
    for (const s of p.diff.scores) {
      if (s.head === null && s.base === null) continue;
      out.push(`  ${CATEGORY_LABELS[s.target].padEnd(15)}${String(s.base ?? '-').padStart(3)} -> ${String(s.head ?? '-').padStart(3)}  ${formatDelta(s.delta)}`);
    }
    for (const g of groupIssues(p.diff.introduced)) out.push(`  new    ${g.key} (${g.severity}) on ${g.pages.slice(0, 3).join(', ')}${g.pages.length > 3 ? ', ...' : ''}`);
    for (const g of groupIssues(p.diff.resolved)) out.push(`  fixed  ${g.key} on ${g.pages.length} page(s)`);
  }
  return out.join('\n');
}
