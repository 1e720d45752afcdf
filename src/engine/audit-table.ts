import { comparePaths } from './analyze-page.js';
import type { AxeOutcome } from './axe-pass.js';
import { FAIL, NOT_APPLICABLE, PASS, setVerdict, type PageRecord, type VerdictCode } from './page-record.js';
import type { VerdictMatrix } from './scoring/index.js';
import type { Finding, Rule, RuleMeta, SiteRuleResult } from './types.js';

/** Findings behind one failing verdict; `via` names the sampled page when the verdict was extended from it. */
export interface CellFindings {
  findings: readonly Finding[];
  via?: string;
}

/** Every verdict of the audit, pages sorted by path: what scores and issues are computed from. */
export interface AuditTable extends VerdictMatrix {
  records: readonly PageRecord[];
  findings(page: number, rule: number): CellFindings | undefined;
  /** Site-rule findings on paths that were not audited pages (e.g. '/' when the audit started deeper). */
  orphans: Array<{ rule: number; path: string; findings: Finding[] }>;
}

/** Writes site rules' verdicts into the page records (same rule index as their page rules). */
export function applySiteResults(records: readonly PageRecord[], results: ReadonlyMap<number, SiteRuleResult>): AuditTable['orphans'] {
  const byPath = new Map(records.map((r) => [r.path, r]));
  const orphans: AuditTable['orphans'] = [];
  for (const [i, result] of results) {
    const findingsByPath = new Map<string, Finding[]>();
    for (const { path, ...finding } of result.findings) {
      let list = findingsByPath.get(path);
      if (!list) findingsByPath.set(path, (list = []));
      list.push(finding);
    }
    const applicable = result.applicable === '*' ? null : new Set(result.applicable);
    for (const record of records) {
      const f = findingsByPath.get(record.path) ?? [];
      // A finding on a page makes the rule applicable there even if the rule forgot to list it.
      setVerdict(record, i, f, applicable === null || applicable.has(record.path) || f.length > 0);
    }
    for (const [path, findings] of findingsByPath) if (!byPath.has(path)) orphans.push({ rule: i, path, findings });
  }
  return orphans;
}

export function buildAuditTable(records: readonly PageRecord[], staticRules: readonly Rule[], axe: AxeOutcome | undefined, orphans: AuditTable['orphans'] = []): AuditTable {
  const sorted = [...records].sort((a, b) => comparePaths(a.path, b.path));
  const axeMetas: RuleMeta[] = axe ? [...axe.metas.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) : [];
  const rules: RuleMeta[] = [...staticRules.map((r) => r.meta), ...axeMetas];
  const s = staticRules.length;

  function axeCell(page: number, rule: number): { findings: Finding[]; via: string } | undefined {
    const template = sorted[page].template;
    if (!axe || template === undefined) return undefined;
    const t = axe.byTemplate.get(template);
    const findings = t?.verdicts.get(rules[rule].key);
    return t && findings ? { findings, via: t.samplePath } : undefined;
  }

  return {
    rules,
    records: sorted,
    pageCount: sorted.length,
    orphans,
    verdict(page: number, rule: number): VerdictCode {
      if (rule < s) return sorted[page].verdicts[rule] as VerdictCode;
      const cell = axeCell(page, rule);
      if (!cell) return NOT_APPLICABLE;
      return cell.findings.length ? FAIL : PASS;
    },
    performance: (page) => sorted[page].performance,
    findings(page: number, rule: number): CellFindings | undefined {
      if (rule < s) {
        const f = sorted[page].findings?.get(rule);
        return f ? { findings: f } : undefined;
      }
      const cell = axeCell(page, rule);
      if (!cell || cell.findings.length === 0) return undefined;
      return cell.via === sorted[page].path ? { findings: cell.findings } : cell;
    },
  };
}
