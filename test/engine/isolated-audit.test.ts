import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSiteIsolated } from '../../src/engine/isolated-audit.js';
import { serveSite, type TestSite } from './sites/server.js';

describe('auditSiteIsolated (the engine on a worker thread)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await serveSite({
      '/': '<!doctype html><html lang="en"><head><title>Isolated audit home</title></head><body><h1>Home</h1><a href="/slow">Slow page</a></body></html>',
      '/slow': '<!doctype html><html lang="en"><head><title>Slow</title></head><body><h1>Slow</h1></body></html>',
    });
  });
  afterAll(async () => site?.close());

  it('returns the same report as the in-thread engine, with progress from the worker', async () => {
    const phases = new Set<string>();
    const report = await auditSiteIsolated({ url: site.url, axe: false, onProgress: (p) => phases.add(p.phase) });
    expect(report.status).toBe('done');
    expect(report.pageCount).toBe(2);
    expect(phases.has('crawl')).toBe(true);
  });

  it('reports a site that is down as a failed audit, not a crash', async () => {
    const report = await auditSiteIsolated({ url: 'http://127.0.0.1:9/', axe: false });
    expect(report.status).toBe('failed');
    expect(report.error?.message).toMatch(/could not reach/);
  });

  it('rejects promptly when cancelled', async () => {
    const controller = new AbortController();
    const pending = auditSiteIsolated({ url: site.url, axe: false, signal: controller.signal });
    controller.abort(new Error('stop now'));
    await expect(pending).rejects.toThrow('stop now');
  });
});
