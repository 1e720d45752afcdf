/**
 * The axe-core sampler: axe is too slow for every page (jsdom plus a full axe
 * run costs tens to hundreds of ms), so the engine groups pages by
 * templateSignature and runs axe on a sample of each group; axeRuleMeta turns
 * what it finds into issue metadata.
 */
export { runAxe, runAxeDetailed, createAxeSession, axeRuleCatalog, catalogFromSamples, AXE_TAGS, DISABLED_AXE_RULES } from './run-axe.js';
export type { AxeFinding, AxeRun, AxeSession, RunAxeOptions } from './run-axe.js';
export { axeRuleMeta, axeKey, IMPACT_WEIGHT } from './rule-meta.js';
export type { AxeImpact } from './rule-meta.js';
export { templateSignature } from './template-signature.js';
