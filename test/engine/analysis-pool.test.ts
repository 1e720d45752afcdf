import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnalysisPool, findWorkerScript } from '../../src/engine/analysis-pool.js';
import { createCollector, createRuleRunner } from '../../src/engine/analyze-page.js';
import { auditSite } from '../../src/engine/index.js';
import type { AuditReport } from '../../src/report/schema.js';
import { defaultOptions, fetched, siteFacts } from './page-context.js';
import { page, serveSite, type TestSite } from './sites/server.js';
import { tinyRules } from './sites/tiny-rules.js';

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

function strip(r: AuditReport): unknown {
  const { auditId, startedAt, finishedAt, ...rest } = r;
  // TTFB, and the estimate and slowResponse built on it, are timing, not analysis.
  return { ...rest, issues: rest.issues.filter((i) => i.key !== 'slowResponse'), scores: { ...rest.scores, performance: 0 }, overall: 0, pages: r.pages?.map(({ ttfbMs, scores, ...p }) => ({ ...p, scores: { ...scores, performance: 0 } })) };
}

describe('analysis worker pool', () => {
  it('finds the worker script next to the engine sources', () => {
    expect(findWorkerScript()?.url.pathname).toMatch(/analysis-worker\.ts$/);
  });

  it('gives the same report as in-thread analysis', async () => {
    const routes: Record<string, string> = {};
    for (let i = 0; i < 12; i++) {
      const links = Array.from({ length: 12 }, (_, j) => `<a href="/p${j}">Page ${j}</a>`).join(' ');
      routes[i === 0 ? '/' : `/p${i}`] = page({ title: i % 3 ? `Page ${i}` : 'Same title', body: `<h1>Page ${i}</h1>${i % 2 ? '<img src="a.png">' : ''}<p>${'text '.repeat(50)}</p>${links}<a href="/gone">gone</a>` });
    }
    site = await serveSite(routes);
    const inThread = await auditSite({ url: site.url, analysisWorkers: 0 });
    const pooled = await auditSite({ url: site.url, analysisWorkers: 2 });
    expect(pooled.status).toBe('done');
    expect(pooled.pageCount).toBe(14);
    expect(strip(pooled)).toEqual(strip(inThread));
  });

  it('analyses in-thread when a worker cannot start, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pool-'));
    const broken = join(dir, 'broken-worker.mjs');
    writeFileSync(broken, 'throw new Error("worker failed to load");\n');
    const options = defaultOptions();
    const site = siteFacts();
    const collector = createCollector(tinyRules, 0);
    const runner = createRuleRunner({ rules: tinyRules, options, site });
    const pool = createAnalysisPool({ size: 1, init: { options, origin: site.origin, startUrl: site.startUrl, templates: false }, collector, runner, script: { url: pathToFileURL(broken), execArgv: [] } });
    try {
      const out = await pool.analyze(fetched({ html: page({ title: 'x', body: '<a href="/next">n</a>' }) }), site.robots);
      await pool.drain();
      expect(out.links).toEqual(['https://example.com/next']);
      expect(collector.records.map((r) => r.path)).toEqual(['/']);
      expect(pool.problems.join(' ')).toMatch(/worker failed to load/);
    } finally {
      await pool.close();
    }
  });
});
