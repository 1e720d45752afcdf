import type { EngineDeps } from './audit.js';
import type { AxeDeps } from './axe-pass.js';
import { axeKey, axeRuleCatalog, axeRuleMeta, runAxeDetailed, templateSignature } from './axe/index.js';
import { crawl } from './crawl/index.js';
import { performanceOf } from './performance-of.js';
import { allRules } from './rules/index.js';
import type { RuleMeta } from './types.js';

let catalog: Promise<Map<string, RuleMeta>> | undefined;

/**
 * axe rule metadata comes from the catalog (each rule's declared impact), not
 * from the impact of one violation, so a key has the same severity and weight
 * in every report whichever sample found it.
 */
async function axeDeps(): Promise<AxeDeps> {
  catalog ??= axeRuleCatalog().then((list) => new Map(list.map((m) => [m.key, m])));
  const byKey = await catalog;
  return {
    run: (html, url) => runAxeDetailed(html, url),
    meta: (ruleId, impact, text) => byKey.get(axeKey(ruleId)) ?? axeRuleMeta(ruleId, impact, text),
  };
}

/** The production wiring: every rule, the real crawler, axe sampling and the performance estimate. */
export async function defaultEngineDeps(): Promise<EngineDeps> {
  return { rules: allRules, crawl, performanceOf, templateSignature, axe: await axeDeps(), workerSafe: true };
}
