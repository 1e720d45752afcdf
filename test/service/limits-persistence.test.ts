import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, KEYS, startTestService, type TestService } from './helpers.js';

let svc: TestService | undefined;
let dir: string | undefined;
afterEach(async () => {
  await svc?.close();
  svc = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('rate limit', () => {
  it('counts per key, sets RateLimit-* on every response and answers 429 with Retry-After', async () => {
    svc = await startTestService({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await svc.call('GET', '/sites');
      expect(r.status).toBe(200);
      expect(r.headers.get('ratelimit-limit')).toBe('3');
      expect(Number(r.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      remaining.push(r.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const limited = await svc.call('GET', '/sites');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as any).error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');

    // Another key has its own quota.
    expect((await svc.call('GET', '/sites', { key: GLOBEX })).status).toBe(200);
  });
});

describe('persistence', () => {
  it('keeps audits, sites, fixes and accounts across a restart on the same db file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seo-service-'));
    const db = join(dir, 'state.db');
    svc = await startTestService({ db });
    const start = await svc.json('POST', '/audits', { body: { domain: 'example.com' }, headers: { 'idempotency-key': 'k-1' } });
    const report = await svc.waitFor(start.body.auditId);
    const auto = report.issues.find((i: any) => i.tier === 'auto');
    const fix = await svc.json('POST', `/sites/${start.body.siteId}/fixes`, { body: { issues: [auto] } });
    expect(fix.status).toBe(200);
    const interrupted = await svc.json('POST', '/audits', { body: { url: 'https://slow.example.org/' } });
    const sitesBefore = (await svc.json('GET', '/sites')).body;
    await svc.close();

    // Rotate acme's key: the account, not the key, owns the data.
    svc = await startTestService({ db, apiKeys: `acme:key_acme_0002,globex:${GLOBEX}` });
    expect((await svc.json('GET', `/audits/${start.body.auditId}`)).status).toBe(401);
    const again = await svc.json('GET', `/audits/${start.body.auditId}`, { key: 'key_acme_0002' });
    expect(again).toMatchObject({ status: 200, body: report });
    expect((await svc.json('GET', '/sites', { key: 'key_acme_0002' })).body).toEqual(sitesBefore);
    expect((await svc.json('GET', `/audits/${start.body.auditId}`, { key: GLOBEX })).status).toBe(404);
    const replay = await svc.json('POST', '/audits', {
      body: { domain: 'example.com' },
      headers: { 'idempotency-key': 'k-1' },
      key: 'key_acme_0002',
    });
    expect(replay.body.auditId).toBe(start.body.auditId);
    // The audit cut short by close() is picked up again, not lost or failed.
    const resumed = await svc.json('GET', `/audits/${interrupted.body.auditId}`, { key: 'key_acme_0002' });
    expect(resumed.status).toBe(202);
    expect(['queued', 'running']).toContain(resumed.body.status);
    await svc.close();
    svc = await startTestService({ db, apiKeys: KEYS });
    expect((await svc.json('GET', '/sites', { key: ACME })).body).toEqual(sitesBefore);
  });
});
