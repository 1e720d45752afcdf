import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import type { RuleMeta } from '../types.js';
import type { AxeImpact } from './rule-meta.js';
import { axeKey, axeRuleMeta, declaredImpact, isAxeImpact } from './rule-meta.js';

export interface AxeFinding {
  ruleId: string;
  /** Public issue key, `axe` + PascalCase(ruleId). */
  key: string;
  impact: AxeImpact;
  help: string;
  helpUrl: string;
  nodes: Array<{ selector: string; message: string }>;
}

/** One page's axe verdicts: what failed, and which rules ran and passed (for score denominators). */
export interface AxeRun {
  findings: AxeFinding[];
  passed: Array<{ ruleId: string; key: string; impact: AxeImpact }>;
}

export interface RunAxeOptions {
  /** Give up on one page after this long (default 15000 ms). */
  timeoutMs?: number;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe rules we never run in the sampler, and why:
 * - they need rendering jsdom does not do (no layout, no colours from
 *   stylesheets, zero-size boxes): colour contrast, links told apart by colour,
 *   target size, scrollable regions, orientation lock (which would also fetch
 *   stylesheets);
 * - they need content jsdom does not load: iframes, and media (autoplay);
 * - a cheap rule already reports the same problem on every page, so running
 *   them would report it twice: the accessibility rules in
 *   src/engine/rules/accessibility/ and, for the title and the h1, the SEO rules.
 */
export const DISABLED_AXE_RULES: readonly string[] = [
  // rendering
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
  'css-orientation-lock',
  // content jsdom does not load
  'frame-tested',
  'frame-focusable-content',
  'no-autoplay-audio',
  // covered by cheap rules
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'image-alt',
  'label',
  'select-name',
  'button-name',
  'link-name',
  'duplicate-id',
  'duplicate-id-aria',
  'duplicate-id-active',
  'heading-order',
  'meta-viewport',
  'meta-viewport-large',
  'document-title',
  'page-has-heading-one',
];

/** Nodes kept per rule and page: enough to locate a pattern, small enough for a report. */
const MAX_NODES = 20;

interface AxeCheck {
  message: string;
}
interface AxeNode {
  target: unknown[];
  any: AxeCheck[];
  all: AxeCheck[];
  none: AxeCheck[];
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

function selectorOf(target: unknown[]): string {
  // Targets inside shadow DOM / frames are nested arrays; join them outermost first.
  return target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' >>> ');
}

function messageOf(node: AxeNode): string {
  const must = [...node.all, ...node.none].map((c) => c.message).filter(Boolean);
  if (must.length) return must.join(' ');
  // Failing `any` checks list every way the node could have passed; the first
  // (axe orders them most-common fix first) reads best on its own.
  return node.any.find((c) => c.message)?.message ?? '';
}

interface AxeRuleObject {
  id: string;
  impact?: string;
  tags: string[];
  run(...args: unknown[]): unknown;
}
interface AxeWindow {
  axe: { run(ctx: unknown, o: unknown): Promise<{ violations: AxeViolation[]; passes: Array<{ id: string }> }>; _audit: { rules: AxeRuleObject[] } };
  document: unknown;
  close(): void;
}

/**
 * axe runs its rules back to back in promise callbacks, so a timer cannot
 * interrupt a long run: on a page with thousands of elements it would keep the
 * event loop for seconds after the timeout. Instead every rule checks the
 * deadline before it starts and, once it has passed, fails at once (axe files
 * a failing rule under "incomplete" and moves on), so an overrun costs at most
 * one rule. Installed once per window; each run sets its own deadline.
 */
function enforceDeadline(window: AxeWindow): { start(deadline: number): void; overran(): boolean } {
  let deadline = Infinity;
  let cut = false;
  for (const rule of window.axe._audit.rules) {
    const run = rule.run;
    rule.run = function (this: unknown, ...args: unknown[]) {
      if (Date.now() > deadline) {
        cut = true;
        // Rule.run(context, options, resolve, reject): reject marks the rule as errored.
        return (args[3] as (e: Error) => void)(new Error('deadline passed'));
      }
      return run.apply(this, args);
    };
  }
  return {
    start(d) {
      deadline = d;
      cut = false;
    },
    overran: () => cut,
  };
}

// axe's ~600 KB source compiled once and run in each session's window:
// window.eval would parse and compile it again for every window.
let axeScript: Script | undefined;

/**
 * axe's source text, read from the file axe-core ships. `axe.source` cannot be
 * used: it is the text of axe's own function, which a bundler rewrites (ncc
 * turns `typeof module` into a constant), so the injected copy breaks in dist/.
 * ncc copies the file this URL names beside the bundle; from the sources it is
 * the installed package's file.
 */
async function axeSource(): Promise<string> {
  try {
    return await readFile(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  } catch {
    return readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  }
}

/**
 * Runs axe-core on one page's HTML in jsdom. The page's own scripts never run
 * (`runScripts: 'outside-only'` only lets us run code in its context) and nothing is
 * fetched (jsdom loads no subresources by default; axe's stylesheet preload is
 * off), so a hostile page can neither execute code nor make requests. jsdom is
 * imported on first use: it costs ~100 ms to load, which runs that never sample
 * should not pay. The window is closed after the run, timeout or not.
 */
export async function runAxe(html: string, url: string, opts: RunAxeOptions = {}): Promise<AxeFinding[]> {
  return (await runAxeDetailed(html, url, opts)).findings;
}

function rememberImpacts(rules: readonly AxeRuleObject[]): void {
  if (declaredImpact.size) return;
  for (const r of rules) if (isAxeImpact(r.impact)) declaredImpact.set(r.id, r.impact);
}

/** runAxe plus the rules that ran and passed, which a score needs as much as the failures. */
export async function runAxeDetailed(html: string, url: string, opts: RunAxeOptions = {}): Promise<AxeRun> {
  const session = createAxeSession(opts);
  try {
    return await session.run(html, url);
  } finally {
    session.close();
  }
}

/** axe on one page after another, in one jsdom window. */
export interface AxeSession {
  run(html: string, url: string): Promise<AxeRun>;
  close(): void;
}

/** What every run asks of axe: the tags we report, minus the rules we never run. */
const RUN_OPTIONS = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(DISABLED_AXE_RULES.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
  preload: false,
  iframes: false,
  elementRef: false,
  performanceTimer: false,
};

interface LiveWindow {
  dom: { reconfigure(settings: { url: string }): void };
  window: AxeWindow & { document: { open(): void; write(html: string): void; close(): void } };
  deadline: ReturnType<typeof enforceDeadline>;
}

/**
 * A session keeps one window, with axe loaded in it, for all the pages it is
 * given: each page replaces the last through document.open/write/close, the
 * way a browser reloads a document in place. Building a window (every DOM
 * interface is created anew) and evaluating axe in it cost ~130 ms a page,
 * and axe's code stays warm from page to page: measured on 136 pages (the
 * examples, bench templates and the accessibility tests' markup), 67 → 24 ms
 * a page with the same violations, passes and incomplete results on every one.
 * After a timeout or an error the window is dropped, since axe may still be
 * running in it; the next page gets a new one.
 */
export function createAxeSession(opts: RunAxeOptions = {}): AxeSession {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  let live: LiveWindow | undefined;

  async function open(url: string): Promise<LiveWindow> {
    const [{ JSDOM, VirtualConsole }, source] = await Promise.all([import('jsdom'), axeScript ? '' : axeSource()]);
    axeScript ??= new Script(source, { filename: 'axe-core/axe.min.js' });
    // A silent console: the pages' markup errors and axe's warnings are not ours to print.
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url, runScripts: 'outside-only', pretendToBeVisual: false, virtualConsole: new VirtualConsole() });
    const window = dom.window as unknown as LiveWindow['window'];
    axeScript.runInContext(dom.getInternalVMContext());
    sampledCatalog ??= catalogOf(window.axe as unknown as AxeCatalogSource);
    return { dom, window, deadline: enforceDeadline(window) };
  }

  function close(): void {
    live?.window.close();
    live = undefined;
  }

  return {
    async run(html, url) {
      live ??= await open(url);
      const { dom, window, deadline } = live;
      // The budget covers parsing too (building the DOM of a multi-megabyte page
      // takes seconds), but not loading jsdom and axe the first time.
      const ends = Date.now() + timeoutMs;
      let timer: NodeJS.Timeout | undefined;
      const timeoutError = () => new Error(`axe-core did not finish on ${url} within ${timeoutMs} ms; raise timeoutMs or skip this page`);
      try {
        dom.reconfigure({ url });
        const document = window.document;
        document.open();
        document.write(html);
        document.close();
        if (Date.now() > ends) throw timeoutError();
        deadline.start(ends);
        const run = window.axe.run(window.document, RUN_OPTIONS);
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(timeoutError()), Math.max(0, ends - Date.now()));
        });
        const results = await Promise.race([run, timeout]);
        if (deadline.overran()) throw timeoutError();
        const findings = results.violations.map((v) => ({
          ruleId: v.id,
          key: axeKey(v.id),
          impact: isAxeImpact(v.impact) ? v.impact : (declaredImpact.get(v.id) ?? 'minor'),
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.slice(0, MAX_NODES).map((n) => ({ selector: selectorOf(n.target), message: messageOf(n) })),
        }));
        const failed = new Set(findings.map((f) => f.ruleId));
        const passed = results.passes
          .filter((p) => !failed.has(p.id))
          .map((p) => ({ ruleId: p.id, key: axeKey(p.id), impact: declaredImpact.get(p.id) ?? 'minor' }));
        return { findings, passed };
      } catch (error) {
        close();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    close,
  };
}

/**
 * Metadata of every axe rule the sampler can report: those tagged with one of
 * AXE_TAGS, minus the disabled ones and axe's deprecated/experimental rules
 * (which axe skips under tag selection). For docs and for registering keys
 * before any page is sampled. Loads axe-core, not jsdom.
 */
export async function axeRuleCatalog(): Promise<RuleMeta[]> {
  const axeModule = await import('axe-core');
  return catalogOf((axeModule.default ?? axeModule) as unknown as AxeCatalogSource);
}

interface AxeCatalogSource {
  _audit: { rules: AxeRuleObject[] };
  getRules(): Array<{ ruleId: string; help: string; helpUrl: string }>;
}

let sampledCatalog: RuleMeta[] | undefined;

/**
 * The catalog as read from the axe instance that ran on the first sample, so
 * an audit never loads a second copy of axe-core into Node's own realm (17 MB).
 * Undefined until a page has been sampled.
 */
export function catalogFromSamples(): RuleMeta[] | undefined {
  return sampledCatalog;
}

function catalogOf(axe: AxeCatalogSource): RuleMeta[] {
  rememberImpacts(axe._audit.rules);
  const text = new Map(axe.getRules().map((r) => [r.ruleId, r]));
  const disabled = new Set(DISABLED_AXE_RULES);
  return axe._audit.rules
    .filter((r) => r.tags.some((t) => AXE_TAGS.includes(t)) && !r.tags.includes('deprecated') && !r.tags.includes('experimental') && !disabled.has(r.id))
    .map((r) => axeRuleMeta(r.id, r.impact, { help: text.get(r.id)?.help, helpUrl: text.get(r.id)?.helpUrl }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
