import type { AuditRequest, AuditResult, Auditor } from './auditor.js';

export interface EngineAuditorOptions {
  maxPages?: number;
  concurrency?: number;
}

/**
 * The embedded engine behind the service's Auditor interface: the reference
 * service reports exactly what the action and CLI would find on their own.
 * The engine is loaded on first use so a service with the canned auditor
 * never pays for it.
 */
export function createEngineAuditor(opts: EngineAuditorOptions = {}): Auditor {
  return {
    async audit(req: AuditRequest, signal: AbortSignal): Promise<AuditResult> {
      const { isPreviewUrl } = await import('../engine/preview.js');
      const { auditSiteIsolated } = await import('../engine/isolated-audit.js');
      // Each audit on its own worker: bounded memory, and a runaway site cannot stall the service.
      const report = await auditSiteIsolated({
        url: req.url,
        maxPages: opts.maxPages,
        concurrency: opts.concurrency,
        preview: isPreviewUrl(req.url),
        signal,
      });
      if (report.status !== 'done' || report.overall === undefined || report.scores === undefined) {
        throw new Error(report.error?.message ?? `the engine could not audit ${req.url}`);
      }
      // The service owns the id, status and domain of its audits.
      const { auditId: _id, status: _status, domain: _domain, error: _error, ...body } = report;
      return { ...body, overall: report.overall, scores: report.scores, issues: report.issues };
    },
  };
}
