import type { AuditReport } from '../report/schema.js';

/**
 * What the service asks an audit engine to do. The service owns ids, statuses
 * and timestamps; an Auditor only turns a URL into scores and issues, so the
 * canned auditor, the embedded engine and a remote engine plug in alike.
 */
export interface AuditRequest {
  url: string;
  domain: string;
  auditId: string;
}

/**
 * The report body an Auditor returns: scores, overall and issues are required;
 * the optional fields (pages, engine, notes, ...) and any extra fields pass
 * through to the report as they are. `auditId`, `domain`, `status` and `error`
 * belong to the service and are overwritten if present.
 */
export type AuditResult = Required<Pick<AuditReport, 'overall' | 'scores' | 'issues'>> &
  Partial<
    Pick<AuditReport, 'url' | 'pageCount' | 'pages' | 'startedAt' | 'finishedAt' | 'engine' | 'sampled' | 'notes'>
  > &
  Record<string, unknown>;

export interface Auditor {
  /**
   * Resolves with the report body, or rejects: an Error becomes a failed audit
   * with `error.code` "audit_failed" and the Error's message. `signal` aborts
   * when the service closes; the auditor should stop promptly and reject.
   */
  audit(req: AuditRequest, signal: AbortSignal): Promise<AuditResult>;
}
