import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { serveSite, type TestSite } from '../engine/sites/server.js';
import { AuditResultSchema } from '../../src/runner/result-file.js';
import { runAction } from './harness.js';

const page = (title: string, body: string, extraHead = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="${title}: a page of the fixture site used to test the action end to end with the engine.">
${extraHead}</head><body><h1>${title}</h1><main><p>${'Plain words about the fixture site. '.repeat(40)}</p>${body}</main></body></html>`;

/** The action with no api-url: the embedded engine audits a fixture site end to end. */
describe('action run() with the embedded engine', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await serveSite({
      '/': page('Fixture home page', '<a href="/about">About us</a> <a href="/missing">Our old page</a>'),
      '/about': page('About the fixture', '<a href="/">Home</a><img src="/team.png">'),
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' },
    });
  });
  afterAll(async () => site?.close());

  it('crawls, scores, writes the report and gates', async () => {
    const result = await runAction({ url: site.url, thresholds: 'seo=100', 'max-pages': '20' });
    expect(result.log).toMatch(/auditing http:\/\/127\.0\.0\.1:\d+\/ with the embedded engine/);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.passed).toBe('false');
    expect(Number(result.outputs.overall)).toBeGreaterThan(0);
    const file = AuditResultSchema.parse(JSON.parse(await readFile(result.reportPath, 'utf8')));
    const report = file.reports[0];
    expect(report.engine?.name).toBeTruthy();
    expect(report.pages?.map((p) => p.path).sort()).toEqual(['/', '/about', '/missing']);
    const keys = new Set(report.issues.map((i) => `${i.key} ${i.evidence}`));
    expect(keys).toContain('brokenInternalLink /');
    expect(keys).toContain('imageMissingAlt /about');
    expect(result.summary).toContain('brokenInternalLink');
  });

  it('fails with a clear error when the site is down', async () => {
    const result = await runAction({ url: 'http://127.0.0.1:9/', timeout: '20s' });
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::audit \S+ failed: could not reach http:\/\/127\.0\.0\.1:9\//);
  });
});
