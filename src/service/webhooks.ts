import { createHmac, randomBytes } from 'node:crypto';
import type { AuditReport } from '../report/schema.js';
import { oneLine } from './audit-runner.js';
import { newId } from './ids.js';
import type { AuditRow, WebhookRow } from './store.js';

/**
 * Webhook events, signed per the Standard Webhooks spec: headers webhook-id,
 * webhook-timestamp and webhook-signature `v1,<base64 HMAC-SHA256>` of
 * `{id}.{timestamp}.{body}`, keyed with the base64-decoded part of the
 * `whsec_` secret.
 */

export const WEBHOOK_EVENTS = ['audit.completed', 'score.changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A change of overall score this large (either way) counts as significant. */
export const SIGNIFICANT_CHANGE = 5;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function signWebhook(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`, 'utf8').digest('base64');
  return `v1,${mac}`;
}

export interface WebhookData {
  auditId: string;
  domain: string;
  /** The audited URL: a receiver re-running a check needs the page, not only the site. */
  url: string;
  overall: number | undefined;
  scores: AuditReport['scores'];
  previous?: { auditId: string; overall: number | null };
}

/**
 * Which events a hook receives for a completed audit (pure). `score.changed`
 * fires when overall moved by SIGNIFICANT_CHANGE or more since the site's
 * previous done audit, or when it crossed below the hook's threshold (the first
 * audit of a site counts as crossing if it is below).
 */
export function eventsFor(
  hook: Pick<WebhookRow, 'events' | 'threshold'>,
  overall: number | undefined,
  previousOverall: number | null | undefined,
): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  if (hook.events.includes('audit.completed')) out.push('audit.completed');
  if (hook.events.includes('score.changed') && overall !== undefined) {
    const hasPrevious = previousOverall !== null && previousOverall !== undefined;
    const moved = hasPrevious && Math.abs(overall - previousOverall) >= SIGNIFICANT_CHANGE;
    const fellBelow =
      hook.threshold !== null && overall < hook.threshold && (!hasPrevious || previousOverall >= hook.threshold);
    if (moved || fellBelow) out.push('score.changed');
  }
  return out;
}

export interface DispatcherOptions {
  /** Attempts per delivery, first one included (default 3). */
  attempts?: number;
  /** Wait before the first retry; doubles after each (default 1000 ms). */
  retryDelayMs?: number;
  /** Per-attempt timeout (default 10 s). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** Sends signed deliveries with bounded retries; close() abandons pending ones. */
export class WebhookDispatcher {
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;
  private readonly stop = new AbortController();
  private readonly pending = new Set<Promise<void>>();

  constructor(opts: DispatcherOptions = {}) {
    this.attempts = Math.max(1, opts.attempts ?? 3);
    this.retryDelayMs = Math.max(0, opts.retryDelayMs ?? 1000);
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.log = opts.log ?? (() => {});
  }

  /** Queues the events of a completed audit for every hook of its account. */
  auditDone(hooks: WebhookRow[], audit: AuditRow, report: AuditReport, previous: AuditRow | undefined): void {
    const data: WebhookData = {
      auditId: audit.id,
      domain: audit.domain,
      url: audit.url,
      overall: report.overall,
      scores: report.scores,
      ...(previous ? { previous: { auditId: previous.id, overall: previous.overall } } : {}),
    };
    for (const hook of hooks) {
      for (const type of eventsFor(hook, report.overall, previous?.overall)) this.send(hook, type, data);
    }
  }

  send(hook: Pick<WebhookRow, 'id' | 'url' | 'secret'>, type: WebhookEvent, data: WebhookData): void {
    const p = this.deliver(hook, type, data).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async close(): Promise<void> {
    this.stop.abort(new Error('service is shutting down'));
    await Promise.allSettled([...this.pending]);
  }

  private async deliver(hook: Pick<WebhookRow, 'id' | 'url' | 'secret'>, type: WebhookEvent, data: WebhookData) {
    // One message id for every attempt, so receivers can drop duplicates.
    const msgId = newId('msg');
    const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
    let delay = this.retryDelayMs;
    for (let attempt = 1; attempt <= this.attempts && !this.stop.signal.aborted; attempt++) {
      const timestamp = Math.floor(Date.now() / 1000);
      let outcome: string;
      try {
        const res = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': msgId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(hook.secret, msgId, timestamp, body),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(this.timeoutMs)]),
        });
        await res.body?.cancel();
        if (res.ok) return;
        outcome = `HTTP ${res.status}`;
      } catch (err) {
        outcome = oneLine(err);
      }
      this.log(`webhook ${hook.id} ${type} ${msgId} attempt ${attempt}/${this.attempts} failed: ${outcome}`);
      if (attempt < this.attempts) {
        await wait(delay, this.stop.signal);
        delay *= 2;
      }
    }
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
