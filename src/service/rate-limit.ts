/**
 * Fixed-window request limiter, pure apart from the injectable clock. A fixed
 * window is enough for a reference service and makes RateLimit-Reset exact:
 * it is the time left until the caller's window ends.
 */

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1 while a window is open). */
  resetSeconds: number;
}

export interface RateLimiter {
  take(id: string): RateLimitVerdict;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 120, windowMs: 60_000 };

export function validateRateLimit(opts: RateLimitOptions): RateLimitOptions {
  if (!Number.isInteger(opts.limit) || opts.limit < 1) {
    throw new Error(`rateLimit.limit must be a positive integer, got ${opts.limit}`);
  }
  if (!Number.isFinite(opts.windowMs) || opts.windowMs < 1) {
    throw new Error(`rateLimit.windowMs must be a positive number of milliseconds, got ${opts.windowMs}`);
  }
  return opts;
}

export function createRateLimiter(opts: RateLimitOptions, now: () => number = Date.now): RateLimiter {
  const { limit, windowMs } = validateRateLimit(opts);
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  // Forget windows that have ended, at most once per window, so callers that
  // stop calling (or one-off anonymous addresses) do not accumulate.
  function sweep(t: number): void {
    if (t - lastSweep < windowMs) return;
    lastSweep = t;
    for (const [id, w] of windows) if (t - w.start >= windowMs) windows.delete(id);
  }

  return {
    take(id) {
      const t = now();
      sweep(t);
      let w = windows.get(id);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(id, w);
      }
      const allowed = w.count < limit;
      if (allowed) w.count += 1;
      return {
        allowed,
        limit,
        remaining: Math.max(0, limit - w.count),
        resetSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)),
      };
    },
  };
}
