import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let tuned = false;

/**
 * Keeps V8's heap close to what is live. An audit parses thousands of pages
 * whose DOMs die within milliseconds; at that allocation rate V8 grows the old
 * generation to several times the live data after each full GC. Limiting the
 * growth step to 20% measured 607 → 417 MB peak RSS at 10,000 pages and 471 →
 * 340 MB at 4,000, at no measurable cost in pages/s (bench/run.ts).
 *
 * This is a process-wide V8 flag, set once when the first audit starts; Node
 * documents flags set after start-up as best effort, and this one is read at
 * every full GC. The CLI and the action own their process, so that is ours to
 * tune; embedders can opt out with SEO_AUDIT_NO_HEAP_TUNING=1.
 */
export function tuneHeapForAudit(): void {
  if (tuned || process.env.SEO_AUDIT_NO_HEAP_TUNING === '1') return;
  tuned = true;
  setFlagsFromString('--heap-growing-percent=20');
}

type GcFunction = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * A function that hands the heap's free memory back to the OS, or undefined
 * where that cannot be had (SEO_AUDIT_NO_HEAP_TUNING=1).
 *
 * Why: an ordinary full GC frees dead pages to V8's own pool, not to the OS,
 * so RSS stays at its high-water mark: at 10,000 pages the engine's worker
 * held ~245 MB of which ~43 MB was live, and loading jsdom and axe on top of
 * that made the audit's peak. Only V8's memory-reducing GC (the "last-resort"
 * flavour of the gc extension) releases pooled pages and shrinks the young
 * generation. Measured at the end of a 10,000-page crawl: 245 → 162 MB RSS in
 * ~90 ms.
 *
 * The gc extension is only installed on contexts created while --expose-gc is
 * on, so it is switched on for one fresh context and off again at once: no
 * other context (a jsdom window included) ever sees a `gc` global. Only for
 * threads the audit owns (isolated-audit.ts): a library caller's heap is its own.
 */
export function memoryReleaser(): (() => void) | undefined {
  if (process.env.SEO_AUDIT_NO_HEAP_TUNING === '1') return undefined;
  const gc = exposedGc();
  return gc && (() => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
}

function exposedGc(): GcFunction | undefined {
  // Started with --expose-gc: use that, and leave the flag as the user set it.
  const own = (globalThis as { gc?: GcFunction }).gc;
  if (typeof own === 'function') return own;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as GcFunction) : undefined;
  } catch {
    return undefined;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * A checkpoint that calls `release` once RSS has grown by `budgetMb` since the
 * last release (or since the first checkpoint), so small audits never pay for
 * a GC and large ones stay near their live size. The caller picks the budget:
 * a crawl refills ~40 MB of short-lived garbage within half a second of a
 * release, so between pages only a large growth is worth 40-130 ms of GC;
 * between phases, where what the last phase left is all dead, a small one is.
 *
 * Measured with `npm run bench` at 10,000 pages: releasing only between the
 * phases and after axe samples gave 275-282 MB peak RSS; also releasing
 * during the crawl gave 257 MB for 0.6 s more (2%).
 */
export function createMemoryGovernor(release: () => void, rss: () => number = () => process.memoryUsage.rss()): (budgetMb: number) => void {
  // Measured from the first checkpoint, not from creation: by then the
  // crawl's working set has formed, and releasing it would only see it refill.
  let baseline: number | undefined;
  return (budgetMb) => {
    const now = rss();
    if (baseline === undefined) baseline = now;
    if (now - baseline < budgetMb * 1024 * 1024) return;
    release();
    baseline = rss();
  };
}
