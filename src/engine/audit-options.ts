import { DEFAULT_CRAWL_OPTIONS } from './crawl/options.js';

export interface AuditSiteOptions {
  url: string;
  /** Most pages fetched (default 500). */
  maxPages?: number;
  /** Requests in flight (default 8). */
  concurrency?: number;
  /** Treat the URL as a deploy preview (default: `isPreviewUrl(url)`). */
  preview?: boolean;
  /** Also check external link targets (default false). */
  checkExternal?: boolean;
  /** Per-request timeout in ms (default 15000). */
  timeoutMs?: number;
  /** Run the axe-core rules on sampled templates (default true). */
  axe?: boolean;
  /** Most templates axe runs on (default 20). */
  axeSamples?: number;
  signal?: AbortSignal;
  onProgress?(p: AuditProgress): void;
  /** Clock, for reproducible reports in tests. */
  now?: () => Date;
}

export interface AuditProgress {
  done: number;
  queued: number;
  phase: 'crawl' | 'axe' | 'score';
}

// The crawl's limits are the crawler's own defaults, so the two cannot drift apart.
export const AUDIT_DEFAULTS = {
  maxPages: DEFAULT_CRAWL_OPTIONS.maxPages,
  concurrency: DEFAULT_CRAWL_OPTIONS.concurrency,
  timeoutMs: DEFAULT_CRAWL_OPTIONS.timeoutMs,
  axe: true,
  axeSamples: 20,
  checkExternal: DEFAULT_CRAWL_OPTIONS.checkExternal,
  maxBytes: DEFAULT_CRAWL_OPTIONS.maxBytes,
} as const;
