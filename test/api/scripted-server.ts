import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server that answers from a script and records what it was sent. */

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as-is. */
  body?: unknown;
  /** Never answer (for timeouts). */
  hang?: boolean;
  /** Destroy the connection without an answer (for network errors). */
  drop?: boolean;
}

export type Script = (req: RecordedRequest, index: number) => Reply;

export interface ScriptedServer {
  /** http://127.0.0.1:<port> without a trailing slash. */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** `replies` is played in order (the last one repeats), or computed by a function. */
export async function startServer(replies: Reply[] | Script): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const script: Script = Array.isArray(replies)
    ? (_req, i) => replies[Math.min(i, replies.length - 1)]
    : replies;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      send(res, script(recorded, requests.length - 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, reply: Reply): void {
  if (reply.hang) return;
  if (reply.drop) {
    res.socket?.destroy();
    return;
  }
  const isJson = reply.body !== undefined && typeof reply.body !== 'string';
  const text = reply.body === undefined ? '' : isJson ? JSON.stringify(reply.body) : String(reply.body);
  res.writeHead(reply.status, {
    ...(isJson && { 'content-type': 'application/json' }),
    ...reply.headers,
  });
  res.end(text);
}

/** Records requested waits instead of sleeping. */
export function recordingSleep(): { delays: number[]; sleep: (ms: number) => Promise<void> } {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}
