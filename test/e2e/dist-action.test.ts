import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startService, createCannedAuditor } from '../../src/service/index.js';
import { parseOutputFile } from '../action/harness.js';
import { serveSite, type TestSite } from '../engine/sites/server.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist', 'index.js');

/**
 * Runs the committed bundle the way the runner does: `node dist/index.js` with
 * INPUT_* variables and the GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files.
 * CI checks separately that dist/ matches the sources.
 */
describe.skipIf(!existsSync(dist))('dist/index.js as the runner runs it', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService({ port: 0, host: '127.0.0.1', apiKeys: 'e2e-key-0001', auditor: createCannedAuditor({ delayMs: 20 }), retryAfterSeconds: 0 });
  });
  afterAll(async () => service?.close());

  async function runDist(inputs: Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), 'seo-dist-'));
    const files = { GITHUB_OUTPUT: join(dir, 'out'), GITHUB_STEP_SUMMARY: join(dir, 'summary.md'), GITHUB_EVENT_PATH: join(dir, 'event.json') };
    await Promise.all([writeFile(files.GITHUB_OUTPUT, ''), writeFile(files.GITHUB_STEP_SUMMARY, ''), writeFile(files.GITHUB_EVENT_PATH, '{}')]);
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, RUNNER_TEMP: dir, GITHUB_EVENT_NAME: 'push', GITHUB_ACTIONS: 'true', ...files };
    for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
    let stdout = '';
    let code = 0;
    try {
      ({ stdout } = await run(process.execPath, [dist], { env, cwd: dir }));
    } catch (e) {
      const err = e as { stdout: string; code: number };
      stdout = err.stdout;
      code = err.code;
    }
    return { code, stdout, outputs: parseOutputFile(await readFile(files.GITHUB_OUTPUT, 'utf8')), summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8') };
  }

  it('audits through the service and passes', async () => {
    const r = await runDist({ url: 'https://shop.example.com/?score=93', 'api-url': service.url, 'api-key': 'e2e-key-0001', thresholds: 'overall=90', timeout: '30s' });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ passed: 'true', overall: '93', skipped: 'false' });
    expect(r.summary).toContain('93 ✅');
    expect(existsSync(r.outputs['report-path'])).toBe(true);
  });

  it('audits with the embedded engine, the bundle re-entered as its worker thread', async () => {
    const page = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
    const site: TestSite = await serveSite({ '/': page('Home of the bundle test', '<a href="/a">Read more about it</a><img src="/x.png">'), '/a': page('A page of the bundle test', '<p>hello</p>') });
    try {
      const r = await runDist({ url: site.url, thresholds: 'accessibility=100', timeout: '60s' });
      expect(r.stdout).toMatch(/auditing http:\/\/127\.0\.0\.1:\d+\/ with the embedded engine/);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('::error::a score is below threshold: accessibility');
      const report = JSON.parse(await readFile(r.outputs['report-path'], 'utf8')).reports[0];
      expect(report.pageCount).toBe(2);
      expect(report.issues.some((i: { key: string; evidence: string }) => i.key === 'imageMissingAlt' && i.evidence === '/')).toBe(true);
      // axe ran inside the bundle (it must load its shipped source, not a bundler-rewritten copy)
      expect(report.sampled.length).toBeGreaterThan(0);
      expect(report.notes.join(' ')).not.toMatch(/axe-core could not run/);
    } finally {
      await site.close();
    }
  });

  it('exits 1 with a one-line reason below the threshold', async () => {
    const r = await runDist({ url: 'https://shop.example.com/?score=60', 'api-url': service.url, 'api-key': 'e2e-key-0001', thresholds: 'seo=80', timeout: '30s' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::a score is below threshold: seo 60 is below 80 on https://shop.example.com/?score=60');
    expect(r.outputs.passed).toBe('false');
  });
});
