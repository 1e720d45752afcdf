import { createHash } from 'node:crypto';
import type { AuditReport, ErrorDetail, Issue, PageReport, Scores } from '../report/schema.js';
import type { AuditTable } from './audit-table.js';
import { FAIL } from './page-record.js';
import { overallScore, pageScores, siteScores } from './scoring/index.js';
import { CATEGORY_ORDER } from './scoring/weights.js';
import type { Finding, RuleMeta } from './types.js';
import { ENGINE_NAME, ENGINE_VERSION } from './version.js';

export const NOTE_PREVIEW = 'Preview deployment: host-level noindex and canonicals to production were not counted as failures.';
export const NOTE_PERFORMANCE = 'Performance is a static estimate from server timing and page weight, not a lab measurement.';
export const noteCrawlLimited = (maxPages: number): string => `Crawl stopped at ${maxPages} pages (--max-pages).`;

/**
 * `aud_` + 12 hex of sha256(url + startedAt): stable for one run (so a report
 * and its logs agree) and unique across runs, without a random source that
 * would make tests and replays differ.
 */
export function auditIdFor(url: string, startedAt: Date): string {
  return 'aud_' + createHash('sha256').update(`${url}\n${startedAt.toISOString()}`).digest('hex').slice(0, 12);
}

export function domainOf(url: string): string {
  return new URL(url).hostname;
}

interface ReportBase {
  url: string;
  startedAt: Date;
  finishedAt: Date;
}

function base({ url, startedAt, finishedAt }: ReportBase): Pick<AuditReport, 'auditId' | 'domain' | 'url' | 'startedAt' | 'finishedAt' | 'engine'> {
  return {
    auditId: auditIdFor(url, startedAt),
    domain: domainOf(url),
    url,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
  };
}

/** A start URL that could not be audited: no scores, so no gate can pass on it by accident. */
export function failedReport(input: ReportBase & { error: ErrorDetail; notes?: string[] }): AuditReport {
  const b = base(input);
  return {
    auditId: b.auditId,
    domain: b.domain,
    status: 'failed',
    issues: [],
    url: b.url,
    pageCount: 0,
    pages: [],
    startedAt: b.startedAt,
    finishedAt: b.finishedAt,
    engine: b.engine,
    ...(input.notes?.length ? { notes: input.notes } : {}),
    error: input.error,
  };
}

/** One issue per (key, page): several findings become one message with a count. */
export function issueFor(meta: RuleMeta, path: string, findings: readonly Finding[], via?: string): Issue {
  const first = findings[0];
  let message = first?.message ?? meta.title;
  if (findings.length > 1) message += ` (+${findings.length - 1} more on this page)`;
  if (via) message += ` [seen on ${via}, which shares this page's template]`;
  const selector = findings.find((f) => f.selector)?.selector;
  const target = findings.find((f) => f.target)?.target;
  return {
    key: meta.key,
    severity: meta.severity,
    tier: meta.tier,
    category: meta.category,
    evidence: path,
    message,
    ...(selector !== undefined ? { selector } : {}),
    ...(target !== undefined ? { target } : {}),
  };
}

const SEVERITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Most severe first, then by category, key and page: a total order, so equal sites give equal lists. */
export function compareIssues(a: Issue, b: Issue): number {
  return (
    (SEVERITY_RANK[a.severity] ?? 3) - (SEVERITY_RANK[b.severity] ?? 3) ||
    CATEGORY_ORDER.indexOf(a.category as never) - CATEGORY_ORDER.indexOf(b.category as never) ||
    cmp(a.key, b.key) ||
    cmp(a.evidence, b.evidence)
  );
}

export function collectIssues(table: AuditTable): Issue[] {
  const issues: Issue[] = [];
  for (let p = 0; p < table.pageCount; p++) {
    for (let r = 0; r < table.rules.length; r++) {
      if (table.verdict(p, r) !== FAIL) continue;
      const cell = table.findings(p, r);
      issues.push(issueFor(table.rules[r], table.records[p].path, cell?.findings ?? [], cell?.via));
    }
  }
  for (const o of table.orphans) issues.push(issueFor(table.rules[o.rule], o.path, o.findings));
  return issues.sort(compareIssues);
}

export interface DoneReportInput extends ReportBase {
  table: AuditTable;
  sampled: readonly string[];
  notes: readonly string[];
}

export interface ScoredAudit {
  scores: Scores;
  overall?: number;
  pages: PageReport[];
}

export function scoreTable(table: AuditTable): ScoredAudit {
  const scores = siteScores(table);
  const pages = table.records.map(
    (r, p): PageReport => ({ path: r.path, status: r.status, ttfbMs: Math.round(r.ttfbMs), bytes: r.bytes, scores: pageScores(table, p) }),
  );
  return { scores, overall: overallScore(scores), pages };
}

export function doneReport(input: DoneReportInput): AuditReport {
  const b = base(input);
  const { scores, overall, pages } = scoreTable(input.table);
  return {
    auditId: b.auditId,
    domain: b.domain,
    status: 'done',
    ...(overall !== undefined ? { overall } : {}),
    scores,
    issues: collectIssues(input.table),
    url: b.url,
    pageCount: pages.length,
    pages,
    startedAt: b.startedAt,
    finishedAt: b.finishedAt,
    engine: b.engine,
    sampled: [...input.sampled],
    notes: [...input.notes],
  };
}
