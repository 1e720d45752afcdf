import type { AuditReport } from '../report/schema.js';
import type { AuditSiteOptions } from './audit-options.js';
import { runAudit } from './audit.js';
import { defaultEngineDeps } from './engine-deps.js';
import { createMemoryGovernor, memoryReleaser, tuneHeapForAudit } from './heap-tuning.js';

export { isPreviewUrl } from './preview.js';
export type { AuditSiteOptions, AuditProgress } from './audit-options.js';
export { ENGINE_NAME, ENGINE_VERSION } from './version.js';

/**
 * Audits a site in-process: crawls it, runs every rule, samples templates with
 * axe-core and returns the same report shape as the service. A start URL that
 * cannot be audited gives a report with status 'failed' and `error`; only an
 * abort (opts.signal) or a programming error rejects.
 */
export async function auditSite(opts: AuditSiteOptions): Promise<AuditReport> {
  tuneHeapForAudit();
  return runAudit(opts, await defaultEngineDeps());
}

/**
 * auditSite for a thread that runs nothing but this audit (the engine worker,
 * isolated-audit.ts): it also hands memory that is no longer live back to the
 * OS as the audit goes, which a library caller's thread should not have done
 * to it.
 */
export async function auditSiteOwningThread(opts: AuditSiteOptions): Promise<AuditReport> {
  tuneHeapForAudit();
  const release = memoryReleaser();
  return runAudit(opts, { ...(await defaultEngineDeps()), ...(release ? { memoryCheckpoint: createMemoryGovernor(release) } : {}) });
}
