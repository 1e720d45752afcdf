import type { RuleMeta } from './types.js';

/** Metadata of every axe-core rule the sampler can report, for docs/rules.md. */
export async function axeRuleMetas(): Promise<RuleMeta[]> {
  const { axeRuleCatalog } = await import('./axe/index.js');
  return axeRuleCatalog();
}
