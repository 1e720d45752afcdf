import type { GateResult } from '../../report/gate.js';
import { gateReasons } from '../../report/gate.js';
import type { Thresholds } from '../../report/thresholds.js';
import { formatThresholds } from '../../report/thresholds.js';
import type { AuditReport } from '../../report/schema.js';
import { escapeCell, renderScoresTable, renderTopIssues } from '../../report/render-markdown.js';
import { renderDiffMarkdown, type DiffPair } from '../../report/render-diff.js';
import { reportLabel } from '../../report/gate.js';

/** The hidden marker that makes the comment sticky: found and updated in place on every run. */
export function commentMarker(tag: string): string {
  return `<!-- seo-audit-action:${tag.replace(/--+/g, '-').replace(/[^\w.-]/g, '_')} -->`;
}

export interface CommentContext {
  marker: string;
  reports: readonly AuditReport[];
  pairs?: readonly DiffPair[];
  gate: GateResult;
  thresholds: Thresholds;
  errors: ReadonlyArray<{ url: string; message: string }>;
  sha?: string;
  runUrl?: string;
}

// GitHub rejects comment bodies over 65,536 characters.
const MAX_BODY = 60_000;

export function renderPrComment(c: CommentContext): string {
  const failed = !c.gate.passed || c.errors.length > 0;
  const lines: string[] = [c.marker, `### SEO audit ${failed ? '❌ failed' : '✅ passed'}`, ''];
  const withBaseline = c.pairs?.some((p) => p.base);
  lines.push(withBaseline ? renderDiffMarkdown(c.pairs!) : renderScoresTable(c.reports, c.thresholds), '');
  const th = formatThresholds(c.thresholds);
  lines.push(th ? `Thresholds: \`${th}\`` : '_No thresholds set: this comment reports, the check does not gate._', '');
  const reasons = gateReasons(c.gate);
  for (const r of reasons) lines.push(`- ❌ ${escapeCell(r)}`);
  for (const e of c.errors) lines.push(`- ⚠️ ${escapeCell(e.url)}: ${escapeCell(e.message)}`);
  if (reasons.length || c.errors.length) lines.push('');
  for (const r of c.reports) {
    lines.push(`<details><summary>Top issues on ${escapeCell(reportLabel(r))} (${r.issues.length})</summary>`, '', renderTopIssues(r, 15), '', '</details>', '');
  }
  const footer = [c.sha ? `commit ${c.sha.slice(0, 7)}` : '', c.runUrl ? `[workflow run](${c.runUrl})` : ''].filter(Boolean).join(' · ');
  if (footer) lines.push(`<sub>${footer}</sub>`);
  let body = lines.join('\n');
  if (body.length > MAX_BODY) body = body.slice(0, MAX_BODY) + '\n\n_…cut to fit GitHub’s comment size limit; the full result is in the job summary._';
  return body;
}
