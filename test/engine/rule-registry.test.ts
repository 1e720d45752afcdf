import { describe, expect, it } from 'vitest';
import { buildRuleRegistry } from '../../src/engine/rule-registry.js';
import type { PageRule } from '../../src/engine/types.js';
import { meta, needsTitle } from './sites/tiny-rules.js';

const rule = (key: string, over: Partial<PageRule['meta']> = {}): PageRule => ({ ...needsTitle, meta: meta({ key, ...over }) });

describe('buildRuleRegistry', () => {
  it('keeps list order and indexes by key', () => {
    const r = buildRuleRegistry([[rule('aRule'), rule('bRule')], [rule('cRule')]]);
    expect(r.rules.map((x) => x.meta.key)).toEqual(['aRule', 'bRule', 'cRule']);
    expect(r.byKey.get('cRule')?.meta.key).toBe('cRule');
  });
  it('throws on a duplicate key across lists', () => {
    expect(() => buildRuleRegistry([[rule('sameKey')], [rule('sameKey')]])).toThrow(/"sameKey" is defined twice/);
  });
  it.each(['missing-title', 'MissingTitle', 'missing_title', '1title', ''])('throws on non-camelCase key %j', (key) => {
    expect(() => buildRuleRegistry([[rule(key)]])).toThrow(/not camelCase/);
  });
  it('throws on a negative weight or unknown category', () => {
    expect(() => buildRuleRegistry([[rule('aRule', { weight: -1 })]])).toThrow(/weight/);
    expect(() => buildRuleRegistry([[rule('aRule', { category: 'speed' as never })]])).toThrow(/unknown category/);
  });
});
