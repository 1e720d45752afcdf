import { setTimeout as delay } from 'node:timers/promises';
import type { AuditReport } from '../report/schema.js';
import type { AuditClient, AuditPoll } from './client.js';
import { ApiError, AuditFailedError, PollTimeoutError, cancelledError } from './errors.js';

/** Time as the poller sees it; tests pass a fake one so no test really sleeps. */
export interface PollClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface PollOptions {
  /** Total time to wait for a terminal status. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Called after every poll with the status seen and the time since polling began. */
  onStatus?(status: string, elapsedMs: number): void;
  clock?: PollClock;
  /** First wait between polls. Default 1000. */
  minIntervalMs?: number;
  /** Waits grow ×1.5 up to this. Default 15000. */
  maxIntervalMs?: number;
}

export const realClock: PollClock = {
  now: () => performance.now(),
  sleep: (ms, signal) => delay(ms, undefined, signal ? { signal } : undefined),
};

const GROWTH = 1.5;
// A service answering `Retry-After: 0` on every poll would otherwise get a busy loop.
const MIN_WAIT_MS = 100;

/**
 * Polls GET /audits/{id} until the audit ends. Resolves the done report; rejects
 * AuditFailedError for a failed audit, PollTimeoutError once `timeoutMs` has
 * passed (or when `signal` fires with a TimeoutError reason), an AbortError
 * when `signal` is aborted otherwise, or the client's ApiError (a 429 the
 * client gave up on is waited out here instead, within the deadline).
 *
 * The wait starts at minIntervalMs and grows ×1.5 to maxIntervalMs (short audits
 * finish quickly, long ones should not be hammered), but the service's
 * Retry-After wins. Every wait is cut to the time left, so the last poll lands
 * on the deadline instead of overshooting it.
 */
export async function pollAudit(
  client: Pick<AuditClient, 'getAudit'>,
  auditId: string,
  options: PollOptions,
): Promise<AuditReport> {
  const clock = options.clock ?? realClock;
  const { signal } = options;
  const minInterval = Math.max(1, options.minIntervalMs ?? 1000);
  const maxInterval = Math.max(minInterval, options.maxIntervalMs ?? 15_000);
  const what = `polling ${auditId}`;
  const start = clock.now();
  let interval = minInterval;
  let lastStatus = 'unknown';
  // A caller's AbortSignal.timeout() is a deadline, not a cancellation: say so
  // the same way our own deadline does. That timer usually started a moment
  // before polling (it covers starting the audit too), so whole seconds rounded
  // up name the figure the user configured.
  const stopped = (): Error =>
    isTimeoutReason(signal?.reason)
      ? new PollTimeoutError(auditId, Math.ceil((clock.now() - start) / 1000) * 1000, lastStatus)
      : cancelledError(what, signal);

  for (;;) {
    if (signal?.aborted) throw stopped();
    let poll: AuditPoll | undefined;
    let retryAfterMs: number | undefined;
    try {
      poll = await client.getAudit(auditId, signal ? { signal } : {});
      retryAfterMs = poll.retryAfterMs;
    } catch (error) {
      if (signal?.aborted) throw stopped();
      // The client already retried short rate limits; a long one should cost
      // this audit some waiting, not the whole run (the deadline still holds).
      if (!(error instanceof ApiError && error.status === 429)) throw error;
      retryAfterMs = error.retryAfterMs;
    }
    const elapsed = clock.now() - start;

    if (poll) {
      lastStatus = poll.accepted.status;
      options.onStatus?.(lastStatus, elapsed);
      if (poll.done) {
        if (poll.report) return poll.report;
        throw new AuditFailedError(auditId, lastStatus, poll.accepted.error);
      }
    }

    const remaining = options.timeoutMs - elapsed;
    if (remaining <= 0) throw new PollTimeoutError(auditId, options.timeoutMs, lastStatus);

    const wanted = retryAfterMs !== undefined ? Math.max(retryAfterMs, MIN_WAIT_MS) : interval;
    try {
      await clock.sleep(Math.min(wanted, remaining), signal);
    } catch (error) {
      if (signal?.aborted) throw stopped();
      throw error;
    }
    interval = Math.min(interval * GROWTH, maxInterval);
  }
}

function isTimeoutReason(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}
