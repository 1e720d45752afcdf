import { afterEach, describe, expect, it } from 'vitest';
import { AuditAcceptedSchema, AuditReportSchema, ErrorBodySchema } from '../../src/report/schema.js';
import { createCannedAuditor, type Auditor } from '../../src/service/index.js';
import { ACME, GLOBEX, startTestService, type TestService } from './helpers.js';

let svc: TestService;
afterEach(async () => {
  await svc?.close();
});

describe('POST /audits and polling', () => {
  it('answers 202 with Location, polls 202 with Retry-After, then 200 with a valid report', async () => {
    // The audit waits on a gate the test opens, so the 202 phase is observed without timing.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const canned = createCannedAuditor();
    const auditor: Auditor = { audit: async (req, signal) => (await gate, canned.audit(req, signal)) };
    svc = await startTestService({ auditor, retryAfterSeconds: 1 });
    const start = await svc.json('POST', '/audits', { body: { domain: 'Example.com' } });
    expect(start.status).toBe(202);
    const accepted = AuditAcceptedSchema.parse(start.body);
    expect(accepted.auditId).toMatch(/^aud_[A-Za-z0-9_-]+$/);
    expect(accepted).toMatchObject({ domain: 'example.com', status: 'queued' });
    expect(start.res.headers.get('location')).toBe(`/audits/${accepted.auditId}`);

    const poll = await svc.json('GET', `/audits/${accepted.auditId}`);
    expect(poll.status).toBe(202);
    expect(poll.res.headers.get('retry-after')).toBe('1');
    expect(['queued', 'running']).toContain(poll.body.status);
    expect(Object.keys(poll.body).sort()).toEqual(['auditId', 'domain', 'siteId', 'status']);
    open();

    const report = AuditReportSchema.parse(await svc.waitFor(accepted.auditId));
    expect(report).toMatchObject({ auditId: accepted.auditId, domain: 'example.com', status: 'done', url: 'https://example.com/' });
    for (const v of [report.overall, ...Object.values(report.scores!)]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    expect(report.issues.length).toBeGreaterThan(0);
    for (const issue of report.issues) {
      expect(['high', 'medium', 'low']).toContain(issue.severity);
      expect(['auto', 'manual']).toContain(issue.tier);
      expect(issue.evidence.startsWith('/')).toBe(true);
    }
  });

  it('derives the domain from the url and keeps the preview url', async () => {
    svc = await startTestService();
    const start = await svc.json('POST', '/audits', { body: { url: 'https://preview-42.example.net/blog#top' } });
    expect(start.body.domain).toBe('preview-42.example.net');
    const withDomain = await svc.json('POST', '/audits', { body: { domain: 'example.net', url: 'https://preview-42.example.net/' } });
    const report = await svc.waitFor(withDomain.body.auditId);
    expect(report).toMatchObject({ domain: 'example.net', url: 'https://preview-42.example.net/' });
  });

  it('answers the same audit for a replayed Idempotency-Key and 409 for a different body', async () => {
    svc = await startTestService();
    const headers = { 'idempotency-key': 'deploy-1234' };
    const first = await svc.json('POST', '/audits', { body: { domain: 'example.com' }, headers });
    const again = await svc.json('POST', '/audits', { raw: '{ "domain" : "example.com" }', headers });
    expect(again.status).toBe(202);
    expect(again.body.auditId).toBe(first.body.auditId);
    expect(again.res.headers.get('location')).toBe(`/audits/${first.body.auditId}`);

    const conflict = await svc.json('POST', '/audits', { body: { domain: 'other.example.com' }, headers });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('idempotency_conflict');

    // Keys are per account: the same key from another account starts its own audit.
    const other = await svc.json('POST', '/audits', { body: { domain: 'example.com' }, headers, key: GLOBEX });
    expect(other.status).toBe(202);
    expect(other.body.auditId).not.toBe(first.body.auditId);

    const fresh = await svc.json('POST', '/audits', { body: { domain: 'example.com' } });
    expect(fresh.body.auditId).not.toBe(first.body.auditId);
  });

  it('reports a failed audit as 200 with status failed and an error', async () => {
    svc = await startTestService();
    const start = await svc.json('POST', '/audits', { body: { url: 'https://fail.example.com/' } });
    const body = await svc.waitFor(start.body.auditId);
    expect(AuditReportSchema.parse(body)).toMatchObject({
      auditId: start.body.auditId,
      domain: 'fail.example.com',
      status: 'failed',
      error: { code: 'audit_failed' },
    });
    expect(body.error.message).toContain('fail.example.com');
  });

  it('runs at most `concurrency` audits at once and keeps the rest queued', async () => {
    svc = await startTestService({ concurrency: 1 });
    const slow = await svc.json('POST', '/audits', { body: { url: 'https://slow.example.com/' } });
    const next = await svc.json('POST', '/audits', { body: { domain: 'example.com' } });
    let slowStatus = '';
    for (let i = 0; i < 100 && slowStatus !== 'running'; i++) {
      slowStatus = (await svc.json('GET', `/audits/${slow.body.auditId}`)).body.status;
    }
    expect(slowStatus).toBe('running');
    const waiting = await svc.json('GET', `/audits/${next.body.auditId}`);
    expect(waiting).toMatchObject({ status: 202, body: { status: 'queued' } });
    // close() must abort the never-ending audit rather than hang.
  });

  it('close() aborts running audits and resolves', async () => {
    let aborted = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const auditor: Auditor = {
      audit: (_req, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    };
    svc = await startTestService({ auditor });
    await svc.json('POST', '/audits', { body: { domain: 'example.com' } });
    await running;
    await svc.close();
    expect(aborted).toBe(true);
  });

  it('fails an audit whose auditor returns a body that is not a report', async () => {
    const auditor = { audit: async () => ({ overall: 50, scores: {}, issues: [{ key: 'x' }] }) } as unknown as Auditor;
    svc = await startTestService({ auditor });
    const start = await svc.json('POST', '/audits', { body: { domain: 'example.com' } });
    const body = await svc.waitFor(start.body.auditId);
    expect(body).toMatchObject({ status: 'failed', error: { code: 'audit_invalid' } });
    expect(body.error.message).toMatch(/issues\.0/);
  });

  it('hides another account\'s audit behind 404', async () => {
    svc = await startTestService();
    const start = await svc.json('POST', '/audits', { body: { domain: 'example.com' } });
    const foreign = await svc.json('GET', `/audits/${start.body.auditId}`, { key: GLOBEX });
    expect(foreign.status).toBe(404);
    expect(ErrorBodySchema.parse(foreign.body).error.code).toBe('not_found');
    expect((await svc.json('GET', '/audits/aud_nope')).status).toBe(404);
  });
});

describe('request validation', () => {
  it('names the problem: bad JSON, missing fields, bad url, bad domain', async () => {
    svc = await startTestService();
    const bad = await svc.json('POST', '/audits', { raw: '{"domain": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid_request' });
    expect(bad.body.error.message).toMatch(/not valid JSON/);

    const empty = await svc.json('POST', '/audits', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/"domain" or "url"/);

    const badUrl = await svc.json('POST', '/audits', { body: { url: 'ftp://example.com/' } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.message).toMatch(/"url"/);

    const badDomain = await svc.json('POST', '/audits', { body: { domain: 'https://example.com/x' } });
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.error.message).toMatch(/"domain"/);

    const creds = await svc.json('POST', '/audits', { body: { url: 'https://user:pw@example.com/' } });
    expect(creds.status).toBe(422);

    const badKey = await svc.json('POST', '/audits', { body: { domain: 'example.com' }, headers: { 'idempotency-key': 'x'.repeat(300) } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.message).toMatch(/Idempotency-Key/);
  });

  it('refuses bodies over 1 MB with 413, and unknown paths and methods', async () => {
    svc = await startTestService();
    const big = await svc.json('POST', '/audits', { raw: JSON.stringify({ domain: 'example.com', pad: 'x'.repeat(1024 * 1024) }) });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    const missing = await svc.json('GET', '/nope');
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const wrong = await svc.json('DELETE', '/sites');
    expect(wrong.status).toBe(405);
    expect(wrong.res.headers.get('allow')).toBe('GET');
    expect((await svc.json('GET', '/healthz', { key: null })).body).toEqual({ ok: true });
  });
});

describe('auth', () => {
  it('answers 401 with WWW-Authenticate for a missing, malformed or unknown key, and never logs keys', async () => {
    svc = await startTestService();
    const variants: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer key_unknown_0001' }];
    for (const headers of variants) {
      const res = await fetch(`${svc.url}/sites`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(((await res.json()) as any).error.code).toBe('unauthorized');
    }
    await svc.json('GET', '/sites');
    expect(svc.logs.some((l) => /^GET \/sites 200 [\d.]+ms acme$/.test(l))).toBe(true);
    expect(svc.logs.some((l) => /^GET \/sites 401 [\d.]+ms -$/.test(l))).toBe(true);
    expect(svc.logs.join('\n')).not.toMatch(new RegExp(`${ACME}|key_unknown|${GLOBEX}`));
  });
});
