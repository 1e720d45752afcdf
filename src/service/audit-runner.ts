import { AuditReportSchema, CATEGORIES, type AuditReport } from '../report/schema.js';
import type { AuditResult, Auditor } from './auditor.js';
import type { AuditRow, Store } from './store.js';

export interface AuditRunnerOptions {
  store: Store;
  auditor: Auditor;
  /** Audits allowed to run at once; the rest wait queued. */
  concurrency: number;
  /** Called after an audit is stored as done, with the site's previous done audit if any. */
  onDone?: (audit: AuditRow, report: AuditReport, previous: AuditRow | undefined) => void;
  log?: (line: string) => void;
}

/**
 * Runs queued audits through the Auditor, at most `concurrency` at once, and
 * records queued -> running -> done/failed in the store. An audit interrupted
 * by close() stays "running" in the DB and is queued again at the next start.
 */
export class AuditRunner {
  private readonly opts: AuditRunnerOptions;
  private readonly queue: string[] = [];
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private closed = false;

  constructor(opts: AuditRunnerOptions) {
    if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) {
      throw new Error(`concurrency must be a positive integer, got ${opts.concurrency}`);
    }
    this.opts = opts;
  }

  /** Picks up work a previous process left behind. */
  resume(): void {
    const requeued = this.opts.store.requeueRunning();
    if (requeued > 0) this.opts.log?.(`requeued ${requeued} audit(s) interrupted by the previous shutdown`);
    for (const id of this.opts.store.queuedAuditIds()) this.queue.push(id);
    this.schedule();
  }

  enqueue(auditId: string): void {
    this.queue.push(auditId);
    this.schedule();
  }

  /**
   * Aborts running audits and waits for them to settle, but at most
   * `graceMs`: an auditor that ignores its signal must not hang shutdown
   * (its late result is dropped, since nothing is written once closed).
   */
  async close(graceMs = 5000): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    const inFlight = [...this.running.values()];
    for (const r of inFlight) r.controller.abort(new Error('service is shutting down'));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled(inFlight.map((r) => r.done)), grace]);
    clearTimeout(timer);
  }

  // Deferred so the request that queued an audit answers "queued" before it starts.
  private schedule(): void {
    setImmediate(() => this.pump());
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.opts.concurrency && this.queue.length > 0) {
      this.start(this.queue.shift()!);
    }
  }

  private start(id: string): void {
    const { store } = this.opts;
    const audit = store.getAudit(id);
    if (!audit || audit.status !== 'queued' || this.running.has(id)) return;
    store.markRunning(id);
    const controller = new AbortController();
    const done = this.run({ ...audit, status: 'running' }, controller.signal).finally(() => {
      this.running.delete(id);
      this.pump();
    });
    this.running.set(id, { controller, done });
  }

  private async run(audit: AuditRow, signal: AbortSignal): Promise<void> {
    const { store, auditor } = this.opts;
    let result: AuditResult;
    try {
      result = await auditor.audit({ url: audit.url, domain: audit.domain, auditId: audit.id }, signal);
    } catch (err) {
      if (this.closed) return;
      store.markFailed(audit.id, 'audit_failed', oneLine(err));
      return;
    }
    if (this.closed) return;
    const report = buildReport(audit, result);
    if (typeof report === 'string') {
      store.markFailed(audit.id, 'audit_invalid', report);
      return;
    }
    const previous = store.latestDoneAudit(audit.siteId);
    store.markDone(audit.id, report, String(report.finishedAt));
    try {
      this.opts.onDone?.(audit, report, previous);
    } catch (err) {
      this.opts.log?.(`after-audit hook failed for ${audit.id}: ${oneLine(err)}`);
    }
  }
}

/**
 * The stored report: the auditor's body with the service's own fields on top,
 * scores rounded and clamped to our 0-100 integer contract. Returns a one-line
 * reason instead when the auditor's body does not fit the report schema.
 */
export function buildReport(audit: AuditRow, result: AuditResult): AuditReport | string {
  const { error: _ignored, ...body } = result as AuditResult & { error?: unknown };
  if (!isFiniteNumber(result.overall)) return 'auditor returned no numeric "overall" score';
  const scores: Record<string, unknown> = { ...result.scores };
  for (const c of CATEGORIES) if (isFiniteNumber(scores[c])) scores[c] = toScore(scores[c]);
  const parsed = AuditReportSchema.safeParse({
    ...body,
    auditId: audit.id,
    domain: audit.domain,
    status: 'done',
    siteId: audit.siteId,
    url: result.url ?? audit.url,
    overall: toScore(result.overall),
    scores,
    startedAt: result.startedAt ?? audit.startedAt ?? undefined,
    finishedAt: result.finishedAt ?? new Date().toISOString(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `auditor returned an invalid report: "${issue.path.join('.')}" ${issue.message}`;
  }
  return parsed.data;
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function toScore(n: number): number {
  return Math.min(100, Math.max(0, Math.round(n)));
}

export function oneLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}
