import type { RuleMeta } from './types.js';

/**
 * Metadata of every axe-core rule the engine can report, for docs/rules.md.
 * Empty until the axe sampler is wired in.
 */
export async function axeRuleMetas(): Promise<RuleMeta[]> {
  return [];
}
