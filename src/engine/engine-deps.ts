import type { EngineDeps } from './audit.js';
import { crawl } from './crawl/index.js';
import { performanceOf } from './performance-of.js';
import { allRules } from './rules/index.js';

/** The production wiring: every rule, the real crawler, axe sampling and the performance estimate. */
export async function defaultEngineDeps(): Promise<EngineDeps> {
  return { rules: allRules, crawl, performanceOf };
}
