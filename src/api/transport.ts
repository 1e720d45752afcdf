import { STATUS_CODES } from 'node:http';
import { request, type Dispatcher } from 'undici';

/**
 * One HTTP exchange, nothing more: the client's retry, timeout and parsing logic
 * sits above this, so it works the same over undici's `request` (the default,
 * pooled keep-alive connections) or any fetch-compatible function a caller injects.
 */

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export interface RawResponse {
  status: number;
  statusText: string;
  /** A response header by lower-case name; repeated headers joined with ", ". */
  header(name: string): string | undefined;
  /** The whole body, already read. */
  text: string;
}

export type Transport = (req: TransportRequest) => Promise<RawResponse>;

/** The part of the WHATWG fetch API the client uses; `globalThis.fetch` and undici's `fetch` both fit. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export function undiciTransport(dispatcher?: Dispatcher): Transport {
  return async (req) => {
    const res = await request(req.url, {
      method: req.method as Dispatcher.HttpMethod,
      headers: req.headers,
      body: req.body ?? null,
      signal: req.signal,
      ...(dispatcher && { dispatcher }),
    });
    // Always drain the body: an unread body pins the pooled connection.
    const text = await res.body.text();
    return {
      status: res.statusCode,
      statusText: res.statusText || STATUS_CODES[res.statusCode] || '',
      header: (name) => {
        const value = res.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      text,
    };
  };
}

export function fetchTransport(fetchFn: FetchLike): Transport {
  return async (req) => {
    const res = await fetchFn(req.url, {
      method: req.method,
      headers: req.headers,
      ...(req.body !== undefined && { body: req.body }),
      signal: req.signal,
    });
    const text = await res.text();
    return {
      status: res.status,
      statusText: res.statusText || STATUS_CODES[res.status] || '',
      header: (name) => res.headers.get(name) ?? undefined,
      text,
    };
  };
}
