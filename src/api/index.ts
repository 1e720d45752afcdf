export {
  createClient,
  type AuditClient,
  type AuditPoll,
  type CallOptions,
  type ClientOptions,
  type ListSitesOptions,
  type PostOptions,
  type Sleep,
} from './client.js';
export {
  AbortedError,
  ApiError,
  AuditFailedError,
  PollTimeoutError,
  isAbortError,
  type ApiErrorInit,
  type RateLimitInfo,
} from './errors.js';
export { pollAudit, realClock, type PollClock, type PollOptions } from './poller.js';
export { formatDuration, parseDuration } from './duration.js';
export { backoffDelay, parseRetryAfter } from './retry.js';
export type { FetchLike } from './transport.js';
