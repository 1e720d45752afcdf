import type { AuditReport } from './schema.js';
import { gateReasons, reportLabel, scoreOf, type GateResult } from './gate.js';
import { GATE_TARGETS, type Thresholds } from './thresholds.js';
import { CATEGORY_LABELS } from './render-markdown.js';
import { groupIssues } from './issue-summary.js';

/** Plain text for terminals and CI logs: aligned, no markup, no colour codes. */
export function renderText(reports: readonly AuditReport[], gate: GateResult, thresholds: Thresholds): string {
  const out: string[] = [];
  for (const r of reports) {
    out.push(`${reportLabel(r)}  (${r.auditId}${r.pageCount !== undefined ? `, ${r.pageCount} pages` : ''})`);
    for (const t of GATE_TARGETS) {
      const score = scoreOf(r, t);
      const th = thresholds[t];
      const mark = th === undefined ? '' : score !== undefined && score >= th ? `  ok (>= ${th})` : `  FAIL (< ${th})`;
      out.push(`  ${CATEGORY_LABELS[t].padEnd(15)}${score === undefined ? '-' : String(Math.round(score)).padStart(3)}${mark}`);
    }
    const groups = groupIssues(r.issues);
    if (groups.length) {
      out.push(`  ${r.issues.length} issue(s):`);
      for (const g of groups.slice(0, 15)) {
        out.push(`    ${g.severity.padEnd(7)}${g.key} on ${g.pages.length} page(s): ${g.pages.slice(0, 3).join(', ')}${g.pages.length > 3 ? ', ...' : ''}`);
      }
      if (groups.length > 15) out.push(`    ... and ${groups.length - 15} more kinds (see the JSON report)`);
    }
    for (const note of r.notes ?? []) out.push(`  note: ${note}`);
    out.push('');
  }
  out.push(gate.passed ? 'PASSED: all scores meet their thresholds' : `FAILED: ${gateReasons(gate).join('; ')}`);
  return out.join('\n');
}
