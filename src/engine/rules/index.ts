import { buildRuleRegistry } from '../rule-registry.js';
import type { Rule } from '../types.js';
import { accessibilityRules } from './accessibility/index.js';
import { bestPracticesRules } from './best-practices/index.js';
import { performanceRules } from './performance/index.js';
import { seoRules } from './seo/index.js';

// Built (and validated) at import: a duplicate or non-camelCase key throws here.
const registry = buildRuleRegistry([seoRules, accessibilityRules, bestPracticesRules, performanceRules]);

/** Every static rule of the engine, SEO first; axe-core rules are added per audit from the samples. */
export const allRules: readonly Rule[] = registry.rules;
export const ruleByKey: ReadonlyMap<string, Rule> = registry.byKey;
