import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { AuditReport } from '../report/schema.js';
import { AUDIT_DEFAULTS, type AuditProgress, type AuditSiteOptions } from './audit-options.js';

/**
 * Runs an audit on a worker thread with a capped young generation.
 *
 * Why: parsing thousands of pages allocates DOMs that die within milliseconds,
 * and V8 sizes the young generation for throughput, which measured ~90 MB of
 * extra peak RSS. Node cannot change that size
 * after start-up, and an action cannot pass node flags, but a worker's
 * `resourceLimits` can. The worker also bounds a runaway audit: it runs out of
 * memory alone, with a message, instead of taking the runner down. And as
 * the thread is the audit's own, the audit hands dead memory back to the OS
 * as it goes (auditSiteOwningThread): 326 → 257 MB peak RSS at 10,000 pages.
 *
 * The worker is the running bundle itself, re-entered with a marker in
 * workerData (each entry point checks `isEngineWorker()` first); from the
 * TypeScript sources it is engine-worker.ts under the same .js->.ts hooks.
 */

const MARK = 'seo-audit-engine-worker';
/**
 * Measured with `npm run bench` (bundled CLI, 2,000 pages): 24 MB 285 pages/s
 * and 257 MB peak RSS, 32 MB 299 pages/s and 271 MB, 64 MB 319 pages/s and
 * 299 MB. 32 keeps the speed target. SEO_AUDIT_YOUNG_MB overrides it, for benches.
 */
export const YOUNG_GENERATION_MB = Number(process.env.SEO_AUDIT_YOUNG_MB ?? 32);

type Serializable = Omit<AuditSiteOptions, 'signal' | 'onProgress' | 'now'>;
type FromWorker =
  | { type: 'progress'; progress: AuditProgress }
  | { type: 'done'; json: string }
  | { type: 'error'; message: string };

export function isEngineWorker(): boolean {
  return !isMainThread && (workerData as Record<string, unknown> | null)?.[MARK] === true;
}

/** The worker side: runs the one audit it was started for and reports back. */
export async function serveEngineWorker(): Promise<void> {
  const port = parentPort!;
  const abort = new AbortController();
  port.on('message', (m: { type: string }) => {
    if (m.type === 'abort') abort.abort(new Error('audit cancelled'));
  });
  try {
    const { auditSiteOwningThread } = await import('./index.js');
    const report = await auditSiteOwningThread({
      ...(workerData as { opts: Serializable }).opts,
      signal: abort.signal,
      onProgress: (progress) => port.postMessage({ type: 'progress', progress } satisfies FromWorker),
    });
    // As JSON text, one flat string: a structured clone of a 10,000-page report
    // would hold two object graphs at once. The parent parses it after this
    // worker's heap is gone.
    port.postMessage({ type: 'done', json: JSON.stringify(report) } satisfies FromWorker);
  } catch (e) {
    port.postMessage({ type: 'error', message: (e as Error).message } satisfies FromWorker);
  } finally {
    port.close();
  }
}

function workerScript(): { url: URL; execArgv: string[] } | undefined {
  const self = new URL(import.meta.url);
  if (!self.pathname.endsWith('.ts')) return { url: self, execArgv: [] };
  const ts = sibling('engine-worker.ts');
  const hooksUrl = sibling('../../scripts/ts-hooks.mjs');
  if (existsSync(fileURLToPath(ts)) && existsSync(fileURLToPath(hooksUrl))) return { url: ts, execArgv: ['--import', hooksUrl.href] };
  return undefined;
}

/** Through a parameter on purpose: ncc copies literal `new URL('./x', import.meta.url)` targets into dist/. */
function sibling(file: string): URL {
  return new URL(file, import.meta.url);
}

/** auditSite on a worker thread; falls back to this thread where no worker can be had. */
export async function auditSiteIsolated(opts: AuditSiteOptions): Promise<AuditReport> {
  const script = workerScript();
  if (!script || opts.now) {
    const { auditSite } = await import('./index.js');
    return auditSite(opts);
  }
  const { signal, onProgress, now: _now, ...serializable } = opts;
  signal?.throwIfAborted();
  return new Promise<AuditReport>((resolve, reject) => {
    const worker = new Worker(script.url, {
      workerData: { [MARK]: true, opts: serializable satisfies Serializable },
      execArgv: script.execArgv,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => {
      worker.postMessage({ type: 'abort' });
      // A page stuck in a rule cannot see the signal; do not wait on it for long.
      setTimeout(() => void worker.terminate(), 2000).unref();
      settle(() => reject(signal!.reason instanceof Error ? signal!.reason : new Error('audit cancelled')));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (m: FromWorker) => {
      if (m.type === 'progress') onProgress?.(m.progress);
      else if (m.type === 'done') {
        const json = m.json;
        settle(() => void worker.terminate().then(() => resolve(JSON.parse(json) as AuditReport), reject));
      }
      else settle(() => reject(new Error(m.message)));
    });
    worker.on('error', (e: Error & { code?: string }) => {
      const message =
        e.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `the audit of ${opts.url} ran out of memory; lower max-pages (it was ${opts.maxPages ?? AUDIT_DEFAULTS.maxPages})`
          : `the audit of ${opts.url} stopped: ${e.message}`;
      settle(() => reject(new Error(message)));
    });
    worker.on('exit', (code) => settle(() => reject(new Error(`the audit of ${opts.url} stopped unexpectedly (worker exit ${code})`))));
  });
}

/** Starts the worker side when this thread is an engine worker; true if it was. */
export function runIfEngineWorker(): boolean {
  if (!isEngineWorker()) return false;
  void serveEngineWorker();
  return true;
}
