import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyDelivery } from './delivery.js';
import { decide, type ReceiverPolicy } from './policy.js';
import { SeenIds } from './seen-ids.js';
import type { TriggerFacts } from './github-trigger.js';

export interface ReceiverOptions {
  port?: number;
  host?: string;
  /** Path deliveries are posted to (default /webhooks). */
  path?: string;
  /** `whsec_...` secrets; more than one while a secret is rotated. */
  secrets: readonly string[];
  policy: ReceiverPolicy;
  /** Re-runs the workflow; resolves with a line for the log. */
  trigger(facts: TriggerFacts): Promise<string>;
  log?(line: string): void;
}

const MAX_BODY = 256 * 1024;

/**
 * The webhook receiver: verify, drop replays and duplicates, decide, trigger.
 * A delivery is remembered only once its run was triggered, so a GitHub
 * failure answers 502 and the service's retry gets another chance.
 */
export async function startReceiver(opts: ReceiverOptions): Promise<{ url: string; close(): Promise<void> }> {
  if (!opts.secrets.length) throw new Error('startReceiver: no webhook secret given');
  const path = opts.path ?? '/webhooks';
  const log = opts.log ?? ((line: string) => process.stderr.write(line + '\n'));
  const seen = new SeenIds();
  const inFlight = new Set<string>();

  const reply = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method === 'GET' && url.pathname === '/healthz') return reply(res, 200, { ok: true });
    if (url.pathname !== path) return reply(res, 404, { error: { code: 'not_found', message: `deliveries go to POST ${path}` } });
    if (req.method !== 'POST') return reply(res, 405, { error: { code: 'method_not_allowed', message: `use POST ${path}` } });

    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return reply(res, 413, { error: { code: 'too_large', message: 'delivery body over 256 KB' } });
      chunks.push(chunk as Buffer);
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    const verified = verifyDelivery(Buffer.concat(chunks).toString('utf8'), headers, opts.secrets);
    if (!verified.ok) {
      log(`refused delivery ${headers['webhook-id'] ?? '(no id)'}: ${verified.reason}`);
      return reply(res, verified.status, { error: { code: verified.status === 401 ? 'bad_signature' : 'bad_request', message: verified.reason } });
    }
    const { id, delivery } = verified;
    if (seen.has(id)) return reply(res, 200, { status: 'duplicate', id });
    if (inFlight.has(id)) return reply(res, 409, { error: { code: 'in_progress', message: `delivery ${id} is being handled` } });

    const decision = decide(delivery, opts.policy);
    if (!decision.act) {
      seen.add(id);
      log(`ignored ${id}: ${decision.reason}`);
      return reply(res, 200, { status: 'ignored', id, reason: decision.reason });
    }
    inFlight.add(id);
    try {
      const done = await opts.trigger({ auditId: delivery.data.auditId, domain: delivery.data.domain, url: delivery.data.url, reason: decision.reason });
      seen.add(id);
      log(`${id}: ${decision.reason}: ${done}`);
      return reply(res, 202, { status: 'triggered', id });
    } catch (e) {
      log(`${id}: could not trigger the workflow: ${(e as Error).message}`);
      return reply(res, 502, { error: { code: 'trigger_failed', message: (e as Error).message } });
    } finally {
      inFlight.delete(id);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      log(`receiver error: ${(e as Error).message}`);
      if (!res.headersSent) reply(res, 500, { error: { code: 'internal', message: 'internal error' } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve);
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
