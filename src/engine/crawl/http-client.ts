import { Agent, request, type Dispatcher } from 'undici';
import { decodeContent } from './content-decoding.js';

/** One HTTP exchange, redirects not followed. */
export interface RawResponse {
  /** 0 when there was no response (refused, reset, DNS, timeout before headers). */
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  ttfbMs: number;
  /** Decoded body bytes (up to the cap). Empty when the body was not read. */
  body: Buffer;
  transferBytes: number;
  bytes: number;
  truncated: boolean;
  error?: string;
}

export interface RequestSettings {
  dispatcher: Dispatcher;
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  /** The crawl's abort signal: aborting it rejects instead of reporting a page error. */
  signal?: AbortSignal;
}

export function createDispatcher(concurrency: number, timeoutMs: number): Agent {
  // One connection per concurrent request, kept alive between pages of the same origin.
  return new Agent({
    connections: concurrency,
    keepAliveTimeout: 10_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

function flatHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** A short description of a network failure, e.g. `ECONNREFUSED` or `timed out after 15000 ms`. */
export function describeNetworkError(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.code === 'UND_ERR_HEADERS_TIMEOUT' || e?.code === 'UND_ERR_BODY_TIMEOUT') {
    return `timed out after ${timeoutMs} ms`;
  }
  const code = e?.cause?.code ?? e?.code;
  if (code && !code.startsWith('UND_ERR')) return code;
  return e?.cause?.message ?? e?.message ?? String(err);
}

function throwIfCrawlAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('crawl aborted');
}

/**
 * Sends one request with our own content decoding, so transferred and decoded
 * sizes can both be reported. Never throws for network or HTTP problems; only
 * when the crawl itself is aborted.
 */
export async function fetchRaw(
  url: string,
  settings: RequestSettings,
  {
    method = 'GET',
    readBody = true,
  }: {
    method?: 'GET' | 'HEAD';
    /** Whether the body is worth reading, decided once the headers are in (redirect bodies are not). */
    readBody?: boolean | ((status: number, headers: Record<string, string>) => boolean);
  } = {},
): Promise<RawResponse> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = settings.signal ? AbortSignal.any([timeout, settings.signal]) : timeout;
  const started = performance.now();
  let response: Dispatcher.ResponseData;
  try {
    response = await request(url, {
      method,
      dispatcher: settings.dispatcher,
      signal,
      headers: {
        'user-agent': settings.userAgent,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-encoding': 'gzip, br, deflate',
      },
    });
  } catch (err) {
    throwIfCrawlAborted(settings.signal);
    const ttfbMs = performance.now() - started;
    return {
      status: 0, headers: {}, ttfbMs, body: Buffer.alloc(0), transferBytes: 0, bytes: 0, truncated: false,
      error: describeNetworkError(err, settings.timeoutMs),
    };
  }
  const ttfbMs = performance.now() - started;
  const headers = flatHeaders(response.headers);
  const base = { status: response.statusCode, headers, ttfbMs };
  const wanted = typeof readBody === 'function' ? readBody(response.statusCode, headers) : readBody;
  if (!wanted || method === 'HEAD') {
    await response.body.dump().catch(() => undefined);
    return { ...base, body: Buffer.alloc(0), transferBytes: 0, bytes: 0, truncated: false };
  }

  // Read the body as transferred (compressed), stopping past the cap, then decode it in one go.
  const chunks: Buffer[] = [];
  let transferBytes = 0;
  let rawCut = false;
  let readError: string | undefined;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      transferBytes += chunk.length;
      if (transferBytes > settings.maxBytes) {
        rawCut = true;
        break; // leaving the loop destroys the body and its connection
      }
    }
  } catch (err) {
    throwIfCrawlAborted(settings.signal);
    readError = describeNetworkError(err, settings.timeoutMs);
  }
  const decoded = await decodeContent(Buffer.concat(chunks, transferBytes), headers['content-encoding'], settings.maxBytes, rawCut);
  const error = readError ?? decoded.error;
  return { ...base, body: decoded.body, transferBytes, bytes: decoded.body.length, truncated: decoded.truncated, ...(error ? { error } : {}) };
}
