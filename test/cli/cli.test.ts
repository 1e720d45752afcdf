import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { startService, createCannedAuditor } from '../../src/service/index.js';
import { AuditResultSchema } from '../../src/runner/result-file.js';

async function cli(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env, isTty: false };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

describe('seo-audit usage', () => {
  it('prints usage and exits 2 with no command', async () => {
    const r = await cli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('seo-audit audit <url...>');
  });

  it('rejects an unknown command', async () => {
    const r = await cli(['adit']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command "adit"');
  });

  it('rejects an unknown flag in one line with a pointer to --help', async () => {
    const r = await cli(['audit', 'https://example.com/', '--treshold', 'seo=1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^seo-audit audit: .*--treshold.*\nRun "seo-audit audit --help" for usage.\n$/);
  });

  it('exits 2 on a bad URL, threshold, duration or format', async () => {
    for (const argv of [
      ['audit', 'example.com'],
      ['audit', 'https://example.com/', '--threshold', 'seo=abc'],
      ['audit', 'https://example.com/', '--timeout', 'forever'],
      ['audit', 'https://example.com/', '--format', 'xml'],
      ['audit'],
    ]) {
      const r = await cli(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.split('\n')[0]).toMatch(/^seo-audit audit: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('prints the version', async () => {
    const r = await cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('seo-audit audit --api-url', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService({ port: 0, host: '127.0.0.1', apiKeys: 'cli-key-0001', auditor: createCannedAuditor({ delayMs: 10 }), retryAfterSeconds: 0 });
  });
  afterAll(async () => service?.close());

  it('prints { reports, gate } as JSON and exits 0 when passing', async () => {
    const r = await cli(['audit', 'https://a.example.com/?score=90', '--api-url', service.url, '--threshold', 'overall=90', '--format', 'json'], {
      SEO_AUDIT_API_KEY: 'cli-key-0001',
    });
    expect(r.code).toBe(0);
    const result = AuditResultSchema.parse(JSON.parse(r.stdout));
    expect(result.gate).toEqual({ passed: true, failures: [] });
    expect(result.reports[0].overall).toBe(90);
    expect(r.stderr).toMatch(/started aud_/);
  });

  it('exits 1 when a threshold fails and names it', async () => {
    const r = await cli(['audit', 'https://a.example.com/?score=50', '--api-url', service.url, '--api-key', 'cli-key-0001', '--threshold', 'seo=60']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('FAILED: seo 50 is below 60 on https://a.example.com/?score=50');
  });

  it('exits 3 when the service rejects the key, without printing it', async () => {
    const r = await cli(['audit', 'https://a.example.com/', '--api-url', service.url, '--api-key', 'nope-12345']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/API key rejected \(401\)/);
    expect(r.stderr + r.stdout).not.toContain('nope-12345');
  });

  it('exits 3 when the service cannot be reached', async () => {
    const r = await cli(['audit', 'https://a.example.com/', '--api-url', 'http://127.0.0.1:9/', '--api-key', 'k', '--timeout', '5s']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/could not reach http:\/\/127\.0\.0\.1:9/);
  });

  it('compares with a baseline file and rejects an unreadable one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seo-cli-'));
    const base = join(dir, 'base.json');
    const first = await cli(['audit', 'https://a.example.com/?score=90', '--api-url', service.url, '--api-key', 'cli-key-0001', '--output', base]);
    expect(first.code).toBe(0);
    const second = await cli(['audit', 'https://a.example.com/?score=80', '--api-url', service.url, '--api-key', 'cli-key-0001', '--baseline', base]);
    expect(second.stdout).toMatch(/Overall\s+90 ->\s+80\s+−10/);
    await writeFile(join(dir, 'bad.json'), '{"hello":1}');
    const bad = await cli(['audit', 'https://a.example.com/', '--api-url', service.url, '--baseline', join(dir, 'bad.json')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('holds no audit reports');
  });
});
