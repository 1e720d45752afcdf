import { describe, expect, it } from 'vitest';
import { backoffDelay, isReplaySafe, isRetryableStatus, parseRateLimit, parseRetryAfter } from '../../src/api/retry.js';

describe('backoffDelay (full jitter)', () => {
  it('spans [0, base·2^n) capped', () => {
    const opts = { baseMs: 500, capMs: 20_000 };
    expect(backoffDelay(0, () => 0, opts)).toBe(0);
    expect(backoffDelay(0, () => 0.999999, opts)).toBe(499);
    expect(backoffDelay(2, () => 0.5, opts)).toBe(1000);
    expect(backoffDelay(10, () => 0.5, opts)).toBe(10_000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:45 GMT', now)).toBe(45_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('retry decisions', () => {
  it('retries 408, 429 and 5xx other than 501/505, never other 4xx', () => {
    for (const s of [408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 422, 501, 505]) expect(isRetryableStatus(s)).toBe(false);
  });
  it('replays POST only with an idempotency key', () => {
    expect(isReplaySafe('GET', false)).toBe(true);
    expect(isReplaySafe('POST', false)).toBe(false);
    expect(isReplaySafe('POST', true)).toBe(true);
  });
  it('reads RateLimit-* headers', () => {
    const headers: Record<string, string> = { 'ratelimit-limit': '100', 'ratelimit-remaining': '0', 'ratelimit-reset': '12' };
    expect(parseRateLimit((n) => headers[n])).toEqual({ limit: 100, remaining: 0, resetMs: 12_000 });
    expect(parseRateLimit(() => undefined)).toBeUndefined();
  });
});
