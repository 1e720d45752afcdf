import { describe, expect, it } from 'vitest';
import { axeKey, axeRuleMeta, runAxeDetailed } from '../../../src/engine/axe/index.js';
import { buildRuleRegistry } from '../../../src/engine/rule-registry.js';

describe('axeRuleMeta', () => {
  it('builds camelCase keys from axe rule ids', () => {
    expect(axeKey('color-contrast')).toBe('axeColorContrast');
    expect(axeKey('aria-allowed-attr')).toBe('axeAriaAllowedAttr');
    expect(axeKey('list')).toBe('axeList');
  });

  it('weighs and grades by impact, always manual, in accessibility', () => {
    expect(axeRuleMeta('aria-roles', 'critical')).toMatchObject({ key: 'axeAriaRoles', category: 'accessibility', severity: 'high', weight: 10, tier: 'manual', lighthouse: 'aria-roles' });
    expect(axeRuleMeta('list', 'serious')).toMatchObject({ severity: 'medium', weight: 7 });
    expect(axeRuleMeta('region', 'moderate')).toMatchObject({ severity: 'low', weight: 3 });
    expect(axeRuleMeta('region', 'moderate').lighthouse).toBeUndefined();
    expect(axeRuleMeta('empty-table-header', 'minor')).toMatchObject({ severity: 'low', weight: 1 });
  });

  it('falls back to the declared impact, else minor, when axe gives none (passing rules)', async () => {
    expect(axeRuleMeta('some-unknown-rule', null)).toMatchObject({ weight: 1, severity: 'low' });
    await runAxeDetailed('<html lang="en"><body><main><p>x</p></main></body></html>', 'https://example.com/');
    expect(axeRuleMeta('aria-allowed-attr', null)).toMatchObject({ weight: 10, severity: 'high' });
    expect(axeRuleMeta('list', 'not-an-impact')).toMatchObject({ weight: 7 });
  }, 30_000);

  it('uses axe\'s text when given, and passes the registry\'s checks', () => {
    const meta = axeRuleMeta('list', 'serious', { help: 'Lists must only contain li', helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/list' });
    expect(meta.title).toBe('Lists must only contain li');
    expect(meta.help).toMatch(/dequeuniversity/);
    expect(() => buildRuleRegistry([[{ scope: 'page', meta, check: () => ({ applicable: true, findings: [] }) }]])).not.toThrow();
  });
});
