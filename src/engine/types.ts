import type { Document, Element } from 'domhandler';
import type { Category, KnownSeverity, KnownTier } from '../report/schema.js';

/**
 * The contracts between the crawler, the page index, the rules and the scorer.
 * The crawler produces FetchedPage; the engine parses HTML once into a PageIndex;
 * every rule reads the index (never the raw HTML again) and reports findings.
 * Site rules keep only the small per-page facts they collect, so memory does not
 * grow with the HTML of every page.
 */

export interface RedirectHop {
  url: string;
  status: number;
}

export interface FetchedPage {
  /** The URL the crawler asked for (normalised). */
  requestedUrl: string;
  /** The URL that answered after redirects. */
  url: string;
  /** Path + query of `url` as the site serves it, e.g. `/blog/post-1?page=2`. */
  path: string;
  /** Final HTTP status; 0 when the request failed without a response. */
  status: number;
  /** Response headers of the final response, names lower-cased. */
  headers: Record<string, string>;
  /** Redirect hops before the final response, in order. */
  redirects: RedirectHop[];
  /** Why the redirect chain ended early: a loop, too many hops, or leaving the origin. */
  redirectProblem?: 'loop' | 'tooMany' | 'crossOrigin';
  ttfbMs: number;
  /** Size of the body as transferred (compressed if compressed). */
  transferBytes: number;
  /** Size of the decoded body. */
  bytes: number;
  contentType: string;
  /** Decoded HTML; present only for HTML responses. Dropped after analysis. */
  html?: string;
  /** The body was cut at the size cap. */
  truncated: boolean;
  /** The body began with a byte-order mark (dropped from `html` in decoding). */
  bom?: boolean;
  /** Network-level failure (DNS, timeout, reset), in words. */
  error?: string;
  /** Depth in link hops from the start URL (0 for the start URL). */
  depth: number;
}

export interface RuleMeta {
  /** camelCase issue key: part of the public contract, see docs/rules.md. */
  key: string;
  category: Category;
  severity: KnownSeverity;
  tier: KnownTier;
  /** Relative weight inside its category (Lighthouse-like). */
  weight: number;
  title: string;
  /** How to fix it, in one or two sentences. */
  help: string;
  /** The Lighthouse audit id whose verdict this rule must match, if any. */
  lighthouse?: string;
}

/** One problem on one page. Several findings of one key on a page become one issue. */
export interface Finding {
  message: string;
  selector?: string;
  target?: string;
}

export interface AuditOptions {
  /** The URL is a deploy preview: host-level noindex and production canonicals are expected. */
  preview: boolean;
  /** Origin of production, when known (e.g. from a canonical or from configuration). */
  productionOrigin?: string;
  checkExternal: boolean;
}

export interface PageContext {
  page: FetchedPage;
  url: URL;
  /** Absent for non-HTML responses; page rules that need markup are skipped there. */
  dom?: PageIndex;
  options: AuditOptions;
  /** Crawl-wide facts available while pages are analysed (robots.txt). */
  site: SiteFacts;
}

/**
 * A rule's verdict on one page. `applicable: false` removes the page from the
 * rule's denominator (e.g. image-alt on a page with no images), as Lighthouse
 * marks such audits not applicable.
 */
export interface RuleResult {
  applicable: boolean;
  findings: Finding[];
}

export interface PageRule {
  scope: 'page';
  meta: RuleMeta;
  /** Skip the rule on non-HTML responses (default true). */
  htmlOnly?: boolean;
  check(ctx: PageContext): RuleResult;
}

/**
 * A rule that needs the whole crawl. `collect` runs per page while its DOM is
 * alive and returns the small fact the rule keeps (or undefined to keep nothing);
 * `check` runs once after the crawl over those facts.
 */
export interface SiteRule<F = unknown> {
  scope: 'site';
  meta: RuleMeta;
  collect?(ctx: PageContext): F | undefined;
  check(facts: ReadonlyMap<string, F>, site: SiteFacts): SiteRuleResult;
}

export interface SiteRuleResult {
  /** Paths the rule applies to; '*' means every audited page. A site-level rule
   * (missing sitemap) applies to '/' only. */
  applicable: string[] | '*';
  /** Findings keyed by page path ('/' for site-level problems such as a missing sitemap). */
  findings: Array<Finding & { path: string }>;
}

export type Rule = PageRule | SiteRule<any>;

export interface RobotsFacts {
  /** HTTP status of /robots.txt; 0 if it could not be fetched. */
  status: number;
  /** Sitemap URLs it lists. */
  sitemaps: string[];
  isAllowed(url: string): boolean;
}

export interface SiteFacts {
  origin: string;
  startUrl: string;
  robots: RobotsFacts;
  /** Sitemap URLs that answered 200 with a parseable sitemap. */
  sitemapsFound: string[];
  /** Every URL the crawl saw, with the status it got (after redirects), by normalised URL. */
  statusByUrl: ReadonlyMap<string, number>;
  /** Normalised URLs that redirect, and where to. */
  redirectsByUrl: ReadonlyMap<string, string>;
  /** URLs found in links or sitemaps that robots.txt forbids; not fetched. */
  blockedByRobots: ReadonlySet<string>;
  /** URLs (normalised) listed in the site's sitemaps. */
  sitemapUrls: ReadonlySet<string>;
  /** Path of every audited page, in crawl order. */
  paths: readonly string[];
  /** The crawl stopped at maxPages with URLs still queued: the link graph is partial. */
  limited?: boolean;
  options: AuditOptions;
}

/** Re-exported so rules import DOM types from one place. */
export type { Document, Element };

export interface PageIndex {
  doc: Document;
  /** Every element in document order. */
  elements: readonly Element[];
  /** Elements by lower-case tag name, in document order. */
  byTag(tag: string): readonly Element[];
  /** <head> elements only (meta, link, title...), in order. */
  head: readonly Element[];
  attr(el: Element, name: string): string | undefined;
  /** Text content, whitespace collapsed. */
  text(el: Element): string;
  /** Accessible name per a simplified accname algorithm (aria-labelledby, aria-label, alt, title, text). */
  accessibleName(el: Element): string;
  /** A short unique-ish CSS selector for reporting. */
  selector(el: Element): string;
  /** Raw doctype declaration (e.g. `!doctype html`) or undefined if none. */
  doctype?: string;
  /** Visible body text with whitespace as authored, not collapsed (script/style/noscript/template excluded). */
  bodyText(): string;
}

export interface CrawlOptions {
  startUrl: string;
  /** Stop after this many pages have been fetched (default 500). */
  maxPages: number;
  /** Requests in flight at once (default 8). */
  concurrency: number;
  /** Per-request timeout in ms, headers and body together (default 15000). */
  timeoutMs: number;
  /** Body-size cap in bytes; the rest is discarded and `truncated` set (default 5 MB). */
  maxBytes: number;
  /** Also fetch external link targets (HEAD, falling back to GET) and record their status. */
  checkExternal: boolean;
  userAgent: string;
  signal?: AbortSignal;
  onProgress?(done: number, queued: number): void;
  /** Link hops from the start URL beyond which links are not followed (default 30). */
  maxDepth?: number;
  /** URLs longer than this are not followed (default 2000). */
  maxUrlLength?: number;
  /** Distinct query strings followed per path, against faceted-search explosions (default 20). */
  maxQueryVariants?: number;
  /** URLs followed per path pattern with numbers abstracted (`/cal/#/#/`), against endless calendars (default: half of maxPages, at least 200). */
  maxPerPattern?: number;
  /** External URLs checked at most, with `checkExternal` (default 1000). */
  maxExternal?: number;
}

/** What the page analysis tells the crawler back: links to follow (absolute URLs). */
export interface PageOutcome {
  links: string[];
}

export type PageHandler = (page: FetchedPage, robots: RobotsFacts) => PageOutcome | Promise<PageOutcome>;

export interface CrawlSummary {
  robots: RobotsFacts;
  sitemapsFound: string[];
  sitemapUrls: Set<string>;
  statusByUrl: Map<string, number>;
  redirectsByUrl: Map<string, string>;
  blockedByRobots: Set<string>;
  /** Status of external URLs, only with `checkExternal`. */
  externalStatus: Map<string, number>;
  pagesFetched: number;
  /** The crawl hit maxPages with URLs still queued. */
  limited: boolean;
  /** Set when the start URL itself could not be audited (down, not HTML, robots-blocked). */
  error?: { code: string; message: string };
}
