import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { startService, createCannedAuditor } from '../../src/service/index.js';
import { AuditResultSchema } from '../../src/runner/result-file.js';
import { runAction } from './harness.js';

/** The action's run() against the reference service over real HTTP on loopback. */
describe('action run() against the reference service', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  let limited: Awaited<ReturnType<typeof startService>>;
  const requests: string[] = [];

  beforeAll(async () => {
    service = await startService({
      port: 0,
      host: '127.0.0.1',
      apiKeys: 'team:secret-key-1',
      auditor: createCannedAuditor({ delayMs: 30 }),
      retryAfterSeconds: 0,
    });
    limited = await startService({
      port: 0,
      host: '127.0.0.1',
      apiKeys: 'secret-key-2',
      auditor: createCannedAuditor({ delayMs: 10 }),
      retryAfterSeconds: 0,
      rateLimit: { limit: 2, windowMs: 1000 },
      log: (line) => requests.push(line),
    });
  });
  afterAll(async () => {
    await service?.close();
    await limited?.close();
  });

  const inputs = (over: Record<string, string>) => ({ 'api-url': service.url, 'api-key': 'secret-key-1', timeout: '30s', ...over });

  it('passes when every score meets its threshold, with outputs, summary and report file', async () => {
    const result = await runAction(inputs({ url: 'https://site.example.com/?score=91\nhttps://other.example.com/?score=88', thresholds: 'overall=85, seo=85' }));
    expect(result.exitCode).toBe(0);
    expect(result.outputs.passed).toBe('true');
    expect(result.outputs.overall).toBe('88');
    expect(JSON.parse(result.outputs.scores)).toEqual({ performance: 88, seo: 88, accessibility: 88, bestPractices: 88 });
    expect(result.outputs['audit-ids'].split(',')).toHaveLength(2);
    expect(result.outputs['audit-ids']).toMatch(/^aud_/);
    const file = AuditResultSchema.parse(JSON.parse(await readFile(result.reportPath, 'utf8')));
    expect(file.reports).toHaveLength(2);
    expect(file.gate.passed).toBe(true);
    expect(result.summary).toContain('## SEO audit');
    expect(result.summary).toContain('91 ✅');
    expect(result.log).not.toContain('secret-key-1');
  });

  it('fails naming every category under its threshold', async () => {
    const result = await runAction(inputs({ url: 'https://site.example.com/?score=70', thresholds: 'overall=80, seo=75, accessibility=60' }));
    expect(result.exitCode).toBe(1);
    expect(result.outputs.passed).toBe('false');
    expect(result.log).toContain('::error title=SEO overall below threshold::overall 70 is below 80 on https://site.example.com/?score=70');
    expect(result.log).toMatch(/::error::2 scores are below threshold: overall 70 is below 80 .*; seo 70 is below 75 /);
    expect(result.summary).toContain('70 ❌ (< 80)');
  });

  it('says the key was rejected, without showing it', async () => {
    const result = await runAction(inputs({ url: 'https://site.example.com/', 'api-key': 'wrong-key-xyz' }));
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/API key rejected \(401\)/);
    expect(result.log).toContain(service.url);
    expect(result.log).not.toContain('wrong-key-xyz');
  });

  it('waits out 429s honouring Retry-After and still finishes', async () => {
    const result = await runAction({
      'api-url': limited.url,
      'api-key': 'secret-key-2',
      url: 'https://a.example.com/?score=90\nhttps://b.example.com/?score=90',
      thresholds: 'overall=90',
      timeout: '60s',
    });
    expect(result.exitCode).toBe(0);
    expect(requests.some((l) => / 429 /.test(l))).toBe(true);
  });

  it('fails with the audit error when the audit fails', async () => {
    const result = await runAction(inputs({ url: 'https://fail.example.com/' }));
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::audit aud_[\w-]+ failed: /);
    expect(result.outputs.passed).toBe('false');
  });

  it('gives up at the timeout naming the audit and its last status', async () => {
    const result = await runAction(inputs({ url: 'https://slow.example.com/', timeout: '2s' }));
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/gave up after 2s waiting for aud_[\w-]+ \(last status: (running|queued)\)/);
  });

  it('rejects a bad input before starting anything', async () => {
    const result = await runAction(inputs({ url: 'https://site.example.com/', thresholds: 'seo=lots' }));
    expect(result.exitCode).toBe(1);
    expect(result.log).toContain('::error::input "thresholds": threshold "seo=lots" must be a whole number from 0 to 100');
  });

  it('audits the environment URL of a deployment_status event', async () => {
    const result = await runAction(inputs({ url: '' }), {
      name: 'deployment_status',
      payload: { deployment_status: { state: 'success', environment_url: 'https://pr-3.example.com/?score=95' } },
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.overall).toBe('95');
  });

  it('skips a deployment that did not succeed', async () => {
    const result = await runAction(inputs({ url: '' }), {
      name: 'deployment_status',
      payload: { deployment_status: { state: 'failure', environment: 'Preview' } },
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.skipped).toBe('true');
  });
});
