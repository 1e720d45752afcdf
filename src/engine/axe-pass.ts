import type { AxeSample } from './analyze-page.js';
import type { Finding, RuleMeta } from './types.js';

/** One sample's axe verdicts, as src/engine/axe's runAxeDetailed gives them. */
export interface AxeRunLike {
  findings: ReadonlyArray<{ ruleId: string; impact?: string | null; help?: string; helpUrl?: string; nodes: ReadonlyArray<{ selector: string; message: string }> }>;
  passed: ReadonlyArray<{ ruleId: string }>;
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
  run(html: string, url: string): Promise<AxeRunLike>;
  /** Our metadata for an axe rule (key, severity, weight...). */
  meta(ruleId: string, impact?: string | null, text?: { help?: string; helpUrl?: string }): RuleMeta;
  /** The pass is over: a runner that keeps a window between samples lets it go. */
  close?(): void;
}

/** Turns one sample's axe run into verdicts keyed by our rule keys. */
export function axeVerdicts(run: AxeRunLike, deps: Pick<AxeDeps, 'meta'>, metas: Map<string, RuleMeta>, skipKeys: ReadonlySet<string>): Map<string, Finding[]> {
  const verdicts = new Map<string, Finding[]>();
  const known = (ruleId: string, impact?: string | null, text?: { help?: string; helpUrl?: string }): RuleMeta | undefined => {
    const m = deps.meta(ruleId, impact, text);
    // One of our own rules with the same key already judged every page: it wins.
    if (skipKeys.has(m.key)) return undefined;
    if (!metas.has(m.key)) metas.set(m.key, m);
    return m;
  };
  for (const p of run.passed) {
    const m = known(p.ruleId);
    if (m && !verdicts.has(m.key)) verdicts.set(m.key, []);
  }
  for (const f of run.findings) {
    const m = known(f.ruleId, f.impact, { help: f.help, helpUrl: f.helpUrl });
    if (!m) continue;
    const findings: Finding[] = f.nodes.map((n) => ({ message: n.message || f.help || m.title, ...(n.selector ? { selector: n.selector } : {}) }));
    verdicts.set(m.key, findings.length ? findings : [{ message: f.help ?? m.title }]);
  }
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
  try {
    for (const s of samples) {
      signal?.throwIfAborted();
      try {
        const run = await deps.run(s.html, s.url);
        outcome.byTemplate.set(s.template, { samplePath: s.path, verdicts: axeVerdicts(run, deps, outcome.metas, skipKeys) });
      } catch (error) {
        outcome.failures.push({ path: s.path, message: (error as Error)?.message ?? String(error) });
      }
      onSample?.(++done);
    }
  } finally {
    deps.close?.();
  }
  return outcome;
}
