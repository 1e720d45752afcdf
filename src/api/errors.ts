import type { z } from 'zod';
import { formatDuration } from './duration.js';

/**
 * The client's errors, each with a one-line message a user can act on. Messages
 * are built here from plain facts (status, URL, the service's own words) so the
 * wording lives in one place and the API key can be scrubbed in one place.
 */

export interface RateLimitInfo {
  limit?: number;
  remaining?: number;
  /** Until the window resets, from `RateLimit-Reset` (seconds in the header). */
  resetMs?: number;
}

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network error, timeout). */
  status: number;
  /** The service's error code, or one of ours: network_error, timeout, unexpected_response, http_<status>. */
  code: string;
  message: string;
  url: string;
  retryAfterMs?: number;
  rateLimit?: RateLimitInfo;
  /** The service's own message, kept apart from the user-facing one. */
  serviceMessage?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly url: string;
  readonly retryAfterMs?: number;
  readonly rateLimit?: RateLimitInfo;
  readonly serviceMessage?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.url = init.url;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.rateLimit !== undefined) this.rateLimit = init.rateLimit;
    if (init.serviceMessage !== undefined) this.serviceMessage = init.serviceMessage;
  }
}

/** The audit ended in a failed (or otherwise unsuccessful terminal) state. */
export class AuditFailedError extends Error {
  override name = 'AuditFailedError';
  readonly auditId: string;
  readonly status: string;
  readonly code?: string;

  constructor(auditId: string, status: string, detail?: { code?: string; message?: string }) {
    const reason = oneLine(detail?.message ?? '') || `the service gave no reason (status: ${status})`;
    super(`audit ${auditId} failed: ${reason}`);
    this.auditId = auditId;
    this.status = status;
    if (detail?.code !== undefined) this.code = detail.code;
  }
}

export class PollTimeoutError extends Error {
  override name = 'PollTimeoutError';
  readonly auditId: string;
  readonly timeoutMs: number;
  readonly lastStatus: string;

  constructor(auditId: string, timeoutMs: number, lastStatus: string) {
    super(`gave up after ${formatDuration(timeoutMs)} waiting for ${auditId} (last status: ${lastStatus})`);
    this.auditId = auditId;
    this.timeoutMs = timeoutMs;
    this.lastStatus = lastStatus;
  }
}

/** Cancellation through an AbortSignal; `name` matches the platform's AbortError. */
export class AbortedError extends Error {
  override name = 'AbortError';
  readonly code = 'ABORT_ERR';

  constructor(message: string, reason?: unknown) {
    super(message, reason === undefined ? undefined : { cause: reason });
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** What the error builders need to know about the request. */
export interface ErrorContext {
  /** The request URL; credentials in it are removed before it reaches a message. */
  url: string;
  /** Text that must never appear in a message (the API key). */
  secret?: string;
}

export interface HttpFailure {
  status: number;
  statusText: string;
  /** The service's `{error:{code,message}}`, when the body was that shape. */
  detail?: { code?: string; message?: string };
  retryAfterMs?: number;
  rateLimit?: RateLimitInfo;
}

/** An error status from the service, described by what the user should do about it. */
export function httpError(ctx: ErrorContext, failure: HttpFailure): ApiError {
  const url = displayUrl(ctx.url);
  const { status } = failure;
  const said = scrub(oneLine(failure.detail?.message ?? ''), ctx.secret) || failure.statusText || `HTTP ${status}`;
  // The advice below starts a new sentence; avoid "..".
  const sentence = said.replace(/[.\s]+$/, '');
  let message: string;
  if (status === 401) {
    message = `API key rejected (401) by ${url}: ${sentence}. Check the api-key input / SEO_AUDIT_API_KEY.`;
  } else if (status === 403) {
    message = `access denied (403) by ${url}: ${sentence}. The API key is valid but not allowed to do this.`;
  } else if (status === 404) {
    message = `not found (404) at ${url}: ${said}`;
  } else if (status === 429) {
    message =
      failure.retryAfterMs !== undefined
        ? `rate limited (429) by ${url}: retry after ${formatDuration(failure.retryAfterMs)}`
        : `rate limited (429) by ${url}: ${said}`;
  } else if (status === 409) {
    message = `conflict (409) at ${url}: ${said}`;
  } else if (status === 400 || status === 422) {
    message = `request rejected (${status}) by ${url}: ${said}`;
  } else if (status >= 500) {
    message = `service error (${status}) at ${url}: ${said}`;
  } else {
    message = `request failed (${status}) at ${url}: ${said}`;
  }
  return new ApiError({
    status,
    code: failure.detail?.code || `http_${status}`,
    message,
    url,
    ...(failure.retryAfterMs !== undefined && { retryAfterMs: failure.retryAfterMs }),
    ...(failure.rateLimit !== undefined && { rateLimit: failure.rateLimit }),
    ...(said && failure.detail?.message !== undefined && { serviceMessage: said }),
  });
}

export function networkError(ctx: ErrorContext, cause: unknown): ApiError {
  const url = displayUrl(ctx.url);
  return new ApiError({
    status: 0,
    code: 'network_error',
    message: `could not reach ${url}: ${scrub(describeCause(cause), ctx.secret)}`,
    url,
    cause,
  });
}

export function timeoutError(ctx: ErrorContext, timeoutMs: number): ApiError {
  const url = displayUrl(ctx.url);
  return new ApiError({
    status: 0,
    code: 'timeout',
    message: `could not reach ${url}: no response within ${formatDuration(timeoutMs)} (raise timeoutMs if the service is slow)`,
    url,
  });
}

/** A 2xx answer the client cannot use: not JSON, or not the shape the contract promises. */
export function unexpectedResponse(ctx: ErrorContext, status: number, what: string): ApiError {
  const url = displayUrl(ctx.url);
  return new ApiError({
    status,
    code: 'unexpected_response',
    message: `unexpected response from ${url}: ${scrub(oneLine(what), ctx.secret)}`,
    url,
  });
}

/** A zod failure as one line: the first few issues, each as `path: message`. */
export function describeZodError(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > shown.length ? ` (+${error.issues.length - shown.length} more)` : '';
  return shown.join('; ') + more;
}

export function cancelledError(what: string, signal?: AbortSignal): AbortedError {
  return new AbortedError(`${what} was cancelled`, signal?.reason);
}

/** The URL without user:password, which may hold credentials. */
export function displayUrl(raw: string): string {
  try {
    const url = new URL(raw);
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return raw;
  }
}

function describeCause(cause: unknown): string {
  // Connection failures arrive wrapped (fetch's "fetch failed" → cause) or as an
  // AggregateError with an empty message (one error per address tried).
  let current: unknown = cause;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof AggregateError && current.errors.length > 0) {
      const inner = [...new Set(current.errors.map((e: unknown) => describeCause(e)))];
      return inner.join('; ');
    }
    const code = (current as { code?: unknown }).code;
    const message = oneLine(current.message);
    const generic = message === '' || message === 'fetch failed' || message === 'terminated';
    if (generic && current.cause instanceof Error) {
      current = current.cause;
      continue;
    }
    if (message) return message;
    if (typeof code === 'string') return code;
    return current.name;
  }
  return oneLine(String(current)) || 'unknown error';
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 297)}...` : flat;
}

function scrub(text: string, secret?: string): string {
  // Short "keys" would blank out ordinary words; real keys are long.
  if (!secret || secret.length < 4) return text;
  return text.split(secret).join('***');
}
