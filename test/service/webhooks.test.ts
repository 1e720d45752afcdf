import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './helpers.js';

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on loopback that records deliveries and fails the first `failFirst` of them. */
async function startReceiver(failFirst = 0): Promise<{ url: string; deliveries: Delivery[]; server: Server }> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = deliveries.length <= failFirst ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, deliveries, server };
}

/** The receiver's side of Standard Webhooks signing, written independently of the service's code. */
function verify(secret: string, d: Delivery): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${d.headers['webhook-id']}.${d.headers['webhook-timestamp']}.${d.body}`;
  const expected = createHmac('sha256', key).update(signed).digest();
  return d.headers['webhook-signature'].split(' ').some((sig) => {
    const [version, mac] = sig.split(',');
    const given = Buffer.from(mac ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(cond()).toBe(true);
}

let svc: TestService | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await svc?.close();
  receiver?.close();
  svc = undefined;
  receiver = undefined;
});

describe('webhooks', () => {
  it('signs audit.completed and score.changed deliveries verifiably', async () => {
    const rx = await startReceiver();
    receiver = rx.server;
    svc = await startTestService();
    const reg = await svc.json('POST', '/webhooks', { body: { url: rx.url, threshold: 50 } });
    expect(reg.status).toBe(201);
    expect(reg.body.id).toMatch(/^wh_/);
    expect(reg.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(reg.body.events).toEqual(['audit.completed', 'score.changed']);

    const first = await svc.json('POST', '/audits', { body: { domain: 'example.com', url: 'https://example.com/?score=80' } });
    await svc.waitFor(first.body.auditId);
    await until(() => rx.deliveries.length >= 1);
    const second = await svc.json('POST', '/audits', { body: { domain: 'example.com', url: 'https://example.com/?score=40' } });
    await svc.waitFor(second.body.auditId);
    await until(() => rx.deliveries.length >= 3);

    for (const d of rx.deliveries) {
      expect(d.headers['webhook-id']).toMatch(/^msg_/);
      expect(d.headers['webhook-timestamp']).toMatch(/^\d+$/);
      expect(d.headers['content-type']).toBe('application/json');
      expect(verify(reg.body.secret, d)).toBe(true);
      expect(verify('whsec_' + Buffer.from('wrong secret').toString('base64'), d)).toBe(false);
      expect(verify(reg.body.secret, { ...d, body: d.body.replace('example', 'exampl3') })).toBe(false);
    }
    // The two events of the second audit are sent concurrently, so their arrival order is free.
    const events = rx.deliveries.map((d) => JSON.parse(d.body));
    expect(events[0]).toMatchObject({ type: 'audit.completed', data: { auditId: first.body.auditId, domain: 'example.com', overall: 80 } });
    expect(events[0].data.previous).toBeUndefined();
    expect(events.slice(1).map((e) => e.type).sort()).toEqual(['audit.completed', 'score.changed']);
    expect(events.find((e) => e.type === 'score.changed')).toMatchObject({
      type: 'score.changed',
      timestamp: expect.stringMatching(/^\d{4}-/),
      data: {
        auditId: second.body.auditId,
        overall: 40,
        scores: { performance: 40, seo: 40, accessibility: 40, bestPractices: 40 },
        previous: { auditId: first.body.auditId, overall: 80 },
      },
    });
  });

  it('retries a failed delivery with the same message id, and validates registrations', async () => {
    const rx = await startReceiver(1);
    receiver = rx.server;
    svc = await startTestService({ webhooks: { retryDelayMs: 0 } });
    const reg = await svc.json('POST', '/webhooks', { body: { url: rx.url, events: ['audit.completed'] } });
    const start = await svc.json('POST', '/audits', { body: { domain: 'example.com' } });
    await svc.waitFor(start.body.auditId);
    await until(() => rx.deliveries.length >= 2);
    const [failed, retried] = rx.deliveries;
    expect(retried.headers['webhook-id']).toBe(failed.headers['webhook-id']);
    expect(verify(reg.body.secret, retried)).toBe(true);

    const bad = await svc.json('POST', '/webhooks', { body: { url: rx.url, events: ['audit.exploded'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/"events\.0"/);
  });
});
