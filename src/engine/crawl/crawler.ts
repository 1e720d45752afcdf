import type { CrawlOptions, CrawlSummary, FetchedPage, PageHandler } from '../types.js';
import { ExternalLinkChecker } from './external-links.js';
import { fetchPage } from './fetch-page.js';
import { Frontier } from './frontier.js';
import { createDispatcher, type RequestSettings } from './http-client.js';
import { normalizeUrl, originOf } from './normalize-url.js';
import { EXTERNAL_CONCURRENCY, resolveCrawlOptions, type ResolvedCrawlOptions } from './options.js';
import { loadRobots } from './robots.js';
import { loadSitemaps } from './sitemaps.js';

type CrawlError = NonNullable<CrawlSummary['error']>;

/** What the crawl records as it goes; becomes the CrawlSummary. */
class CrawlRecord {
  readonly statusByUrl = new Map<string, number>();
  readonly redirectsByUrl = new Map<string, string>();
  readonly blockedByRobots = new Set<string>();
  /** Final URLs already handed to the page handler: a redirect onto a known page is not analysed twice. */
  readonly delivered = new Set<string>();

  /** Records statuses and redirects; false when the final URL was already delivered. */
  add(page: FetchedPage): boolean {
    this.statusByUrl.set(page.requestedUrl, page.status);
    for (const hop of page.redirects) {
      this.statusByUrl.set(hop.url, page.status);
      this.redirectsByUrl.set(hop.url, page.url);
    }
    this.statusByUrl.set(page.url, page.status);
    if (this.delivered.has(page.url)) return false;
    this.delivered.add(page.url);
    return true;
  }
}

/** Why the start URL cannot be audited, or undefined when it can. */
function startProblem(page: FetchedPage): CrawlError | undefined {
  if (page.status === 0) return { code: 'unreachable', message: `could not reach ${page.requestedUrl}: ${page.error ?? 'no response'}` };
  if (page.redirectProblem === 'loop') return { code: 'redirect_error', message: `${page.requestedUrl} redirects in a loop (via ${page.url}); fix the redirect or give the final URL` };
  if (page.redirectProblem === 'tooMany') return { code: 'redirect_error', message: `${page.requestedUrl} redirects more than 10 times; give the final URL` };
  if (page.status >= 400) return { code: 'http_error', message: `${page.url} answered HTTP ${page.status}; give a URL that answers 200` };
  if (!page.html) {
    const type = page.contentType || 'no content type';
    return { code: 'not_html', message: `${page.url} is ${type}, not an HTML page; give the URL of an HTML page` };
  }
  return undefined;
}

export async function crawl(options: CrawlOptions, onPage: PageHandler): Promise<CrawlSummary> {
  const opts = resolveCrawlOptions(options);
  const startUrl = normalizeUrl(opts.startUrl);
  if (startUrl === undefined) throw new TypeError(`crawl startUrl must be an absolute http(s) URL, got "${opts.startUrl}"`);
  opts.signal?.throwIfAborted();
  const dispatcher = createDispatcher(opts.concurrency, opts.timeoutMs);
  try {
    return await crawlWith(opts, startUrl, onPage, {
      dispatcher,
      userAgent: opts.userAgent,
      timeoutMs: opts.timeoutMs,
      maxBytes: opts.maxBytes,
      signal: opts.signal,
    });
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
}

async function crawlWith(opts: ResolvedCrawlOptions, startUrl: string, onPage: PageHandler, settings: RequestSettings): Promise<CrawlSummary> {
  const record = new CrawlRecord();
  const external = new ExternalLinkChecker(settings, EXTERNAL_CONCURRENCY, opts.maxExternal);
  let robots = await loadRobots(originOf(startUrl)!, settings);
  const summary = (extra: Partial<CrawlSummary> = {}): CrawlSummary => ({
    robots,
    sitemapsFound: [],
    sitemapUrls: new Set(),
    statusByUrl: record.statusByUrl,
    redirectsByUrl: record.redirectsByUrl,
    blockedByRobots: record.blockedByRobots,
    externalStatus: new Map(),
    pagesFetched: 0,
    limited: false,
    ...extra,
  });
  const blocked = (url: string): CrawlSummary => {
    record.blockedByRobots.add(url);
    const message = `robots.txt forbids crawling ${url} for our user agent; allow it in robots.txt or audit a URL it allows`;
    return summary({ error: { code: 'blocked_by_robots', message } });
  };
  if (!robots.isAllowed(startUrl)) return blocked(startUrl);

  const startPage = await fetchPage(startUrl, settings, { depth: 0 });
  record.add(startPage);
  const origin = originOf(startPage.url)!;
  if (origin !== originOf(startUrl)) {
    // The start URL's redirects define the site (http://x → https://www.x): its robots.txt rules.
    robots = await loadRobots(origin, settings);
    if (!robots.isAllowed(startPage.url)) return blocked(startPage.url);
  }
  const problem = startProblem(startPage);
  if (problem) return summary({ error: problem, pagesFetched: 1 });

  const sitemaps = await loadSitemaps([...robots.sitemaps, `${origin}/sitemap.xml`], origin, settings);
  const originPrefix = `${origin}/`;
  const frontier = new Frontier(opts);
  frontier.markSeen(startUrl);
  frontier.markSeen(startPage.url);
  for (const hop of startPage.redirects) frontier.markSeen(hop.url);

  let done = 0;
  let fetched = 1;
  let inFlight = 0;
  const ready: FetchedPage[] = [];
  const progress = (): void => opts.onProgress?.(done, frontier.size + inFlight + ready.length);

  const follow = (links: readonly string[], page: FetchedPage): void => {
    for (const link of links) {
      const url = normalizeUrl(link, page.url);
      if (url === undefined) continue;
      // Normalised URLs spell the origin exactly as URL.origin does, so a prefix test is enough.
      if (!url.startsWith(originPrefix)) {
        if (opts.checkExternal) external.add(url);
        continue;
      }
      if (frontier.has(url)) continue;
      if (!robots.isAllowed(url)) {
        record.blockedByRobots.add(url);
        continue;
      }
      frontier.offer(url, page.depth + 1);
    }
  };
  const handle = async (page: FetchedPage): Promise<void> => {
    // Links are only followed from pages that are real documents of the site.
    const isDocument = page.html !== undefined && page.status >= 200 && page.status < 300;
    const outcome = await onPage(page, robots);
    // Documents are not kept: only the facts rules collected survive the page.
    delete page.html;
    done++;
    if (isDocument) follow(outcome?.links ?? [], page);
    progress();
  };

  await handle(startPage);
  for (const url of sitemaps.urls) {
    if (frontier.has(url)) continue;
    if (!robots.isAllowed(url)) record.blockedByRobots.add(url);
    else frontier.offer(url, 1);
  }

  await new Promise<void>((resolve, reject) => {
    let handling = false;
    let failed = false;
    const bufferCap = opts.concurrency * 2;
    const fail = (err: unknown): void => {
      if (failed) return;
      failed = true;
      reject(err);
    };
    const onAbort = (): void => fail(opts.signal?.reason ?? new Error('crawl aborted'));
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const finishIfIdle = (): void => {
      if (failed || handling || inFlight > 0 || ready.length > 0) return;
      opts.signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const runHandlers = async (): Promise<void> => {
      if (handling) return;
      handling = true;
      try {
        while (ready.length > 0 && !failed) {
          await handle(ready.shift()!);
          schedule();
        }
      } catch (err) {
        fail(err);
      } finally {
        handling = false;
      }
      finishIfIdle();
    };
    // Fetching runs ahead of a slow handler, but at most `bufferCap` pages wait in memory.
    const schedule = (): void => {
      while (!failed && inFlight < opts.concurrency && inFlight + ready.length < bufferCap && fetched < opts.maxPages) {
        const next = frontier.next();
        if (!next) break;
        fetched++;
        inFlight++;
        fetchPage(next.url, settings, { depth: next.depth, origin }).then(
          (page) => {
            inFlight--;
            if (record.add(page)) {
              frontier.markSeen(page.url);
              ready.push(page);
              void runHandlers();
            } else {
              done++;
              progress();
            }
            schedule();
            finishIfIdle();
          },
          (err: unknown) => {
            inFlight--;
            fail(err);
          },
        );
      }
    };
    schedule();
    finishIfIdle();
  });

  await external.idle();
  const externalStatus = new Map([...external.status].filter(([, status]) => status >= 0));
  return summary({
    sitemapsFound: sitemaps.found,
    sitemapUrls: new Set(sitemaps.urls),
    externalStatus,
    pagesFetched: fetched,
    limited: fetched >= opts.maxPages && frontier.size > 0,
  });
}
