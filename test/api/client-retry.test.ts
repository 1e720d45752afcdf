import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type AuditClient, type ClientOptions } from '../../src/api/client.js';
import { ApiError } from '../../src/api/errors.js';
import { API_KEY, queued, running } from './fixtures.js';
import { recordingSleep, startServer, type Reply, type ScriptedServer } from './scripted-server.js';

let server: ScriptedServer | undefined;
let client: AuditClient | undefined;

afterEach(async () => {
  await client?.close();
  await server?.close();
  client = server = undefined;
});

async function setup(replies: Reply[], options: Partial<ClientOptions> = {}) {
  server = await startServer(replies);
  const recorder = recordingSleep();
  client = createClient({ baseUrl: server.origin, apiKey: API_KEY, sleep: recorder.sleep, random: () => 0.5, ...options });
  return { server, client, delays: recorder.delays };
}

const unavailable: Reply = { status: 503, body: { error: { code: 'unavailable', message: 'try again' } } };

describe('retries', () => {
  it('retries a GET after a 503 with full-jitter backoff', async () => {
    const { client, server, delays } = await setup([unavailable, unavailable, { status: 200, body: running }]);
    await expect(client.getAudit('aud_1')).resolves.toMatchObject({ done: false });
    expect(server.requests).toHaveLength(3);
    // random() = 0.5 of 500·2^n ms.
    expect(delays).toEqual([250, 500]);
  });

  it('honours Retry-After on 429 (seconds) and on 503 (HTTP date)', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const { client, delays } = await setup(
      [
        { status: 429, headers: { 'retry-after': '30', 'ratelimit-limit': '60', 'ratelimit-remaining': '0', 'ratelimit-reset': '30' }, body: { error: { code: 'rate_limited', message: 'slow down' } } },
        { status: 503, headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:07 GMT' } },
        { status: 200, body: running },
      ],
      { now: () => now },
    );
    await client.getAudit('aud_1');
    expect(delays).toEqual([30_000, 7_000]);
  });

  it('falls back to RateLimit-Reset when a 429 has no Retry-After', async () => {
    const { client, delays } = await setup([
      { status: 429, headers: { 'ratelimit-reset': '12' } },
      { status: 200, body: running },
    ]);
    await client.getAudit('aud_1');
    expect(delays).toEqual([12_000]);
  });

  it('gives up after `retries` extra attempts with the last error', async () => {
    const { client, server, delays } = await setup([unavailable], { retries: 2 });
    const error = (await client.getAudit('aud_1').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe(`service error (503) at ${server.origin}/audits/aud_1: try again`);
    expect(server.requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('reports a 429 whose Retry-After is too long instead of sleeping through it', async () => {
    const { client, server, delays } = await setup([{ status: 429, headers: { 'retry-after': '3600' } }]);
    const error = (await client.getAudit('aud_1').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`rate limited (429) by ${server.origin}/audits/aud_1: retry after 1h`);
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(delays).toEqual([]);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry %d', async (status) => {
    const { client, server } = await setup([{ status, body: { error: { code: 'x', message: 'no' } } }, { status: 200, body: running }]);
    await expect(client.getAudit('aud_1')).rejects.toMatchObject({ status });
    expect(server.requests).toHaveLength(1);
  });

  it('retries startAudit with one generated Idempotency-Key sent on every attempt', async () => {
    const { client, server } = await setup([unavailable, { status: 500 }, { status: 202, body: queued }]);
    await expect(client.startAudit({ url: 'https://preview.example.com/' })).resolves.toEqual(queued);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses the caller’s idempotency key when given, and a fresh one per call otherwise', async () => {
    const { client, server } = await setup([{ status: 202, body: queued }]);
    await client.startAudit({ domain: 'example.com' }, { idempotencyKey: 'deploy-42' });
    await client.startAudit({ domain: 'example.com' });
    await client.startAudit({ domain: 'example.com' });
    const [given, a, b] = server.requests.map((r) => r.headers['idempotency-key']);
    expect(given).toBe('deploy-42');
    expect(a).not.toBe(b);
  });

  it('does not retry a POST without an idempotency key', async () => {
    const { client, server } = await setup([unavailable, { status: 200, body: { fixId: 'f', applied: [], skipped: [] } }]);
    await expect(client.applyFixes('s1', { issues: [{ key: 'k', evidence: '/' }] })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a POST with an idempotency key, keeping the key', async () => {
    const { client, server } = await setup([unavailable, { status: 200, body: { fixId: 'f', applied: [], skipped: [] } }]);
    await client.applyFixes('s1', { issues: [{ key: 'k', evidence: '/' }] }, { idempotencyKey: 'fix-7' });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['fix-7', 'fix-7']);
  });

  it('retries a GET after the connection drops', async () => {
    const { client, server, delays } = await setup([{ status: 0, drop: true }, { status: 200, body: running }]);
    await expect(client.getAudit('aud_1')).resolves.toMatchObject({ accepted: { status: 'running' } });
    expect(server.requests).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it('stops retrying when the caller cancels during the wait', async () => {
    server = await startServer([unavailable]);
    const controller = new AbortController();
    client = createClient({
      baseUrl: server.origin,
      sleep: async () => controller.abort(),
    });
    const error = (await client.getAudit('aud_1', { signal: controller.signal }).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe(`GET ${server.origin}/audits/aud_1 was cancelled`);
    expect(server.requests).toHaveLength(1);
  });
});
