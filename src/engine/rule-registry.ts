import type { Rule } from './types.js';
import { CATEGORIES } from '../report/schema.js';

export interface RuleRegistry {
  /** Every rule, in a stable order: category lists in the order given, each list as written. */
  rules: readonly Rule[];
  byKey: ReadonlyMap<string, Rule>;
}

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Checks the rule lists once, when the engine loads: a duplicate or malformed key
 * would silently merge or rename issues in every report, so it must stop the
 * build/test run instead of reaching users.
 */
export function buildRuleRegistry(lists: ReadonlyArray<readonly Rule[]>): RuleRegistry {
  const rules: Rule[] = [];
  const byKey = new Map<string, Rule>();
  for (const list of lists) {
    for (const rule of list) {
      const { key, category, weight } = rule.meta;
      if (!CAMEL_CASE.test(key)) throw new Error(`rule key "${key}" is not camelCase: rename it (e.g. "missingMetaDescription")`);
      if (byKey.has(key)) throw new Error(`rule key "${key}" is defined twice: rule keys must be unique across all categories`);
      if (!(CATEGORIES as readonly string[]).includes(category)) throw new Error(`rule "${key}" has unknown category "${category}": use one of ${CATEGORIES.join(', ')}`);
      if (!Number.isFinite(weight) || weight < 0) throw new Error(`rule "${key}" has weight ${weight}: weights must be finite and >= 0`);
      byKey.set(key, rule);
      rules.push(rule);
    }
  }
  return { rules, byKey };
}

export function isCamelCaseKey(key: string): boolean {
  return CAMEL_CASE.test(key);
}
