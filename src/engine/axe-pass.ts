import type { AxeSample } from './analyze-page.js';
import type { Finding, RuleMeta } from './types.js';

/** The part of an axe-core result the engine reads (axe's own `Result`/`NodeResult`). */
export interface AxeRuleResult {
  id: string;
  impact?: string | null;
  nodes?: ReadonlyArray<{ target?: ReadonlyArray<unknown>; failureSummary?: string; html?: string }>;
  help?: string;
}
export interface AxeResultsLike {
  violations: readonly AxeRuleResult[];
  passes?: readonly AxeRuleResult[];
}

/** Verdicts of the axe rules on one sampled template. Rules axe found inapplicable are absent. */
export interface TemplateAxeVerdicts {
  samplePath: string;
  /** key → findings (empty when the rule passed). */
  verdicts: Map<string, Finding[]>;
}

export interface AxeOutcome {
  /** Metadata of every axe rule seen on any sample, by key. */
  metas: Map<string, RuleMeta>;
  byTemplate: Map<string, TemplateAxeVerdicts>;
  /** Samples axe could not run on, with why. */
  failures: Array<{ path: string; message: string }>;
}

export interface AxeDeps {
  runAxe(html: string, url: string): Promise<AxeResultsLike>;
  axeRuleMeta(ruleId: string, impact?: string | null): RuleMeta | undefined;
}

const MAX_FINDINGS_PER_RULE = 20;

function selectorOf(target: ReadonlyArray<unknown> | undefined): string | undefined {
  if (!target || target.length === 0) return undefined;
  // Shadow-DOM and iframe targets are nested arrays; the last step is the element.
  const flat = target.flat(Infinity as 1) as unknown[];
  return flat.map(String).join(' ');
}

/** Turns one sample's axe results into verdicts keyed by our rule keys. */
export function axeVerdicts(results: AxeResultsLike, meta: AxeDeps['axeRuleMeta'], metas: Map<string, RuleMeta>, skipKeys: ReadonlySet<string>): Map<string, Finding[]> {
  const verdicts = new Map<string, Finding[]>();
  const take = (r: AxeRuleResult, failing: boolean): void => {
    const m = meta(r.id, r.impact);
    // A static rule of the same key already judges every page; it wins.
    if (!m || skipKeys.has(m.key)) return;
    if (!metas.has(m.key)) metas.set(m.key, m);
    if (!failing) {
      if (!verdicts.has(m.key)) verdicts.set(m.key, []);
      return;
    }
    const findings = (r.nodes ?? []).slice(0, MAX_FINDINGS_PER_RULE).map((n): Finding => {
      const selector = selectorOf(n.target);
      const summary = n.failureSummary?.split('\n').map((l) => l.trim()).filter(Boolean).slice(-1)[0];
      return { message: summary ?? r.help ?? m.title, ...(selector ? { selector } : {}) };
    });
    verdicts.set(m.key, findings.length ? findings : [{ message: r.help ?? m.title }]);
  };
  for (const r of results.passes ?? []) take(r, false);
  for (const r of results.violations) take(r, true);
  return verdicts;
}

/**
 * Runs axe on the kept samples, one at a time: jsdom plus axe is CPU-bound, so
 * running them side by side would only add memory. A sample that fails leaves
 * its template out of the axe rules instead of failing the audit.
 */
export async function runAxePass(samples: readonly AxeSample[], deps: AxeDeps, skipKeys: ReadonlySet<string>, onSample?: (done: number) => void, signal?: AbortSignal): Promise<AxeOutcome> {
  const outcome: AxeOutcome = { metas: new Map(), byTemplate: new Map(), failures: [] };
  let done = 0;
  for (const s of samples) {
    signal?.throwIfAborted();
    try {
      const results = await deps.runAxe(s.html, s.url);
      outcome.byTemplate.set(s.template, { samplePath: s.path, verdicts: axeVerdicts(results, deps.axeRuleMeta, outcome.metas, skipKeys) });
    } catch (error) {
      outcome.failures.push({ path: s.path, message: (error as Error)?.message ?? String(error) });
    }
    onSample?.(++done);
  }
  return outcome;
}
