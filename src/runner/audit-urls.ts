import type { AuditReport } from '../report/schema.js';
import { createClient, formatDuration, pollAudit } from '../api/index.js';
import type { AuditProgress } from '../engine/audit-options.js';

/**
 * The one place that turns URLs into reports, through the audit service when
 * one is configured and through the embedded engine otherwise. The action, the
 * CLI and the webhook receiver all come through here, so both paths behave the
 * same wherever the audit is started from.
 */

export type AuditBackend =
  | { kind: 'service'; apiUrl: string; apiKey?: string }
  | { kind: 'engine'; maxPages: number; concurrency: number; preview: boolean | 'auto'; checkExternal: boolean };

export interface AuditRun {
  urls: readonly URL[];
  backend: AuditBackend;
  timeoutMs: number;
  signal?: AbortSignal;
  /** One human line per step, for logs and stderr. */
  log?(line: string): void;
  /** Engine progress (crawl, then axe sampling), for a progress bar. */
  onProgress?(url: string, progress: AuditProgress): void;
}

export interface AuditOutcome {
  url: string;
  report?: AuditReport;
  /** Why this URL has no report; the other URLs' reports are kept. */
  error?: Error;
}

export async function auditUrls(run: AuditRun): Promise<AuditOutcome[]> {
  if (run.backend.kind === 'service') return viaService(run, run.backend);
  // The poller keeps its own deadline (and names the audit it gave up on); the engine needs one here.
  const deadline = AbortSignal.timeout(run.timeoutMs);
  return viaEngine(run, run.backend, run.signal ? AbortSignal.any([run.signal, deadline]) : deadline);
}

async function viaService(run: AuditRun, backend: Extract<AuditBackend, { kind: 'service' }>): Promise<AuditOutcome[]> {
  const signal = run.signal;
  const client = createClient({ baseUrl: backend.apiUrl, apiKey: backend.apiKey });
  const log = run.log ?? (() => {});
  // Audits run on the service, so start them all at once and poll them side by side.
  try {
    return await Promise.all(
    run.urls.map(async (url): Promise<AuditOutcome> => {
      try {
        const accepted = await client.startAudit({ url: url.href, domain: url.hostname }, { signal });
        log(`started ${accepted.auditId} for ${url.href}`);
        let last = accepted.status;
        const report = await pollAudit(client, accepted.auditId, {
          timeoutMs: run.timeoutMs,
          signal,
          onStatus(status) {
            if (status !== last) log(`${accepted.auditId}: ${status}`);
            last = status;
          },
        });
        log(`${accepted.auditId}: done, overall ${report.overall ?? '-'}`);
        return { url: url.href, report: { ...report, url: report.url ?? url.href } };
      } catch (error) {
        return { url: url.href, error: error as Error };
      }
    }),
    );
  } finally {
    await client.close();
  }
}

async function viaEngine(run: AuditRun, backend: Extract<AuditBackend, { kind: 'engine' }>, signal: AbortSignal): Promise<AuditOutcome[]> {
  const { isPreviewUrl } = await import('../engine/preview.js');
  const { auditSiteIsolated } = await import('../engine/isolated-audit.js');
  const log = run.log ?? (() => {});
  const outcomes: AuditOutcome[] = [];
  // The engine is already concurrent within a site; one site at a time keeps
  // memory and the load on the audited host bounded.
  for (const url of run.urls) {
    const preview = backend.preview === 'auto' ? isPreviewUrl(url.href) : backend.preview;
    log(`auditing ${url.href} with the embedded engine${preview ? ' (preview deployment)' : ''}`);
    try {
      const report = await auditSiteIsolated({
        url: url.href,
        maxPages: backend.maxPages,
        concurrency: backend.concurrency,
        preview,
        checkExternal: backend.checkExternal,
        signal,
        onProgress: (p) => run.onProgress?.(url.href, p),
      });
      if (report.status !== 'done') {
        const why = report.error?.message ?? `status ${report.status}`;
        outcomes.push({ url: url.href, report, error: new Error(`audit ${report.auditId} failed: ${why}`) });
        continue;
      }
      log(`${url.href}: ${report.pageCount ?? '?'} page(s), overall ${report.overall ?? '-'}`);
      outcomes.push({ url: url.href, report });
    } catch (error) {
      const e = error as Error;
      outcomes.push({
        url: url.href,
        error: signal.aborted && !run.signal?.aborted ? new Error(`gave up after ${formatDuration(run.timeoutMs)} auditing ${url.href}`) : e,
      });
    }
  }
  return outcomes;
}
