import type { AxeImpact } from './rule-meta.js';
import { axeKey, isAxeImpact } from './rule-meta.js';

export interface AxeFinding {
  ruleId: string;
  /** Public issue key, `axe` + PascalCase(ruleId). */
  key: string;
  impact: AxeImpact;
  help: string;
  helpUrl: string;
  nodes: Array<{ selector: string; message: string }>;
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
  run(...args: unknown[]): unknown;
}
interface AxeWindow {
  eval(src: string): unknown;
  axe: { run(ctx: unknown, o: unknown): Promise<{ violations: AxeViolation[] }>; _audit: { rules: AxeRuleObject[] } };
  document: unknown;
  close(): void;
}

/**
 * axe runs its rules back to back in promise callbacks, so a timer cannot
 * interrupt a long run: on a page with thousands of elements it would keep the
 * event loop for seconds after the timeout. Instead every rule checks the
 * deadline before it starts and, once it has passed, fails at once (axe files
 * a failing rule under "incomplete" and moves on), so an overrun costs at most
 * one rule. Returns whether any rule was cut.
 */
function enforceDeadline(window: AxeWindow, deadline: number): () => boolean {
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
  return () => cut;
}

let axeSource: string | undefined;

/**
 * Runs axe-core on one page's HTML in jsdom. The page's own scripts never run
 * (`runScripts: 'outside-only'` only allows our window.eval) and nothing is
 * fetched (jsdom loads no subresources by default; axe's stylesheet preload is
 * off), so a hostile page can neither execute code nor make requests. jsdom is
 * imported on first use: it costs ~100 ms to load, which runs that never sample
 * should not pay. The window is closed after every run, timeout or not.
 */
export async function runAxe(html: string, url: string, opts: RunAxeOptions = {}): Promise<AxeFinding[]> {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const [{ JSDOM, VirtualConsole }, axeModule] = await Promise.all([import('jsdom'), import('axe-core')]);
  axeSource ??= (axeModule.default ?? axeModule).source;
  // A silent console: the page's markup errors and axe's warnings are not ours to print.
  const dom = new JSDOM(html, { url, runScripts: 'outside-only', pretendToBeVisual: false, virtualConsole: new VirtualConsole() });
  const window = dom.window as unknown as AxeWindow;
  let timer: NodeJS.Timeout | undefined;
  const timeoutError = () => new Error(`axe-core did not finish on ${url} within ${timeoutMs} ms; raise timeoutMs or skip this page`);
  try {
    window.eval(axeSource);
    const overran = enforceDeadline(window, Date.now() + timeoutMs);
    const run = window.axe.run(window.document, {
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(DISABLED_AXE_RULES.map((id) => [id, { enabled: false }])),
      resultTypes: ['violations'],
      preload: false,
      iframes: false,
      elementRef: false,
      performanceTimer: false,
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeoutError()), timeoutMs);
    });
    const results = await Promise.race([run, timeout]);
    if (overran()) throw timeoutError();
    return results.violations.map((v) => ({
      ruleId: v.id,
      key: axeKey(v.id),
      impact: isAxeImpact(v.impact) ? v.impact : 'minor',
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.slice(0, MAX_NODES).map((n) => ({ selector: selectorOf(n.target), message: messageOf(n) })),
    }));
  } finally {
    clearTimeout(timer);
    window.close();
  }
}
