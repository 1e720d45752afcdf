/**
 * Retry policy as pure functions: which outcomes are worth another attempt, how
 * long to wait, and how to read the service's own hints (Retry-After,
 * RateLimit-*). The client does the waiting; these only decide.
 */

export interface BackoffOptions {
  /** First retry waits up to this long. */
  baseMs: number;
  /** No single wait exceeds this. */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 20_000 };

/**
 * "Full jitter" exponential backoff: a uniform wait in [0, min(cap, base·2^n)),
 * which spreads many clients retrying after one outage better than a fixed ladder.
 * `retry` counts from 0 for the first retry.
 */
export function backoffDelay(retry: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** retry);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}

/** Statuses a repeat may cure. 501 and 505 are answers about the request itself. */
export function isRetryableStatus(status: number): boolean {
  if (status === 408 || status === 429) return true;
  return status >= 500 && status !== 501 && status !== 505;
}

/**
 * A request may be repeated only if repeating cannot do the work twice: GET/HEAD
 * always, a POST only when it carries an Idempotency-Key the service de-duplicates on.
 */
export function isReplaySafe(method: string, hasIdempotencyKey: boolean): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' || m === 'OPTIONS' || hasIdempotencyKey;
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date. Undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined | null, nowMs: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** `RateLimit-Limit/Remaining/Reset` (draft IETF headers; Reset in delta-seconds). */
export function parseRateLimit(headers: (name: string) => string | undefined): { limit?: number; remaining?: number; resetMs?: number } | undefined {
  const num = (name: string): number | undefined => {
    const raw = headers(name);
    if (raw === undefined) return undefined;
    // Structured-field variants ("100, 100;w=60") carry the number first.
    const n = Number.parseFloat(raw);
    return Number.isFinite(n) && n >= 0 ? n : undefined;
  };
  const limit = num('ratelimit-limit');
  const remaining = num('ratelimit-remaining');
  const reset = num('ratelimit-reset');
  if (limit === undefined && remaining === undefined && reset === undefined) return undefined;
  return {
    ...(limit !== undefined && { limit }),
    ...(remaining !== undefined && { remaining }),
    ...(reset !== undefined && { resetMs: Math.round(reset * 1000) }),
  };
}
