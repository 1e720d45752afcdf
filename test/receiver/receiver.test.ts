import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startReceiver } from '../../src/receiver/index.js';
import { triggerWorkflow } from '../../src/receiver/github-trigger.js';
import { startService, createCannedAuditor } from '../../src/service/index.js';
import { startFakeGitHub } from '../fakes/github-server.js';

const SECRET = 'whsec_' + Buffer.from('receiver-test-secret-0123456789').toString('base64');

async function waitFor<T>(check: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('webhook receiver', () => {
  let github: Awaited<ReturnType<typeof startFakeGitHub>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const logs: string[] = [];
  let mode: 'dispatch' | 'rerun' = 'dispatch';

  beforeAll(async () => {
    github = await startFakeGitHub();
    receiver = await startReceiver({
      secrets: ['whsec_' + Buffer.from('an-old-secret-being-rotated-out').toString('base64'), SECRET],
      policy: { events: ['score.changed'], domains: [] },
      trigger: (facts) =>
        triggerWorkflow({ token: 'ghs_receiver', apiUrl: github.url, owner: 'acme', repo: 'site', workflow: 'seo.yml', ref: 'main', mode, withInputs: true }, facts),
      log: (l) => logs.push(l),
    });
  });
  afterAll(async () => {
    await receiver?.close();
    await github?.close();
  });
  beforeEach(() => {
    github.dispatches.length = 0;
    github.reruns.length = 0;
    mode = 'dispatch';
  });

  const body = (over: Record<string, unknown> = {}) =>
    JSON.stringify({ type: 'score.changed', timestamp: new Date().toISOString(), data: { auditId: 'aud_1', domain: 'example.com', overall: 70, previous: { auditId: 'aud_0', overall: 90 } }, ...over });
  function post(payload: string, headers: Record<string, string>) {
    return fetch(`${receiver.url}/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
  }
  function signed(payload: string, id = `msg_${Math.random().toString(36).slice(2)}`, at = new Date()) {
    return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(SECRET).sign(id, at, payload) };
  }

  it('re-runs the workflow for a verified score.changed, once per delivery id', async () => {
    const payload = body();
    const headers = signed(payload, 'msg_once');
    const first = await post(payload, headers);
    expect(first.status).toBe(202);
    const again = await post(payload, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'duplicate' });
    expect(github.dispatches).toEqual([
      { workflowId: 'seo.yml', ref: 'main', inputs: { audit_id: 'aud_1', domain: 'example.com', url: 'https://example.com/', reason: 'score.changed for example.com, audit aud_1 (overall 90 -> 70)' } },
    ]);
    expect(github.violations).toEqual([]);
  });

  it('refuses a bad signature, a tampered body and a stale timestamp', async () => {
    const payload = body();
    expect((await post(payload, { ...signed(payload), 'webhook-signature': 'v1,AAAA' })).status).toBe(401);
    const headers = signed(payload);
    expect((await post(payload.replace('70', '99'), headers)).status).toBe(401);
    const old = new Date(Date.now() - 10 * 60_000);
    const stale = await post(payload, signed(payload, 'msg_stale', old));
    expect(stale.status).toBe(401);
    expect((await stale.json()).error.message).toMatch(/timestamp/i);
    expect((await post(payload, {})).status).toBe(400);
    expect(github.dispatches).toEqual([]);
  });

  it('acknowledges events it does not act on', async () => {
    const payload = body({ type: 'audit.completed' });
    const res = await post(payload, signed(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ignored' });
    expect(github.dispatches).toEqual([]);
  });

  it('answers 502 when GitHub fails so the sender retries, and acts on the retry', async () => {
    const payload = body();
    const headers = signed(payload, 'msg_retry');
    github.failRequests(1);
    expect((await post(payload, headers)).status).toBe(502);
    expect((await post(payload, headers)).status).toBe(202);
    expect(github.dispatches).toHaveLength(1);
  });

  it('re-runs the latest run in rerun mode', async () => {
    mode = 'rerun';
    github.workflowRuns.set('seo.yml', [{ id: 555, head_branch: 'main' }]);
    const payload = body();
    expect((await post(payload, signed(payload))).status).toBe(202);
    expect(github.reruns).toEqual([{ runId: '555' }]);
    expect(github.violations).toEqual([]);
  });

  it('closes the loop: the reference service signs, the receiver verifies and triggers', async () => {
    const service = await startService({ port: 0, host: '127.0.0.1', apiKeys: 'loop-key-0001', auditor: createCannedAuditor(), retryAfterSeconds: 0, log: () => {} });
    const api = async (path: string, body?: unknown) => {
      const res = await fetch(service.url + path, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: 'Bearer loop-key-0001', 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    };
    let loop: Awaited<ReturnType<typeof startReceiver>> | undefined;
    try {
      // The hook's secret is known only once registered, and the receiver's URL before that: reserve a receiver, then restart it on the secret.
      loop = await startReceiver({ secrets: [SECRET], policy: { events: [], domains: [] }, trigger: async () => '', log: () => {} });
      const target = `${loop.url}/webhooks`;
      const port = Number(new URL(loop.url).port);
      const hook = await api('/webhooks', { url: target, events: ['score.changed'] });
      expect(hook.secret).toMatch(/^whsec_/);
      await loop.close();
      loop = await startReceiver({
        port,
        secrets: [hook.secret],
        policy: { events: ['score.changed'], domains: ['shop.example.com'] },
        trigger: (facts) =>
          triggerWorkflow({ token: 'ghs_loop', apiUrl: github.url, owner: 'acme', repo: 'site', workflow: 'seo.yml', ref: 'main', mode: 'dispatch', withInputs: false }, facts),
        log: () => {},
      });
      for (const score of [92, 71]) {
        const { auditId } = await api('/audits', { url: `https://shop.example.com/?score=${score}` });
        for (let i = 0; i < 200 && (await api(`/audits/${auditId}`)).status !== 'done'; i++) await new Promise((r) => setTimeout(r, 20));
      }
      await waitFor(() => (github.dispatches.length ? true : undefined));
      expect(github.dispatches).toEqual([{ workflowId: 'seo.yml', ref: 'main' }]);
      expect(github.violations).toEqual([]);
    } finally {
      await loop?.close();
      await service.close();
    }
  });
});
