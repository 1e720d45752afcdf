import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Collector, PageAnalysis, createRuleRunner } from './analyze-page.js';
import type { FromWorker, ToWorker, WorkerInit } from './analysis-worker.js';
import type { FetchedPage, PageOutcome, RobotsFacts } from './types.js';

/**
 * Where the worker script is: next to this module. From the TypeScript sources
 * that is analysis-worker.ts (run with the same .js→.ts hooks as the benches);
 * from a bundle it must be a sibling bundle `analysis-worker.js` (ncc builds
 * one file per entry point, so the bundle script adds it as an entry). Without
 * it the engine analyses in-thread.
 */
export function findWorkerScript(): { url: URL; execArgv: string[] } | undefined {
  const js = sibling('./analysis-worker.js');
  if (existsSync(fileURLToPath(js))) return { url: js, execArgv: [] };
  // Only when this module itself runs from source: a bundle must not pick up stray .ts files.
  if (!import.meta.url.endsWith('.ts')) return undefined;
  const ts = sibling('./analysis-worker.ts');
  const hooks = sibling('../../scripts/ts-hooks.mjs');
  if (existsSync(fileURLToPath(ts)) && existsSync(fileURLToPath(hooks))) return { url: ts, execArgv: ['--import', hooks.href] };
  return undefined;
}

/**
 * Resolved at run time through a parameter on purpose: ncc copies any literal
 * `new URL('./file', import.meta.url)` target into the bundle as an asset.
 */
function sibling(file: string): URL {
  return new URL(file, import.meta.url);
}

interface Task {
  page: FetchedPage;
  /** Kept until the worker is done, so the page can be redone in-thread if the worker dies. */
  html?: string;
  resolveLinks(outcome: PageOutcome): void;
  linksSent: boolean;
  worker: PoolWorker;
}
interface PoolWorker {
  worker: Worker;
  pending: Map<number, Task>;
  alive: boolean;
}

export interface AnalysisPool {
  analyze(page: FetchedPage, robots: RobotsFacts): Promise<PageOutcome>;
  /** Resolves when every page handed out has been judged. */
  drain(): Promise<void>;
  close(): Promise<void>;
  /** Worker failures, for the report's notes. */
  readonly problems: string[];
}

/**
 * Parses and judges pages on worker threads. The crawler awaits one page at a
 * time; a worker answers with the links as soon as the page is parsed, so the
 * next page starts on the other worker while the rules of this one still run.
 * A dead worker's pages are redone in this thread.
 */
export function createAnalysisPool(opts: {
  size: number;
  init: WorkerInit;
  collector: Collector;
  /** In-thread fallback, with the same rules as the workers. */
  runner: ReturnType<typeof createRuleRunner>;
  script: { url: URL; execArgv: string[] };
}): AnalysisPool {
  const { collector, runner } = opts;
  const problems: string[] = [];
  let nextId = 0;
  let idle: (() => void) | undefined;
  const workers: PoolWorker[] = [];

  const inFlight = (): number => workers.reduce((n, w) => n + w.pending.size, 0);
  const settle = (): void => {
    if (inFlight() === 0) idle?.();
  };

  function inThread(task: Task): void {
    const page = { ...task.page, html: task.html };
    const prepared = runner.prepare(page);
    if (!task.linksSent) {
      collector.offerSample(prepared.template, page);
      task.resolveLinks({ links: prepared.links });
    }
    collector.add(runner.judge(prepared));
  }

  function onMessage(pw: PoolWorker, msg: FromWorker): void {
    const task = pw.pending.get(msg.id);
    if (!task) return;
    if (msg.type === 'links') {
      collector.offerSample(msg.template, { ...task.page, html: task.html });
      task.linksSent = true;
      task.resolveLinks({ links: msg.links });
      return;
    }
    pw.pending.delete(msg.id);
    if (msg.type === 'done') collector.add(msg.analysis as PageAnalysis);
    else {
      problems.push(`analysis worker failed on ${task.page.path} (${msg.message}); analysed in the main thread instead.`);
      inThread(task);
    }
    settle();
  }

  function onDeath(pw: PoolWorker, why: string): void {
    if (!pw.alive) return;
    pw.alive = false;
    if (pw.pending.size) problems.push(`an analysis worker stopped (${why}); its ${pw.pending.size} page(s) were analysed in the main thread.`);
    const tasks = [...pw.pending.values()];
    pw.pending.clear();
    for (const t of tasks) inThread(t);
    settle();
  }

  for (let i = 0; i < opts.size; i++) {
    const worker = new Worker(opts.script.url, {
      workerData: opts.init,
      execArgv: opts.script.execArgv,
      // A roomy young generation: each page's DOM is garbage within milliseconds,
      // and scavenging it is most of the GC cost. The old generation cap keeps
      // a worker from growing RSS past what one page at a time needs.
      resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 64 },
    });
    const pw: PoolWorker = { worker, pending: new Map(), alive: true };
    worker.on('message', (m: FromWorker) => onMessage(pw, m));
    worker.on('error', (e) => onDeath(pw, e.message));
    worker.on('exit', (code) => onDeath(pw, `exit code ${code}`));
    workers.push(pw);
  }

  return {
    problems,
    analyze(page, robots) {
      if (!collector.claim(page.path)) return Promise.resolve({ links: [] });
      const live = workers.filter((w) => w.alive);
      return new Promise<PageOutcome>((resolve) => {
        if (live.length === 0) {
          const task = { page, html: page.html, resolveLinks: resolve, linksSent: false } as Task;
          inThread(task);
          return;
        }
        const pw = live.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
        const id = nextId++;
        const { html, ...rest } = page;
        const task: Task = { page: rest as FetchedPage, html, resolveLinks: resolve, linksSent: false, worker: pw };
        pw.pending.set(id, task);
        pw.worker.postMessage({ id, page, robots: { status: robots.status, sitemaps: robots.sitemaps } } satisfies ToWorker);
      });
    },
    drain() {
      if (inFlight() === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idle = () => {
          idle = undefined;
          resolve();
        };
      });
    },
    async close() {
      await Promise.all(workers.map((w) => (w.alive ? w.worker.terminate().catch(() => 0) : 0)));
    },
  };
}
