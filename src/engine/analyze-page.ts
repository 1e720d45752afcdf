import { buildPageIndex } from './dom/page-index.js';
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

/**
 * A deep copy of what outlives the page. Strings a rule takes from the DOM
 * (titles, hrefs, attribute values) are V8 slices of the page's HTML and would
 * keep all of it alive: measured, ~50 KB retained per page, 500 MB at 10,000
 * pages. structuredClone copies strings flat; values it cannot clone
 * (functions) are kept as they are.
 */
export function detach<T>(value: T): T {
  if (typeof value === 'string') return structuredClone(value);
  if (value === null || typeof value !== 'object') return value;
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}

export function createPageAnalyzer(cfg: AnalyzerConfig): PageAnalyzer {
  const { rules, options, site } = cfg;
  const pageRules: Array<[number, PageRule]> = [];
  const siteRules: Array<[number, SiteRule]> = [];
  rules.forEach((r, i) => (r.scope === 'page' ? pageRules.push([i, r]) : siteRules.push([i, r])));

  const records: PageRecord[] = [];
  const seen = new Set<string>();
  const siteFacts = new Map<number, Map<string, unknown>>(siteRules.map(([i]) => [i, new Map()]));
  const sampler = createSampler(cfg.axeSamples);
  const pagesByTemplate = new Map<string, string[]>();
  const crashes: RuleCrash[] = [];

  function guard<T>(rule: Rule, path: string, fn: () => T): T | undefined {
    try {
      return fn();
    } catch (error) {
      crashes.push({ key: rule.meta.key, path, message: (error as Error)?.message ?? String(error) });
      return undefined;
    }
  }

  function analyze(page: FetchedPage): PageOutcome {
    // Two requested URLs can redirect to one page: audit it once.
    if (seen.has(page.path)) return { links: [] };
    seen.add(page.path);

    const content = hasContent(page);
    const dom = content ? buildPageIndex(page.html!) : undefined;
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
      if (!content && rule.htmlOnly !== false) continue;
      const result = guard(rule, page.path, () => rule.check(ctx));
      if (result) setVerdict(record, i, result.findings.length ? detach(result.findings) : result.findings, result.applicable);
    }
    for (const [i, rule] of siteRules) {
      if (!rule.collect) continue;
      const fact = guard(rule, page.path, () => rule.collect!(ctx));
      if (fact !== undefined) siteFacts.get(i)!.set(page.path, detach(fact));
    }

    let links: string[] = [];
    if (dom) {
      links = extractLinks(dom, page.url);
      if (cfg.performanceOf) record.performance = cfg.performanceOf(ctx);
      if (cfg.templateSignature) {
        const template = cfg.templateSignature(dom);
        record.template = template;
        let paths = pagesByTemplate.get(template);
        if (!paths) pagesByTemplate.set(template, (paths = []));
        paths.push(page.path);
        sampler.offer(template, page);
      }
    }
    // The DOM dies with this call; the crawler drops page.html once we return.
    records.push(record);
    return { links };
  }

  return {
    analyze,
    records,
    siteFacts,
    get samples() {
      return sampler.samples();
    },
    pagesByTemplate,
    crashes,
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
