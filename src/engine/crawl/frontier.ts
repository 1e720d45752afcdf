import { pathPattern } from './normalize-url.js';

/** Bounds that stop URL spaces which never end (calendars, faceted search, session ids). */
export interface FrontierLimits {
  maxDepth: number;
  maxUrlLength: number;
  /** Distinct query strings accepted per path (`/search?q=a`, `/search?q=b` ...). */
  maxQueryVariants: number;
  /** URLs accepted per path pattern with numbers abstracted (`/cal/#/#/`). */
  maxPerPattern: number;
}

export type OfferResult = 'queued' | 'seen' | 'tooDeep' | 'tooLong' | 'tooManyQueryVariants' | 'tooManyForPattern';

export interface QueuedUrl {
  url: string;
  depth: number;
}

/**
 * The crawl queue: breadth-first by depth (the page budget keeps the shallowest
 * pages), deduplicated, and bounded so that generated URL spaces end.
 * Pure bookkeeping, no I/O.
 */
export class Frontier {
  private readonly limits: FrontierLimits;
  private readonly seen = new Set<string>();
  private readonly queryVariants = new Map<string, number>();
  private readonly patternCounts = new Map<string, number>();
  /** One FIFO per depth; `heads` is the read position of each. */
  private readonly levels: string[][] = [];
  private readonly heads: number[] = [];
  private lowest = 0;
  private count = 0;

  constructor(limits: FrontierLimits) {
    this.limits = limits;
  }

  get size(): number {
    return this.count;
  }

  has(url: string): boolean {
    return this.seen.has(url);
  }

  /** Records a URL as known without queueing it (the start URL, redirect targets). */
  markSeen(url: string): boolean {
    if (this.seen.has(url)) return false;
    this.seen.add(url);
    return true;
  }

  /** Queues a normalised URL unless it was seen or a bound refuses it. */
  offer(url: string, depth: number): OfferResult {
    if (this.seen.has(url)) return 'seen';
    if (depth > this.limits.maxDepth) return 'tooDeep';
    if (url.length > this.limits.maxUrlLength) return 'tooLong';
    const queryAt = url.indexOf('?');
    const base = queryAt === -1 ? url : url.slice(0, queryAt);
    const variants = this.queryVariants.get(base) ?? 0;
    if (queryAt !== -1 && variants >= this.limits.maxQueryVariants) return 'tooManyQueryVariants';
    // `base` is normalised (scheme://host/path), so the path starts at the first slash after the scheme.
    const pathname = base.slice(base.indexOf('/', base.indexOf('//') + 2));
    const pattern = pathPattern(pathname);
    const inPattern = pattern === pathname ? 0 : (this.patternCounts.get(pattern) ?? 0);
    if (pattern !== pathname && inPattern >= this.limits.maxPerPattern) return 'tooManyForPattern';
    if (queryAt !== -1) this.queryVariants.set(base, variants + 1);
    if (pattern !== pathname) this.patternCounts.set(pattern, inPattern + 1);
    this.seen.add(url);
    while (this.levels.length <= depth) {
      this.levels.push([]);
      this.heads.push(0);
    }
    this.levels[depth].push(url);
    this.count++;
    if (depth < this.lowest) this.lowest = depth;
    return 'queued';
  }

  /** The oldest URL of the shallowest non-empty depth. */
  next(): QueuedUrl | undefined {
    for (let depth = this.lowest; depth < this.levels.length; depth++) {
      const level = this.levels[depth];
      const head = this.heads[depth];
      if (head < level.length) {
        const url = level[head];
        // Release consumed entries now and then so a long crawl does not keep every URL string twice.
        if (head + 1 === level.length) {
          this.levels[depth] = [];
          this.heads[depth] = 0;
        } else {
          this.heads[depth] = head + 1;
        }
        this.lowest = depth;
        this.count--;
        return { url, depth };
      }
    }
    return undefined;
  }
}
