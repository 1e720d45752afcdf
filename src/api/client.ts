import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Agent, type Dispatcher } from 'undici';
import type { z } from 'zod';
import {
  AuditAcceptedSchema,
  AuditReportSchema,
  ErrorBodySchema,
  FixRequestSchema,
  FixResultSchema,
  SiteListSchema,
  StartAuditRequestSchema,
  isTerminalStatus,
  type AuditAccepted,
  type AuditReport,
  type FixRequest,
  type FixResult,
  type Site,
  type SiteList,
  type StartAuditRequest,
} from '../report/schema.js';
import {
  ApiError,
  cancelledError,
  describeZodError,
  displayUrl,
  httpError,
  isAbortError,
  networkError,
  timeoutError,
  unexpectedResponse,
  type ErrorContext,
} from './errors.js';
import { fetchTransport, undiciTransport, type FetchLike, type RawResponse, type Transport } from './transport.js';
import { backoffDelay, isReplaySafe, isRetryableStatus, parseRateLimit, parseRetryAfter } from './retry.js';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface ClientOptions {
  /** Service root, with or without a path prefix or trailing slash: `https://api.x.com/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`; never written into an error message. */
  apiKey?: string;
  /** Per attempt, from sending the request to the end of the body. Default 30000. */
  timeoutMs?: number;
  /** Extra attempts after the first, for failures a repeat may cure. Default 3. */
  retries?: number;
  userAgent?: string;
  /** Use this fetch instead of undici's pooled `request`. */
  fetch?: FetchLike;
  /** The undici dispatcher (Agent, Pool, MockAgent) for `request`; default: a keep-alive Agent owned by the client. */
  dispatcher?: Dispatcher;
  /** Waits between attempts; injectable so tests can record delays instead of sleeping. */
  sleep?: Sleep;
  /** Source of jitter in [0, 1). */
  random?: () => number;
  /** Wall clock, for Retry-After given as an HTTP date. */
  now?: () => number;
  /** A Retry-After longer than this is reported as an error instead of slept through. Default 60000. */
  maxRetryAfterMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface PostOptions extends CallOptions {
  /** Lets the service de-duplicate the POST, and so lets the client retry it. */
  idempotencyKey?: string;
}

export interface AuditPoll {
  /** The audit reached a terminal status (done, failed, ...): polling should stop. */
  done: boolean;
  /** The full report, only when the status is `done`. */
  report?: AuditReport;
  /** Id, domain, status (and `error` when failed), whatever the status. */
  accepted: AuditAccepted;
  /** The service's hint for the next poll. */
  retryAfterMs?: number;
}

export interface ListSitesOptions extends CallOptions {
  limit?: number;
  cursor?: string;
}

export interface AuditClient {
  startAudit(req: StartAuditRequest, options?: PostOptions): Promise<AuditAccepted>;
  getAudit(id: string, options?: CallOptions): Promise<AuditPoll>;
  listSites(options?: ListSitesOptions): Promise<SiteList>;
  /** Every site, following `nextCursor` page by page. */
  allSites(options?: { pageSize?: number; signal?: AbortSignal }): AsyncIterable<Site>;
  applyFixes(siteId: string, fixes: FixRequest, options?: PostOptions): Promise<FixResult>;
  /** Closes the connection pool the client created (not one passed in as `dispatcher`). */
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 3;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
const DEFAULT_USER_AGENT = 'seo-audit-action (+https://github.com/marketplace/actions/seo-audit)';

interface JsonResponse {
  status: number;
  body: unknown;
  response: RawResponse;
  ctx: ErrorContext;
}

interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export function createClient(options: ClientOptions): AuditClient {
  const base = parseBaseUrl(options.baseUrl);
  const timeoutMs = positiveOr(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs');
  const retries = Math.max(0, Math.floor(options.retries ?? DEFAULT_RETRIES));
  const sleep: Sleep = options.sleep ?? ((ms, signal) => delay(ms, undefined, signal ? { signal } : undefined));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const apiKey = options.apiKey?.trim() || undefined;

  let ownedAgent: Agent | undefined;
  let transport: Transport;
  if (options.fetch) {
    transport = fetchTransport(options.fetch);
  } else if (options.dispatcher) {
    transport = undiciTransport(options.dispatcher);
  } else {
    // One pool per client: audits poll the same host for minutes, so reusing the
    // TLS connection matters more than anything else here.
    ownedAgent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });
    transport = undiciTransport(ownedAgent);
  }

  const baseHeaders: Record<string, string> = {
    accept: 'application/json',
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
  };
  if (apiKey) baseHeaders.authorization = `Bearer ${apiKey}`;

  async function call(spec: RequestSpec): Promise<JsonResponse> {
    const url = buildUrl(base, spec.path, spec.query);
    const ctx: ErrorContext = { url, ...(apiKey && { secret: apiKey }) };
    const what = `${spec.method} ${displayUrl(url)}`;
    const headers = { ...baseHeaders };
    let body: string | undefined;
    if (spec.body !== undefined) {
      body = JSON.stringify(spec.body);
      headers['content-type'] = 'application/json';
    }
    // The same key on every attempt is what makes the retries safe.
    if (spec.idempotencyKey) headers['idempotency-key'] = spec.idempotencyKey;
    const replaySafe = isReplaySafe(spec.method, Boolean(spec.idempotencyKey));

    for (let attempt = 0; ; attempt++) {
      if (spec.signal?.aborted) throw cancelledError(what, spec.signal);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;

      let failure: ApiError;
      try {
        const response = await transport({ method: spec.method, url, headers, body, signal });
        if (response.status >= 200 && response.status < 300) {
          return { status: response.status, body: parseJsonBody(ctx, response), response, ctx };
        }
        failure = describeFailure(ctx, response, now());
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (spec.signal?.aborted) throw cancelledError(what, spec.signal);
        failure = timeout.aborted || isAbortError(error) ? timeoutError(ctx, timeoutMs) : networkError(ctx, error);
      }

      const canRetry =
        attempt < retries && replaySafe && (failure.status === 0 || isRetryableStatus(failure.status));
      if (!canRetry) throw failure;
      if (failure.retryAfterMs !== undefined && failure.retryAfterMs > maxRetryAfterMs) throw failure;
      const wait = failure.retryAfterMs ?? backoffDelay(attempt, random);
      try {
        await sleep(wait, spec.signal);
      } catch (error) {
        if (spec.signal?.aborted) throw cancelledError(what, spec.signal);
        throw error;
      }
    }
  }

  function validate<T extends z.ZodType>(schema: T, res: JsonResponse): z.infer<T> {
    const parsed = schema.safeParse(res.body);
    if (!parsed.success) throw unexpectedResponse(res.ctx, res.status, describeZodError(parsed.error));
    return parsed.data;
  }

  const client: AuditClient = {
    async startAudit(req, opts = {}) {
      const checked = StartAuditRequestSchema.safeParse(req);
      if (!checked.success) throw new TypeError(`invalid audit request: ${describeZodError(checked.error)}`);
      const res = await call({
        method: 'POST',
        path: 'audits',
        body: checked.data,
        idempotencyKey: opts.idempotencyKey || randomUUID(),
        ...(opts.signal && { signal: opts.signal }),
      });
      return validate(AuditAcceptedSchema, res);
    },

    async getAudit(id, opts = {}) {
      if (!id) throw new TypeError('getAudit needs an audit id such as aud_123');
      const res = await call({
        method: 'GET',
        path: `audits/${encodeURIComponent(id)}`,
        ...(opts.signal && { signal: opts.signal }),
      });
      // A failed audit may answer without its id; we know which one we asked for.
      if (isRecord(res.body) && res.body.auditId === undefined) res.body = { ...res.body, auditId: id };
      const accepted = validate(AuditAcceptedSchema, res);
      const retryAfterMs = parseRetryAfter(res.response.header('retry-after'), now());
      if (accepted.status === 'done') {
        const report = validate(AuditReportSchema, res);
        const missing = (['overall', 'scores'] as const).filter((field) => report[field] === undefined);
        if (missing.length > 0) {
          throw unexpectedResponse(res.ctx, res.status, `audit is done but has no ${missing.join(' or ')}`);
        }
        return { done: true, report, accepted };
      }
      return {
        done: isTerminalStatus(accepted.status),
        accepted,
        ...(retryAfterMs !== undefined && { retryAfterMs }),
      };
    },

    async listSites(opts = {}) {
      const res = await call({
        method: 'GET',
        path: 'sites',
        query: { limit: opts.limit, cursor: opts.cursor },
        ...(opts.signal && { signal: opts.signal }),
      });
      return validate(SiteListSchema, res);
    },

    async *allSites(opts = {}) {
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (;;) {
        const page = await client.listSites({
          ...(opts.pageSize !== undefined && { limit: opts.pageSize }),
          ...(cursor !== undefined && { cursor }),
          ...(opts.signal && { signal: opts.signal }),
        });
        yield* page.sites;
        const next = page.nextCursor;
        if (next === undefined || next === null || next === '') return;
        // A cursor that comes back again would page forever.
        if (seen.has(next)) {
          const url = buildUrl(base, 'sites', { cursor: next });
          throw unexpectedResponse({ url }, 200, `nextCursor "${next}" was already returned; stopping to avoid a loop`);
        }
        seen.add(next);
        cursor = next;
      }
    },

    async applyFixes(siteId, fixes, opts = {}) {
      if (!siteId) throw new TypeError('applyFixes needs a site id');
      const checked = FixRequestSchema.safeParse(fixes);
      if (!checked.success) throw new TypeError(`invalid fix request: ${describeZodError(checked.error)}`);
      // No key is invented here: the contract promises de-duplication only for
      // POST /audits, so a fix POST is retried only when the caller vouches for it.
      const res = await call({
        method: 'POST',
        path: `sites/${encodeURIComponent(siteId)}/fixes`,
        body: checked.data,
        ...(opts.idempotencyKey && { idempotencyKey: opts.idempotencyKey }),
        ...(opts.signal && { signal: opts.signal }),
      });
      return validate(FixResultSchema, res);
    },

    async close() {
      await ownedAgent?.close();
    },
  };
  return client;
}

function describeFailure(ctx: ErrorContext, response: RawResponse, nowMs: number): ApiError {
  const rateLimit = parseRateLimit(response.header);
  let retryAfterMs = parseRetryAfter(response.header('retry-after'), nowMs);
  // Without Retry-After, the rate-limit window's reset is the next best hint.
  if (retryAfterMs === undefined && response.status === 429 && rateLimit?.resetMs !== undefined) {
    retryAfterMs = rateLimit.resetMs;
  }
  return httpError(ctx, {
    status: response.status,
    statusText: response.statusText,
    ...errorDetail(response.text),
    ...(retryAfterMs !== undefined && { retryAfterMs }),
    ...(rateLimit !== undefined && { rateLimit }),
  });
}

/** The service's `{error:{code,message}}`, or the nearest thing a differing service sends. */
function errorDetail(text: string): { detail?: { code?: string; message?: string } } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) return { detail: parsed.data.error };
  if (!isRecord(body)) return {};
  if (typeof body.error === 'string') return { detail: { message: body.error } };
  if (isRecord(body.error) && typeof body.error.message === 'string') {
    return { detail: { message: body.error.message, ...(typeof body.error.code === 'string' && { code: body.error.code }) } };
  }
  if (typeof body.message === 'string') return { detail: { message: body.message } };
  return {};
}

function parseJsonBody(ctx: ErrorContext, response: RawResponse): unknown {
  const type = response.header('content-type') ?? 'no content-type';
  if (response.text.trim() === '') throw unexpectedResponse(ctx, response.status, `empty body (${type})`);
  try {
    return JSON.parse(response.text);
  } catch {
    throw unexpectedResponse(ctx, response.status, `body is not JSON (${type}): ${response.text.slice(0, 60)}`);
  }
}

function parseBaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TypeError(`invalid baseUrl ${JSON.stringify(raw)}: give an absolute http(s) URL such as https://api.example.com/v1`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`invalid baseUrl ${JSON.stringify(displayUrl(raw))}: only http and https are supported`);
  }
  url.search = '';
  url.hash = '';
  // A prefix like /v1 survives relative resolution only with a trailing slash.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function buildUrl(base: URL, path: string, query?: Record<string, string | number | undefined>): string {
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function positiveOr(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`invalid ${name} ${value}: give a positive number of milliseconds`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
