/**
 * The service's error vocabulary. Handlers throw ApiError; the server turns it
 * into `{ error: { code, message } }` with the matching status, so every error
 * the service answers has the same shape (ErrorBodySchema).
 */

export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'idempotency_conflict'
  | 'no_done_audit'
  | 'payload_too_large'
  | 'unprocessable'
  | 'rate_limited'
  | 'internal_error'
  | 'unavailable';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** Extra response headers the error needs (WWW-Authenticate, Allow, Retry-After). */
  readonly headers: Record<string, string>;

  constructor(status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const invalidRequest = (message: string): ApiError => new ApiError(400, 'invalid_request', message);
export const notFound = (what: string): ApiError => new ApiError(404, 'not_found', `${what} not found`);

export function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}
