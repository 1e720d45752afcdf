import type { AddressInfo } from 'node:net';
import { parseApiKeys, type ApiKeys } from './auth.js';
import { AuditRunner } from './audit-runner.js';
import type { Auditor } from './auditor.js';
import { createCannedAuditor } from './canned-auditor.js';
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit.js';
import { createApiServer } from './server.js';
import { Store } from './store.js';
import { WebhookDispatcher, type DispatcherOptions } from './webhooks.js';

export { parseApiKeys, type ApiKeys } from './auth.js';
export type { AuditRequest, AuditResult, Auditor } from './auditor.js';
export { createCannedAuditor, cannedReport, type CannedAuditorOptions } from './canned-auditor.js';
export { signWebhook, WEBHOOK_EVENTS, type WebhookEvent } from './webhooks.js';
export type { RateLimitOptions } from './rate-limit.js';

/** Environment variable holding `account:key` pairs, read with parseApiKeys. */
export const API_KEYS_ENV = 'SEO_AUDIT_API_KEYS';

export interface ServiceOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** SQLite file path; default `:memory:` (state ends with the process). */
  db?: string;
  /** Keys and their accounts, or their `account:key,...` spec. */
  apiKeys: ApiKeys | string;
  /** Per-key request quota; default 120 requests per 60 s. */
  rateLimit?: RateLimitOptions;
  /** Default: the canned auditor. */
  auditor?: Auditor;
  /** Audits run at once; default 2. */
  concurrency?: number;
  /** Retry-After seconds answered while an audit is not done; default 2. */
  retryAfterSeconds?: number;
  /** One line per request and per notable event; default stderr. Never receives keys. */
  log?: (line: string) => void;
  /** Webhook delivery tuning (attempts, retry delay, timeout). */
  webhooks?: Omit<DispatcherOptions, 'log'>;
}

export interface RunningService {
  url: string;
  port: number;
  /** Stops accepting requests, aborts running audits and webhook retries, closes the DB. */
  close(): Promise<void>;
}

export async function startService(opts: ServiceOptions): Promise<RunningService> {
  const keys = typeof opts.apiKeys === 'string' ? parseApiKeys(opts.apiKeys) : opts.apiKeys;
  if (keys.size === 0) throw new Error('startService: no API keys given; pass apiKeys such as "acme:sk_acme_1234"');
  const retryAfterSeconds = opts.retryAfterSeconds ?? 2;
  if (!Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0) {
    throw new Error(`startService: retryAfterSeconds must be a whole number of seconds >= 0, got ${retryAfterSeconds}`);
  }
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const limiter = createRateLimiter(opts.rateLimit ?? DEFAULT_RATE_LIMIT);

  const store = new Store(opts.db ?? ':memory:');
  let closing = false;
  let server: ReturnType<typeof createApiServer> | undefined;
  let runner: AuditRunner | undefined;
  let dispatcher: WebhookDispatcher | undefined;
  try {
    store.syncApiKeys(keys);
    dispatcher = new WebhookDispatcher({ ...opts.webhooks, log });
    const hooks = dispatcher;
    runner = new AuditRunner({
      store,
      auditor: opts.auditor ?? createCannedAuditor(),
      concurrency: opts.concurrency ?? 2,
      log,
      onDone: (audit, report, previous) => hooks.auditDone(store.webhooksOf(audit.account), audit, report, previous),
    });
    server = createApiServer({ deps: { store, runner, retryAfterSeconds }, limiter, log, isClosing: () => closing });
    await listen(server, opts.port ?? 0, opts.host ?? '127.0.0.1');
  } catch (err) {
    store.close();
    throw err;
  }
  runner.resume();

  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closed: Promise<void> | undefined;
  const srv = server;
  const run = runner;
  const disp = dispatcher;

  return {
    url: `http://${hostForUrl}:${address.port}`,
    port: address.port,
    close() {
      closed ??= (async () => {
        closing = true;
        const serverClosed = new Promise<void>((resolve) => srv.close(() => resolve()));
        srv.closeIdleConnections();
        // Requests still in flight get a moment to finish before their sockets are cut.
        const force = setTimeout(() => srv.closeAllConnections(), 1000);
        await Promise.all([run.close(), disp.close()]);
        await serverClosed;
        clearTimeout(force);
        store.close();
      })();
      return closed;
    },
  };
}

function listen(server: ReturnType<typeof createApiServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`cannot listen on ${host}:${port}: ${err.message}`)));
    server.listen(port, host, () => resolve());
  });
}
