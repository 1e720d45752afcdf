import type { EngineDeps } from './audit.js';

let deps: Promise<EngineDeps> | undefined;

/** The production wiring, loaded once: every rule, the real crawler, axe and the performance estimate. */
export function defaultEngineDeps(): Promise<EngineDeps> {
  deps ??= (async (): Promise<EngineDeps> => {
    const [{ allRules }, { crawl }] = await Promise.all([import('./rules/index.js'), import('./crawl/index.js')]);
    return { rules: allRules, crawl };
  })();
  return deps;
}
