import { describe, expect, it } from 'vitest';
import { parseApiKeys } from '../../src/service/index.js';
import { createRateLimiter } from '../../src/service/rate-limit.js';
import { planFixes } from '../../src/service/routes/fixes.js';
import { resolveTarget } from '../../src/service/routes/audits.js';
import { eventsFor } from '../../src/service/webhooks.js';
import { cannedReport } from '../../src/service/canned-auditor.js';

describe('parseApiKeys', () => {
  it('reads account:key pairs and bare keys for account "default"', () => {
    expect([...parseApiKeys(' acme:key_acme_0001 , key_bare_0001,globex:key_globex_01 ')]).toEqual([
      ['key_acme_0001', 'acme'],
      ['key_bare_0001', 'default'],
      ['key_globex_01', 'globex'],
    ]);
  });

  it('throws one-line errors that do not echo the key', () => {
    for (const spec of ['', ' , ', 'acme:short', 'bad account:key_long_enough', 'a:key_same_0001,b:key_same_0001', 'acme:key with space']) {
      let message = '';
      try {
        parseApiKeys(spec);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, spec).not.toBe('');
      expect(message).not.toContain('\n');
      expect(message).not.toContain('key_same_0001');
      expect(message).not.toContain('key_long_enough');
    }
  });
});

describe('rate limiter', () => {
  it('allows `limit` per window and resets when the window ends', () => {
    let t = 1_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 }, () => t);
    expect(limiter.take('a')).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 10 });
    t += 2_500;
    expect(limiter.take('a')).toEqual({ allowed: true, limit: 2, remaining: 0, resetSeconds: 8 });
    expect(limiter.take('a')).toMatchObject({ allowed: false, remaining: 0 });
    expect(limiter.take('b')).toMatchObject({ allowed: true, remaining: 1 });
    t += 7_500;
    expect(limiter.take('a')).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 10 });
  });

  it('rejects nonsense options', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(/limit/);
    expect(() => createRateLimiter({ limit: 1, windowMs: -1 })).toThrow(/windowMs/);
  });
});

describe('resolveTarget', () => {
  it('fills in the missing domain or url', () => {
    expect(resolveTarget({ domain: 'Example.COM' })).toEqual({ domain: 'example.com', url: 'https://example.com/' });
    expect(resolveTarget({ url: 'http://preview.example.com:8080/x#y' })).toEqual({
      domain: 'preview.example.com',
      url: 'http://preview.example.com:8080/x',
    });
    expect(resolveTarget({ domain: 'example.com', url: 'https://pr-1.preview.dev/' })).toEqual({
      domain: 'example.com',
      url: 'https://pr-1.preview.dev/',
    });
    expect(() => resolveTarget({ domain: 'example.com/path' })).toThrow(/"domain"/);
  });
});

describe('planFixes', () => {
  const issues = [
    { key: 'missingTitle', severity: 'high', tier: 'auto', evidence: '/' },
    { key: 'brokenLink', severity: 'high', tier: 'manual', evidence: '/a' },
    { key: 'oddOne', severity: 'low', tier: 'someday', evidence: '/b' },
  ];
  it('applies auto issues once and says why the others are skipped', () => {
    expect(
      planFixes(
        [
          { key: 'missingTitle', evidence: '/' },
          { key: 'missingTitle', evidence: '/' },
          { key: 'brokenLink', evidence: '/a' },
          { key: 'oddOne', evidence: '/b' },
          { key: 'missingTitle', evidence: '/other' },
        ],
        issues,
      ),
    ).toEqual({
      applied: [{ key: 'missingTitle', evidence: '/' }],
      skipped: [
        { key: 'missingTitle', evidence: '/', reason: 'duplicate' },
        { key: 'brokenLink', evidence: '/a', reason: 'manual_tier' },
        { key: 'oddOne', evidence: '/b', reason: 'manual_tier' },
        { key: 'missingTitle', evidence: '/other', reason: 'not_found' },
      ],
    });
  });
});

describe('eventsFor', () => {
  const all = { events: ['audit.completed', 'score.changed'], threshold: null };
  it('fires score.changed on a move of 5 or more, or on crossing below the threshold', () => {
    expect(eventsFor(all, 80, undefined)).toEqual(['audit.completed']);
    expect(eventsFor(all, 80, 76)).toEqual(['audit.completed']);
    expect(eventsFor(all, 80, 75)).toEqual(['audit.completed', 'score.changed']);
    expect(eventsFor(all, 80, 85)).toEqual(['audit.completed', 'score.changed']);
    const gated = { events: ['score.changed'], threshold: 70 };
    expect(eventsFor(gated, 69, 71)).toEqual(['score.changed']);
    expect(eventsFor(gated, 69, undefined)).toEqual(['score.changed']);
    expect(eventsFor(gated, 68, 69)).toEqual([]);
    expect(eventsFor(gated, 70, 72)).toEqual([]);
  });
});

describe('cannedReport', () => {
  it('is deterministic per URL and honours ?score=', () => {
    expect(cannedReport('https://example.com/')).toEqual(cannedReport('https://example.com/'));
    expect(cannedReport('https://example.com/?score=33')).toMatchObject({
      overall: 33,
      scores: { performance: 33, seo: 33, accessibility: 33, bestPractices: 33 },
    });
  });
});
