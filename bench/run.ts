/**
 * Engine benchmark: `npm run bench` (node --import ./scripts/ts-hooks.mjs bench/run.ts).
 *
 *   --pages N       pages of the speed run (default 2000)
 *   --rss-pages N   pages of the memory run (default 10000; 0 skips it)
 *   --no-axe        leave axe sampling out
 *   --source        audit in-process from the TypeScript sources instead of the bundled CLI
 *   --runs N        audits per scenario (default 3): the table gives the median run's
 *                   time and pages/s with the range, and the highest peak RSS of all runs.
 *                   A shared 2-core runner varies by ±15% from run to run, so one run
 *                   says little about a change of a few percent.
 *
 * By default each scenario runs what users run, `node dist/cli/index.js audit`
 * (bundle, engine on its worker thread), timed from process start and with the
 * peak RSS of the whole process. Each scenario runs in a fresh process so its
 * peak RSS is its own, and the generated site is served from another child
 * process so serving does not steal the engine's CPU.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveInChild } from './serve-in-child.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE = process.execPath;
const HOOKS = ['--import', './scripts/ts-hooks.mjs'];

interface ScenarioResult {
  scenario: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  maxRssMb: number;
  overall?: number;
  issues?: number;
  sampled?: number;
}

/** Runs one scenario in a fresh process (this file with --scenario) and parses its JSON line. */
function runChild(args: string[]): Promise<ScenarioResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [...HOOKS, fileURLToPath(import.meta.url), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`scenario ${args.join(' ')} failed (exit ${code}): ${out.slice(-500)}`));
      else resolve(JSON.parse(line) as ScenarioResult);
    });
  });
}

async function scenario(name: string, url: string, pages: number, axe: boolean): Promise<ScenarioResult> {
  const { auditSite } = await import('../src/engine/index.js');
  const started = performance.now();
  const report = await auditSite({ url, maxPages: pages, axe });
  const seconds = (performance.now() - started) / 1000;
  if (report.status !== 'done') throw new Error(`audit failed: ${report.error?.message}`);
  return {
    scenario: name,
    pages: report.pageCount ?? 0,
    seconds,
    pagesPerSecond: (report.pageCount ?? 0) / seconds,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    overall: report.overall,
    issues: report.issues.length,
    sampled: report.sampled?.length,
  };
}

/** The bundled CLI, as users run it: wall time from spawn, peak RSS from a preloaded probe. */
function runBundled(name: string, url: string, pages: number): Promise<ScenarioResult> {
  const cli = `${ROOT}dist/cli/index.js`;
  if (!existsSync(cli)) return Promise.reject(new Error('dist/cli/index.js is missing: run npm run bundle first'));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, ['--import', `${HERE}rss-probe.mjs`, cli, 'audit', url, '--max-pages', String(pages), '--format', 'json'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const probe = /BENCH_RSS (\{.*\})/.exec(err);
      if (code !== 0 && code !== 1) return reject(new Error(`seo-audit exited ${code}: ${err.slice(-500)}`));
      const report = (JSON.parse(out) as { reports: Array<{ pageCount?: number; overall?: number; issues: unknown[]; sampled?: unknown[] }> }).reports[0];
      const n = report?.pageCount ?? 0;
      resolve({
        scenario: name,
        pages: n,
        seconds,
        pagesPerSecond: n / seconds,
        maxRssMb: probe ? (JSON.parse(probe[1]) as { maxRssMb: number }).maxRssMb : NaN,
        overall: report?.overall,
        issues: report?.issues.length,
        sampled: report?.sampled?.length,
      });
    });
  });
}

/** Several runs of one scenario: the median run for speed, the worst for memory. */
interface Summary {
  median: ScenarioResult;
  runs: number;
  minPagesPerSecond: number;
  maxPagesPerSecond: number;
  worstRssMb: number;
}

function summarize(results: ScenarioResult[]): Summary {
  const bySpeed = [...results].sort((a, b) => a.pagesPerSecond - b.pagesPerSecond);
  return {
    median: bySpeed[Math.floor((bySpeed.length - 1) / 2)],
    runs: results.length,
    minPagesPerSecond: bySpeed[0].pagesPerSecond,
    maxPagesPerSecond: bySpeed[bySpeed.length - 1].pagesPerSecond,
    worstRssMb: Math.max(...results.map((r) => r.maxRssMb)),
  };
}

function table(rows: Summary[]): string {
  const head = ['scenario', 'pages', 'runs', 'total s', 'pages/s', 'range', 'peak RSS MB', 'overall', 'issues', 'axe samples'];
  const body = rows.map(({ median: r, runs, minPagesPerSecond, maxPagesPerSecond, worstRssMb }) => [
    r.scenario,
    String(r.pages),
    String(runs),
    r.seconds.toFixed(2),
    r.pagesPerSecond.toFixed(0),
    `${minPagesPerSecond.toFixed(0)}-${maxPagesPerSecond.toFixed(0)}`,
    worstRssMb.toFixed(0),
    String(r.overall ?? '–'),
    String(r.issues ?? '–'),
    String(r.sampled ?? '–'),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '2000' },
    'rss-pages': { type: 'string', default: '10000' },
    'no-axe': { type: 'boolean', default: false },
    source: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    scenario: { type: 'string' },
    url: { type: 'string' },
  },
});
const axe = !values['no-axe'];
// The bundle has no switch for axe; that variant runs from the sources.
const fromSource = values.source || !axe;

if (values.scenario) {
  // Child mode: one audit, one JSON line.
  const result = await scenario(values.scenario, values.url!, Number(values.pages), axe);
  process.stdout.write(JSON.stringify(result) + '\n');
} else {
  const rows: Summary[] = [];
  const runCount = Math.max(1, Number(values.runs) || 1);
  const label = `${fromSource ? 'sources' : 'dist/cli'}: audit${axe ? ' + axe' : ''}`;
  const runs: Array<[string, number]> = [[label, Number(values.pages)]];
  if (Number(values['rss-pages']) > 0) runs.push([label, Number(values['rss-pages'])]);
  for (const [name, pages] of runs) {
    const site = await serveInChild(pages);
    try {
      // A warm-up crawl would hide first-run costs (JIT, module load) that users pay too; none
      // here, and every run is a fresh process.
      const results: ScenarioResult[] = [];
      for (let i = 0; i < runCount; i++) {
        results.push(
          fromSource
            ? await runChild(['--scenario', name, '--url', site.url, '--pages', String(pages), ...(axe ? [] : ['--no-axe'])])
            : await runBundled(name, site.url, pages),
        );
      }
      rows.push(summarize(results));
    } finally {
      await site.close();
    }
  }
  const crawlOnly = `${HERE}crawl-only.ts`;
  if (existsSync(crawlOnly)) {
    console.log(`crawl-only baseline (bench/crawl-only.ts ${values.pages}):`);
    await new Promise<void>((resolve) => spawn(NODE, [...HOOKS, crawlOnly, String(values.pages)], { cwd: ROOT, stdio: 'inherit' }).on('exit', () => resolve()));
    console.log('');
  }
  console.log(table(rows));
}
