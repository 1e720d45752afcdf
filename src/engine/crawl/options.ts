import type { CrawlOptions } from '../types.js';

export const DEFAULT_USER_AGENT = 'seo-audit-action/0.1 (+https://github.com/seo-audit-action/seo-audit-action)';

export const DEFAULT_CRAWL_OPTIONS: Omit<CrawlOptions, 'startUrl'> = {
  maxPages: 500,
  concurrency: 8,
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  checkExternal: false,
  userAgent: DEFAULT_USER_AGENT,
  maxDepth: 30,
  maxUrlLength: 2000,
  maxQueryVariants: 20,
  maxExternal: 1000,
};

/**
 * Pages one path pattern (digits replaced: /p/12345 -> /p/#) may take when the
 * caller sets no cap: half the page budget, and never fewer than 200. An
 * infinite calendar then cannot eat the whole crawl, while a shop's numeric
 * product pages or a blog's dated posts still get a fair share of it.
 */
export function defaultMaxPerPattern(maxPages: number): number {
  return Math.max(200, Math.floor(maxPages / 2));
}

/** Requests to other sites in flight at once during external link checks. */
export const EXTERNAL_CONCURRENCY = 4;

export type ResolvedCrawlOptions = CrawlOptions & Required<Pick<CrawlOptions, 'maxDepth' | 'maxUrlLength' | 'maxQueryVariants' | 'maxPerPattern' | 'maxExternal'>>;

/** Fills unset options with defaults and rejects values that are programmer errors. */
export function resolveCrawlOptions(options: CrawlOptions): ResolvedCrawlOptions {
  const merged = { ...DEFAULT_CRAWL_OPTIONS } as ResolvedCrawlOptions;
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  merged.maxPerPattern ??= defaultMaxPerPattern(merged.maxPages);
  for (const key of ['maxPages', 'concurrency', 'timeoutMs', 'maxBytes', 'maxDepth', 'maxUrlLength', 'maxQueryVariants', 'maxPerPattern'] as const) {
    const value = merged[key];
    if (!Number.isFinite(value) || value < (key === 'maxDepth' ? 0 : 1)) {
      throw new RangeError(`crawl option ${key} must be a positive number, got ${String(value)}`);
    }
  }
  return merged;
}
