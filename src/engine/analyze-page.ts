import { buildPageIndex } from './dom/page-index.js';
import { createInterner } from './intern.js';
import { extractLinks } from './links.js';
import { setVerdict, type PageRecord } from './page-record.js';
import type { AuditOptions, FetchedPage, PageContext, PageIndex, PageOutcome, PageRule, Rule, SiteFacts, SiteRule } from './types.js';

/** The HTML of the first page of a template, kept for the axe-core pass. */
export interface AxeSample {
  path: string;
  url: string;
  template: string;
  html: string;
}

export interface AnalyzerConfig {
  /** The audit's rules; a page record's verdict i belongs to rules[i]. */
  rules: readonly Rule[];
  options: AuditOptions;
  /** Crawl-wide facts as far as they are known while pages arrive (robots.txt). */
  site: SiteFacts;
  /** Most distinct templates whose HTML is kept for axe (0 keeps none). */
  axeSamples: number;
  templateSignature?(dom: PageIndex): string;
  /** Static performance estimate of a page, 0-1. */
  performanceOf?(ctx: PageContext): number | undefined;
}

export interface RuleCrash {
  key: string;
  path: string;
  message: string;
}

export interface PageAnalyzer {
  analyze(page: FetchedPage): PageOutcome;
  /** One record per distinct path, in arrival order. */
  readonly records: PageRecord[];
  /** Facts collected by site rule i, by page path. */
  readonly siteFacts: ReadonlyMap<number, Map<string, unknown>>;
  /** The kept samples, home-most path first. */
  readonly samples: AxeSample[];
  /** Every page path by template signature (pages with a DOM only). */
  readonly pagesByTemplate: ReadonlyMap<string, string[]>;
  /** Rules that threw; the rule is left out on that page rather than failing the audit. */
  readonly crashes: RuleCrash[];
}

/**
 * Markup is judged only on pages a visitor would see: an HTML response with a
 * status below 400. Error pages and non-HTML responses still get the rules that
 * judge the response itself (status, headers, redirects), which declare that
 * with `htmlOnly: false`.
 */
export function hasContent(page: FetchedPage): boolean {
  return page.html !== undefined && page.status >= 200 && page.status < 400;
}

/** A page parsed and ready for the rules: what the crawler needs back comes first. */
export interface PreparedPage {
  page: FetchedPage;
  dom?: PageIndex;
  links: string[];
  template?: string;
}

/** What one page leaves behind: plain data, so it can cross a worker boundary. */
export interface PageAnalysis {
  record: PageRecord;
  /** Facts of site rule i on this page. */
  facts: Array<[number, unknown]>;
  crashes: RuleCrash[];
}

export type RuleRunnerConfig = Omit<AnalyzerConfig, 'axeSamples'>;

/**
 * Parses and judges one page, in two steps: what the crawler and the axe
 * sampler need (links, template), then the rules.
 */
export function createRuleRunner(cfg: RuleRunnerConfig): { prepare(page: FetchedPage): PreparedPage; judge(prepared: PreparedPage): PageAnalysis } {
  const { rules, options, site } = cfg;
  const pageRules: Array<[number, PageRule]> = [];
  const siteRules: Array<[number, SiteRule]> = [];
  rules.forEach((r, i) => (r.scope === 'page' ? pageRules.push([i, r]) : siteRules.push([i, r])));

  function prepare(page: FetchedPage): PreparedPage {
    const dom = hasContent(page) ? buildPageIndex(page.html!) : undefined;
    if (!dom) return { page, links: [] };
    return { page, dom, links: extractLinks(dom, page.url), template: cfg.templateSignature?.(dom) };
  }

  function judge({ page, dom, template }: PreparedPage): PageAnalysis {
    const crashes: RuleCrash[] = [];
    const guard = <T>(rule: Rule, fn: () => T): T | undefined => {
      try {
        return fn();
      } catch (error) {
        crashes.push({ key: rule.meta.key, path: page.path, message: (error as Error)?.message ?? String(error) });
        return undefined;
      }
    };
    const ctx: PageContext = { page, url: new URL(page.url), dom, options, site };
    const record: PageRecord = {
      path: page.path,
      status: page.status,
      ttfbMs: page.ttfbMs,
      bytes: page.bytes,
      transferBytes: page.transferBytes,
      verdicts: new Uint8Array(rules.length),
    };
    for (const [i, rule] of pageRules) {
      if (!dom && rule.htmlOnly !== false) continue;
      const result = guard(rule, () => rule.check(ctx));
      if (result) setVerdict(record, i, result.findings, result.applicable);
    }
    const facts: Array<[number, unknown]> = [];
    for (const [i, rule] of siteRules) {
      if (!rule.collect) continue;
      const fact = guard(rule, () => rule.collect!(ctx));
      if (fact !== undefined) facts.push([i, fact]);
    }
    if (dom) {
      if (cfg.performanceOf) record.performance = cfg.performanceOf(ctx);
      if (template !== undefined) record.template = template;
    }
    return { record, facts, crashes };
  }

  return { prepare, judge };
}

/** Gathers page analyses into what scoring needs. */
export function createCollector(rules: readonly Rule[], axeSamples: number) {
  const records: PageRecord[] = [];
  const seen = new Set<string>();
  const siteFacts = new Map<number, Map<string, unknown>>();
  rules.forEach((r, i) => r.scope === 'site' && siteFacts.set(i, new Map()));
  const sampler = createSampler(axeSamples);
  const pagesByTemplate = new Map<string, string[]>();
  const crashes: RuleCrash[] = [];
  const intern = createInterner();
  return {
    records,
    siteFacts,
    pagesByTemplate,
    crashes,
    get samples() {
      return sampler.samples();
    },
    /** False for a path already audited: two requested URLs can redirect to one page. */
    claim(path: string): boolean {
      if (seen.has(path)) return false;
      seen.add(path);
      return true;
    },
    /** Must be called while page.html is still there. */
    offerSample(template: string | undefined, page: FetchedPage): void {
      if (template !== undefined) sampler.offer(template, page);
    },
    add({ record, facts, crashes: c }: PageAnalysis): void {
      // Nothing kept may point into the page's HTML (see intern.ts).
      record.path = intern(record.path);
      if (record.template !== undefined) record.template = intern(record.template);
      if (record.findings) for (const [i, f] of record.findings) record.findings.set(i, intern(f));
      records.push(record);
      for (const [i, fact] of facts) siteFacts.get(i)?.set(record.path, intern(fact));
      crashes.push(...c);
      if (record.template !== undefined) {
        let paths = pagesByTemplate.get(record.template);
        if (!paths) pagesByTemplate.set(record.template, (paths = []));
        paths.push(record.path);
      }
    },
  };
}
export type Collector = ReturnType<typeof createCollector>;

/** The in-thread analyzer: prepare, sample and judge each page as it arrives. */
export function createPageAnalyzer(cfg: AnalyzerConfig): PageAnalyzer {
  const runner = createRuleRunner(cfg);
  const collector = createCollector(cfg.rules, cfg.axeSamples);
  function analyze(page: FetchedPage): PageOutcome {
    if (!collector.claim(page.path)) return { links: [] };
    const prepared = runner.prepare(page);
    collector.offerSample(prepared.template, page);
    collector.add(runner.judge(prepared));
    // The DOM dies with this call; the crawler drops page.html once we return.
    return { links: prepared.links };
  }
  return {
    analyze,
    records: collector.records,
    siteFacts: collector.siteFacts,
    get samples() {
      return collector.samples;
    },
    pagesByTemplate: collector.pagesByTemplate,
    crashes: collector.crashes,
  };
}

/** Shorter paths first, then code-point order: the home page is the first sample. */
export function comparePaths(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Keeps the HTML of at most `max` templates, each represented by its smallest
 * path. Choosing by path rather than by arrival keeps the samples (and so the
 * report) the same from run to run although concurrent fetches arrive in any
 * order: the kept set is always the `max` templates whose smallest paths are
 * the smallest.
 */
export function createSampler(max: number): { offer(template: string, page: FetchedPage): void; samples(): AxeSample[] } {
  const minPath = new Map<string, string>();
  const held = new Map<string, AxeSample>();
  function offer(template: string, page: FetchedPage): void {
    if (max <= 0 || page.html === undefined) return;
    const known = minPath.get(template);
    if (known !== undefined && comparePaths(page.path, known) >= 0) return;
    minPath.set(template, page.path);
    const sample: AxeSample = { path: page.path, url: page.url, template, html: page.html };
    if (held.has(template) || held.size < max) {
      held.set(template, sample);
      return;
    }
    let worst: AxeSample | undefined;
    for (const s of held.values()) if (!worst || comparePaths(s.path, worst.path) > 0) worst = s;
    if (worst && comparePaths(page.path, worst.path) < 0) {
      held.delete(worst.template);
      held.set(template, sample);
    }
  }
  return { offer, samples: () => [...held.values()].sort((a, b) => comparePaths(a.path, b.path)) };
}
