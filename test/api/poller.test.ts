import { describe, expect, it } from 'vitest';
import type { AuditClient, AuditPoll } from '../../src/api/client.js';
import { createClient } from '../../src/api/client.js';
import { ApiError, AuditFailedError, PollTimeoutError } from '../../src/api/errors.js';
import { pollAudit, type PollClock } from '../../src/api/poller.js';
import type { AuditAccepted, AuditReport } from '../../src/report/schema.js';
import { doneReport, running } from './fixtures.js';
import { startServer } from './scripted-server.js';

/** A clock that only moves when the poller sleeps. */
function fakeClock(): PollClock & { sleeps: number[]; t: number } {
  const clock = {
    t: 0,
    sleeps: [] as number[],
    now: () => clock.t,
    async sleep(ms: number, signal?: AbortSignal) {
      if (signal?.aborted) throw signal.reason;
      clock.sleeps.push(ms);
      clock.t += ms;
    },
  };
  return clock;
}

const report = doneReport as AuditReport;
const at = (status: string, extra: Partial<AuditPoll> = {}): AuditPoll => ({
  done: false,
  accepted: { auditId: 'aud_1', domain: 'example.com', status } as AuditAccepted,
  ...extra,
});
const done: AuditPoll = { done: true, report, accepted: { auditId: 'aud_1', domain: 'example.com', status: 'done' } };

/** A client that answers getAudit from a script (the last answer repeats). */
function scripted(answers: AuditPoll[]): Pick<AuditClient, 'getAudit'> & { calls: number } {
  const fake = {
    calls: 0,
    async getAudit() {
      return answers[Math.min(fake.calls++, answers.length - 1)];
    },
  };
  return fake;
}

describe('pollAudit', () => {
  it('waits min interval first and grows ×1.5 up to the max', async () => {
    const clock = fakeClock();
    const client = scripted([...Array(7).fill(at('running')), done]);
    const result = await pollAudit(client, 'aud_1', { timeoutMs: 600_000, clock, minIntervalMs: 1000, maxIntervalMs: 4000 });
    expect(result).toBe(report);
    expect(clock.sleeps).toEqual([1000, 1500, 2250, 3375, 4000, 4000, 4000]);
    expect(client.calls).toBe(8);
  });

  it('lets the service’s Retry-After win over its own interval', async () => {
    const clock = fakeClock();
    const client = scripted([at('queued', { retryAfterMs: 7000 }), at('running', { retryAfterMs: 200 }), at('running'), done]);
    await pollAudit(client, 'aud_1', { timeoutMs: 600_000, clock });
    // 7000 and 200 from the service; the own interval has grown to 2250 by the third wait.
    expect(clock.sleeps).toEqual([7000, 200, 2250]);
  });

  it('clamps every wait to the time left and polls once more at the deadline', async () => {
    const clock = fakeClock();
    const client = scripted([at('running', { retryAfterMs: 60_000 })]);
    const error = await pollAudit(client, 'aud_1', { timeoutMs: 100_000, clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect(clock.sleeps).toEqual([60_000, 40_000]);
    expect(client.calls).toBe(3);
  });

  it('gives up after the total timeout with an exact message', async () => {
    const clock = fakeClock();
    const error = await pollAudit(scripted([at('running')]), 'aud_x', { timeoutMs: 900_000, clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect((error as Error).message).toBe('gave up after 15m waiting for aud_x (last status: running)');
    expect(error).toMatchObject({ auditId: 'aud_x', timeoutMs: 900_000, lastStatus: 'running' });
    expect(clock.t).toBe(900_000);
  });

  it('names the last status seen when it times out', async () => {
    const clock = fakeClock();
    const error = await pollAudit(scripted([at('queued')]), 'aud_7', { timeoutMs: 90_000, clock }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('gave up after 1m30s waiting for aud_7 (last status: queued)');
  });

  it('rejects AuditFailedError with the service’s message for a failed audit', async () => {
    const failed: AuditPoll = {
      done: true,
      accepted: { auditId: 'aud_1', domain: '', status: 'failed', error: { code: 'unreachable', message: 'DNS lookup failed for example.com' } },
    };
    const error = await pollAudit(scripted([at('running'), failed]), 'aud_1', { timeoutMs: 60_000, clock: fakeClock() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuditFailedError);
    expect((error as AuditFailedError).message).toBe('audit aud_1 failed: DNS lookup failed for example.com');
    expect(error).toMatchObject({ auditId: 'aud_1', code: 'unreachable', status: 'failed' });
  });

  it('treats other terminal statuses without a report as failures too', async () => {
    const cancelled: AuditPoll = { done: true, accepted: { auditId: 'aud_1', domain: '', status: 'cancelled' } };
    await expect(pollAudit(scripted([cancelled]), 'aud_1', { timeoutMs: 60_000, clock: fakeClock() })).rejects.toThrow(
      'audit aud_1 failed: the service gave no reason (status: cancelled)',
    );
  });

  it('waits out a rate limit the client gave up on instead of failing the audit', async () => {
    const clock = fakeClock();
    const limited = new ApiError({ status: 429, code: 'rate_limited', message: 'rate limited', url: 'u', retryAfterMs: 120_000 });
    let calls = 0;
    const client = {
      async getAudit(): Promise<AuditPoll> {
        calls++;
        if (calls === 2) throw limited;
        return calls < 3 ? at('running') : done;
      },
    };
    await expect(pollAudit(client, 'aud_1', { timeoutMs: 600_000, clock })).resolves.toBe(report);
    expect(clock.sleeps).toEqual([1000, 120_000]);
  });

  it('passes on errors other than rate limits', async () => {
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'not found (404)', url: 'u' });
    const client = { getAudit: async (): Promise<AuditPoll> => Promise.reject(notFound) };
    await expect(pollAudit(client, 'aud_1', { timeoutMs: 600_000, clock: fakeClock() })).rejects.toBe(notFound);
  });

  it('reports each status with the time elapsed', async () => {
    const clock = fakeClock();
    const seen: Array<[string, number]> = [];
    await pollAudit(scripted([at('queued'), at('running'), done]), 'aud_1', {
      timeoutMs: 60_000,
      clock,
      onStatus: (status, elapsed) => seen.push([status, elapsed]),
    });
    expect(seen).toEqual([['queued', 0], ['running', 1000], ['done', 2500]]);
  });

  it('stops with an AbortError when cancelled during a wait', async () => {
    const controller = new AbortController();
    const clock = fakeClock();
    const sleep = clock.sleep;
    clock.sleep = async (ms, signal) => {
      if (clock.sleeps.length === 1) controller.abort();
      return sleep(ms, signal);
    };
    const client = scripted([at('running')]);
    const error = (await pollAudit(client, 'aud_1', { timeoutMs: 60_000, clock, signal: controller.signal }).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe('polling aud_1 was cancelled');
    expect(client.calls).toBe(2);
  });

  it('reports a caller’s timeout signal as a poll timeout, not a cancellation', async () => {
    const controller = new AbortController();
    const clock = fakeClock();
    const sleep = clock.sleep;
    clock.sleep = async (ms, signal) => {
      await sleep(ms, signal);
      // Waits of 1000, 1500, 2250, 3375, 5063 ms: the caller's deadline passes at 13.2s.
      if (clock.t >= 10_000) controller.abort(new DOMException('signal timed out', 'TimeoutError'));
    };
    const error = await pollAudit(scripted([at('running')]), 'aud_1', { timeoutMs: 60_000, clock, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect((error as Error).message).toBe('gave up after 14s waiting for aud_1 (last status: running)');
  });

  it('does not poll at all when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = scripted([done]);
    await expect(pollAudit(client, 'aud_1', { timeoutMs: 60_000, clock: fakeClock(), signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(client.calls).toBe(0);
  });

  it('polls a real service through the client, honouring its Retry-After', async () => {
    const server = await startServer([
      { status: 202, body: { ...running, status: 'queued' }, headers: { 'retry-after': '3' } },
      { status: 200, body: running },
      { status: 200, body: doneReport },
    ]);
    const client = createClient({ baseUrl: `${server.origin}/v1/`, apiKey: 'k_123456' });
    try {
      const clock = fakeClock();
      const result = await pollAudit(client, 'aud_1', { timeoutMs: 60_000, clock });
      expect(result).toMatchObject({ overall: 87, status: 'done' });
      expect(clock.sleeps).toEqual([3000, 1500]);
      expect(server.requests.map((r) => r.url)).toEqual(Array(3).fill('/v1/audits/aud_1'));
    } finally {
      await client.close();
      await server.close();
    }
  });
});
