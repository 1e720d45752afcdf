import type { AuditReport } from '../report/schema.js';
import { AUDIT_DEFAULTS, type AuditSiteOptions } from './audit-options.js';
import { comparePaths, createPageAnalyzer, type AxeSample, type RuleCrash } from './analyze-page.js';
import { applySiteResults, buildAuditTable, type AuditTable } from './audit-table.js';
import { runAxePass, type AxeDeps, type AxeOutcome } from './axe-pass.js';
import { isPreviewUrl } from './preview.js';
import { doneReport, failedReport, NOTE_PERFORMANCE, NOTE_PREVIEW, noteCrawlLimited } from './report.js';
import type { AuditOptions, CrawlOptions, CrawlSummary, PageContext, PageHandler, PageIndex, Rule, RobotsFacts, SiteFacts, SiteRuleResult } from './types.js';
import type { PageRecord } from './page-record.js';
import { ENGINE_NAME, ENGINE_VERSION } from './version.js';

/** What the audit is built from; tests swap parts (tiny rules, a fake axe) without touching the wiring. */
export interface EngineDeps {
  rules: readonly Rule[];
  crawl(options: CrawlOptions, onPage: PageHandler): Promise<CrawlSummary>;
  templateSignature?(dom: PageIndex): string;
  performanceOf?(ctx: PageContext): number | undefined;
  axe?: AxeDeps;
  /**
   * Called between pages, phases and axe samples: where the audit owns its
   * thread, this hands memory that is no longer live back to the OS
   * (heap-tuning.ts). Absent, nothing is released early.
   */
  memoryCheckpoint?(budgetMb: number): void;
}

/** Pages between memory checkpoints during the crawl: reading RSS costs a system call. */
const CHECKPOINT_EVERY = 50;
/** RSS growth (MB) that pays for a release: large while pages stream in, small between phases (see heap-tuning.ts). */
const CRAWL_BUDGET_MB = 64;
const PHASE_BUDGET_MB = 16;

const USER_AGENT = `${ENGINE_NAME}/${ENGINE_VERSION} (+https://github.com/seo-audit-action/seo-audit-action)`;

function emptyRobots(): RobotsFacts {
  return { status: 0, sitemaps: [], isAllowed: () => true };
}

function crashNotes(crashes: readonly RuleCrash[]): string[] {
  const byKey = new Map<string, { count: number; first: (typeof crashes)[number] }>();
  for (const c of crashes) {
    const e = byKey.get(c.key);
    if (e) e.count++;
    else byKey.set(c.key, { count: 1, first: c });
  }
  return [...byKey.values()]
    .sort((a, b) => (a.first.key < b.first.key ? -1 : 1))
    .map(({ count, first }) => `Rule ${first.key} failed on ${count} page(s) and was left out there (first on ${first.path}: ${first.message}).`);
}

/**
 * What the crawl phase leaves for the finish phase: only this outlives the
 * crawl, so the crawl's garbage can be released before jsdom and axe load.
 */
type CrawlOutcome =
  | { kind: 'failed'; report: AuditReport }
  | {
      kind: 'crawled';
      url: string;
      startedAt: Date;
      /** Every page's verdicts, site rules' included. */
      records: PageRecord[];
      orphans: AuditTable['orphans'];
      /** Pages to run axe on; empty when axe is off. */
      samples: AxeSample[];
      preview: boolean;
      performanceEstimated: boolean;
      limitedAt?: number;
      crashes: RuleCrash[];
    };

type PhaseOptions = Pick<AuditSiteOptions, 'now' | 'signal' | 'onProgress'>;

/** Crawls the site and runs every rule but axe's: the memory-hungry part of an audit. */
async function crawlPhase(opts: AuditSiteOptions, deps: EngineDeps): Promise<CrawlOutcome> {
  const now = opts.now ?? (() => new Date());
  const startedAt = now();
  const url = opts.url;
  const preview = opts.preview ?? isPreviewUrl(url);
  const options: AuditOptions = { preview, checkExternal: opts.checkExternal ?? AUDIT_DEFAULTS.checkExternal };
  const maxPages = opts.maxPages ?? AUDIT_DEFAULTS.maxPages;
  const axeOn = (opts.axe ?? AUDIT_DEFAULTS.axe) && deps.axe !== undefined;
  const progress = opts.onProgress;

  // What rules may read while pages arrive: robots.txt is known, the link graph is not yet.
  const live: SiteFacts = {
    origin: new URL(url).origin,
    startUrl: url,
    robots: emptyRobots(),
    sitemapsFound: [],
    statusByUrl: new Map(),
    redirectsByUrl: new Map(),
    blockedByRobots: new Set(),
    sitemapUrls: new Set(),
    paths: [],
    options,
  };
  const analyzer = createPageAnalyzer({
    rules: deps.rules,
    options,
    site: live,
    axeSamples: axeOn ? (opts.axeSamples ?? AUDIT_DEFAULTS.axeSamples) : 0,
    templateSignature: deps.templateSignature,
    performanceOf: deps.performanceOf,
  });
  let first = true;
  let analyzed = 0;
  const onPage: PageHandler = (page, robots) => {
    if (first) {
      // The start URL's redirects define the site (http://x → https://www.x).
      first = false;
      live.origin = new URL(page.url).origin;
    }
    live.robots = robots;
    const outcome = analyzer.analyze(page);
    if (deps.memoryCheckpoint && ++analyzed % CHECKPOINT_EVERY === 0) deps.memoryCheckpoint(CRAWL_BUDGET_MB);
    return outcome;
  };

  const crawlOptions: CrawlOptions = {
    startUrl: url,
    maxPages,
    concurrency: opts.concurrency ?? AUDIT_DEFAULTS.concurrency,
    timeoutMs: opts.timeoutMs ?? AUDIT_DEFAULTS.timeoutMs,
    maxBytes: AUDIT_DEFAULTS.maxBytes,
    checkExternal: options.checkExternal,
    userAgent: USER_AGENT,
    signal: opts.signal,
    onProgress: progress && ((done, queued) => progress({ done, queued, phase: 'crawl' })),
  };
  const summary = await deps.crawl(crawlOptions, onPage);
  opts.signal?.throwIfAborted();
  if (summary.error || analyzer.records.length === 0) {
    const error = summary.error ?? { code: 'no_pages', message: `no page of ${url} could be audited` };
    return { kind: 'failed', report: failedReport({ url, startedAt, finishedAt: now(), error }) };
  }

  const site: SiteFacts = {
    ...live,
    robots: summary.robots,
    sitemapsFound: summary.sitemapsFound,
    statusByUrl: summary.statusByUrl,
    redirectsByUrl: summary.redirectsByUrl,
    blockedByRobots: summary.blockedByRobots,
    sitemapUrls: summary.sitemapUrls,
    paths: analyzer.records.map((r) => r.path),
    limited: summary.limited,
  };
  const siteResults = new Map<number, SiteRuleResult>();
  const crashes = [...analyzer.crashes];
  deps.rules.forEach((rule, i) => {
    if (rule.scope !== 'site') return;
    try {
      // Facts in path order, not arrival order: rules that name other pages
      // (duplicate titles) must say the same thing whatever order pages arrived in.
      const facts = [...(analyzer.siteFacts.get(i) ?? new Map<string, unknown>())].sort((a, b) => comparePaths(a[0], b[0]));
      siteResults.set(i, rule.check(new Map(facts), site));
    } catch (error) {
      crashes.push({ key: rule.meta.key, path: '/', message: (error as Error)?.message ?? String(error) });
    }
  });
  const orphans = applySiteResults(analyzer.records, siteResults);
  return {
    kind: 'crawled',
    url,
    startedAt,
    records: analyzer.records,
    orphans,
    samples: axeOn ? analyzer.samples : [],
    preview,
    performanceEstimated: deps.performanceOf !== undefined,
    ...(summary.limited ? { limitedAt: maxPages } : {}),
    crashes,
  };
}

/** Runs axe on the crawl's samples, then scores everything into the report. */
async function finishPhase(outcome: CrawlOutcome, deps: Pick<EngineDeps, 'rules' | 'axe' | 'memoryCheckpoint'>, opts: PhaseOptions = {}): Promise<AuditReport> {
  if (outcome.kind === 'failed') return outcome.report;
  const now = opts.now ?? (() => new Date());
  const progress = opts.onProgress;
  const { samples } = outcome;
  // The crawl's garbage (every page's DOM) is dead now; jsdom and axe are next.
  deps.memoryCheckpoint?.(PHASE_BUDGET_MB);
  let axe: AxeOutcome | undefined;
  if (deps.axe && samples.length > 0) {
    const staticKeys = new Set(deps.rules.map((r) => r.meta.key));
    progress?.({ done: 0, queued: samples.length, phase: 'axe' });
    const onSample = (done: number) => {
      deps.memoryCheckpoint?.(PHASE_BUDGET_MB);
      progress?.({ done, queued: samples.length - done, phase: 'axe' });
    };
    axe = await runAxePass(samples, deps.axe, staticKeys, onSample, opts.signal);
  }

  progress?.({ done: 0, queued: 1, phase: 'score' });
  const table = buildAuditTable(outcome.records, deps.rules, axe, outcome.orphans);
  const notes: string[] = [];
  if (outcome.preview) notes.push(NOTE_PREVIEW);
  if (outcome.performanceEstimated) notes.push(NOTE_PERFORMANCE);
  if (outcome.limitedAt !== undefined) notes.push(noteCrawlLimited(outcome.limitedAt));
  for (const f of axe?.failures ?? []) notes.push(`axe-core could not run on ${f.path} (${f.message}); pages of its template are left out of the axe rules.`);
  notes.push(...crashNotes(outcome.crashes));

  const sampled = axe ? samples.filter((s) => axe.byTemplate.has(s.template)).map((s) => s.path) : [];
  const report = doneReport({ url: outcome.url, startedAt: outcome.startedAt, finishedAt: now(), table, sampled, notes });
  progress?.({ done: 1, queued: 0, phase: 'score' });
  return report;
}

export async function runAudit(opts: AuditSiteOptions, deps: EngineDeps): Promise<AuditReport> {
  return finishPhase(await crawlPhase(opts, deps), deps, opts);
}
