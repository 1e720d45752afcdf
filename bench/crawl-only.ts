/**
 * Crawl-only baseline: crawls a generated site with a handler that only pulls
 * <a href> out of the HTML (a streaming htmlparser2 pass), the work a plain
 * link checker does. Compare full audits against this figure.
 *
 * node_modules/.bin/node --import ./scripts/ts-hooks.mjs bench/crawl-only.ts [pages] [concurrency]
 */
import { Parser } from 'htmlparser2';
import { crawl, DEFAULT_CRAWL_OPTIONS } from '../src/engine/crawl/index.js';
import type { PageHandler } from '../src/engine/types.js';
import { serveInChild } from './serve-in-child.js';

const pages = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? DEFAULT_CRAWL_OPTIONS.concurrency);

const extractLinks: PageHandler = (page) => {
  const links: string[] = [];
  if (page.html === undefined) return { links };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a' && attributes.href) links.push(attributes.href);
    },
  });
  parser.write(page.html);
  parser.end();
  // The crawler normalises against the page URL; resolve here as the contract asks for absolute URLs.
  return { links: links.map((href) => { try { return new URL(href, page.url).href; } catch { return ''; } }).filter(Boolean) };
};

const site = await serveInChild(pages);
console.log(`site: ${pages} pages at ${site.url} (generated and gzipped in ${site.prewarmSeconds.toFixed(1)} s in a child process)`);
try {
  let bytes = 0;
  let transfer = 0;
  let htmlPages = 0;
  const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const summary = await crawl({ ...DEFAULT_CRAWL_OPTIONS, startUrl: site.url, maxPages: pages * 2, concurrency }, (page, robots) => {
    bytes += page.bytes;
    transfer += page.transferBytes;
    if (page.html !== undefined) htmlPages++;
    return extractLinks(page, robots);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerPage = (cpu.user + cpu.system) / 1000 / summary.pagesFetched;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  if (summary.error) throw new Error(`crawl failed: ${summary.error.message}`);
  console.log(
    [
      `fetched ${summary.pagesFetched} URLs (${htmlPages} HTML pages) in ${seconds.toFixed(2)} s`,
      `${(summary.pagesFetched / seconds).toFixed(0)} pages/s (concurrency ${concurrency})`,
      // CPU per page is steadier than wall time on a shared machine: the ceiling is 1000 / cpuMsPerPage pages/s on one core.
      `crawler CPU ${cpuMsPerPage.toFixed(2)} ms/page (ceiling ${(1000 / cpuMsPerPage).toFixed(0)} pages/s on one core)`,
      `transferred ${(transfer / 1e6).toFixed(1)} MB, decoded ${(bytes / 1e6).toFixed(1)} MB`,
      // The baseline is mostly Node's TypeScript stripping (loaded to run this script), not the crawler.
      `peak RSS ${peakRssMb.toFixed(0)} MB (${rssBeforeMb.toFixed(0)} MB before the crawl)`,
      `limited=${summary.limited}, statuses: ${JSON.stringify(countBy([...summary.statusByUrl.values()]))}`,
    ].join('\n'),
  );
} finally {
  await site.close();
}

function countBy(values: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
