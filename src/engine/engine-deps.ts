import type { EngineDeps } from './audit.js';
import type { AxeDeps } from './axe-pass.js';
import { axeKey, axeRuleMeta, catalogFromSamples, createAxeSession, templateSignature, type AxeSession } from './axe/index.js';
import { crawl } from './crawl/index.js';
import { performanceOf } from './performance-of.js';
import { allRules } from './rules/index.js';
import type { RuleMeta } from './types.js';

let byKey: Map<string, RuleMeta> | undefined;

/**
 * axe rule metadata comes from the catalog (each rule's declared impact), not
 * from the impact of one violation, so a key has the same severity and weight
 * in every report whichever sample found it. The catalog is read from the axe
 * that ran on the first sample: meta() is only asked after a run.
 */
function axeDeps(): AxeDeps {
  // One window for all of an audit's samples (see createAxeSession), made on the first.
  let session: AxeSession | undefined;
  return {
    run: (html, url) => (session ??= createAxeSession()).run(html, url),
    close: () => {
      session?.close();
      session = undefined;
    },
    meta: (ruleId, impact, text) => {
      const catalog = catalogFromSamples();
      if (!byKey && catalog) byKey = new Map(catalog.map((m) => [m.key, m]));
      return byKey?.get(axeKey(ruleId)) ?? axeRuleMeta(ruleId, impact, text);
    },
  };
}

/** The production wiring: every rule, the real crawler, axe sampling and the performance estimate. */
export async function defaultEngineDeps(): Promise<EngineDeps> {
  return { rules: allRules, crawl, performanceOf, templateSignature, axe: axeDeps() };
}
