import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';

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

/** Stops the body pipeline once the size cap is reached. */
class CapReached extends Error {}

function flatHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function decompressorFor(contentEncoding: string | undefined): Transform | undefined {
  switch ((contentEncoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      // Sync flush: a body cut short (cap, server died) still yields what it decoded so far.
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      return undefined;
  }
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

  const chunks: Buffer[] = [];
  let bytes = 0;
  let transferBytes = 0;
  let truncated = false;
  let error: string | undefined;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      transferBytes += chunk.length;
      done(null, chunk);
    },
  });
  const collect = async (source: AsyncIterable<Buffer>): Promise<void> => {
    for await (const chunk of source) {
      const room = settings.maxBytes - bytes;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        bytes += room;
        truncated = true;
        throw new CapReached();
      }
      chunks.push(chunk);
      bytes += chunk.length;
    }
  };
  const decompressor = decompressorFor(headers['content-encoding']);
  try {
    if (decompressor) await pipeline(response.body, counter, decompressor, collect);
    else await pipeline(response.body, counter, collect);
  } catch (err) {
    if (!(err instanceof CapReached)) {
      throwIfCrawlAborted(settings.signal);
      const zlibFailure = typeof (err as { errno?: unknown }).errno === 'number' && decompressor;
      error = zlibFailure
        ? `could not decode the ${headers['content-encoding']} body: ${(err as Error).message}`
        : describeNetworkError(err, settings.timeoutMs);
    }
  }
  return { ...base, body: Buffer.concat(chunks, bytes), transferBytes, bytes, truncated, ...(error ? { error } : {}) };
}
