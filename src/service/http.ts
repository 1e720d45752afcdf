import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { ApiError, invalidRequest } from './errors.js';

/** Request bodies above this are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
// Past this the connection is dropped instead of drained, so a huge upload cannot tie the server up.
const DRAIN_LIMIT_BYTES = 16 * MAX_BODY_BYTES;

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Reads the whole body; over the cap it keeps draining (so the client can read our 413) but stores nothing. */
export function readBody(req: IncomingMessage, cap = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
    req.destroy();
    return Promise.reject(tooLarge(cap));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        reject(tooLarge(cap));
      } else if (size <= cap) {
        chunks.push(chunk);
      }
    });
    req.on('end', () => (size > cap ? reject(tooLarge(cap)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function tooLarge(cap: number): ApiError {
  return new ApiError(413, 'payload_too_large', `request body exceeds ${cap} bytes`);
}

/** Parses a JSON body and validates it, naming the offending field on failure. */
export async function readJson<T extends z.ZodType>(req: IncomingMessage, schema: T): Promise<z.infer<T>> {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') throw invalidRequest('request body is empty: send a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    throw invalidRequest(`request body is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));
  return parsed.data;
}

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.');
  return field === '' ? `invalid request body: ${issue.message}` : `invalid "${field}": ${issue.message}`;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}
