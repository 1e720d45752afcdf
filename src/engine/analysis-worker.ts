/**
 * Worker side of the analysis pool (see analysis-pool.ts): parses and judges
 * pages with the engine's own rules. Two messages per page, so the crawler can
 * follow links while the rules still run: `links` after parsing, then `done`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createRuleRunner } from './analyze-page.js';
import { templateSignature } from './axe/index.js';
import { performanceOf } from './performance-of.js';
import { allRules } from './rules/index.js';
import type { AuditOptions, FetchedPage, SiteFacts } from './types.js';

export interface WorkerInit {
  options: AuditOptions;
  origin: string;
  startUrl: string;
  templates: boolean;
}
export type ToWorker = { id: number; page: FetchedPage; robots: { status: number; sitemaps: string[] } };
export type FromWorker =
  | { id: number; type: 'links'; links: string[]; template?: string }
  | { id: number; type: 'done'; analysis: import('./analyze-page.js').PageAnalysis }
  | { id: number; type: 'error'; message: string };

if (parentPort) {
  const init = workerData as WorkerInit;
  // Page rules read no crawl-wide facts (site rules get the real ones after the
  // crawl); robots.txt's verdicts stay in the main thread, where the crawler is.
  const site: SiteFacts = {
    origin: init.origin,
    startUrl: init.startUrl,
    robots: { status: 0, sitemaps: [], isAllowed: () => true },
    sitemapsFound: [],
    statusByUrl: new Map(),
    redirectsByUrl: new Map(),
    blockedByRobots: new Set(),
    sitemapUrls: new Set(),
    paths: [],
    options: init.options,
  };
  const runner = createRuleRunner({ rules: allRules, options: init.options, site, performanceOf, templateSignature: init.templates ? templateSignature : undefined });
  const port = parentPort;
  port.on('message', ({ id, page, robots }: ToWorker) => {
    try {
      site.robots = { ...robots, isAllowed: () => true };
      const prepared = runner.prepare(page);
      port.postMessage({ id, type: 'links', links: prepared.links, template: prepared.template } satisfies FromWorker);
      port.postMessage({ id, type: 'done', analysis: runner.judge(prepared) } satisfies FromWorker);
    } catch (error) {
      port.postMessage({ id, type: 'error', message: (error as Error)?.message ?? String(error) } satisfies FromWorker);
    }
  });
}
