import type { KnownSeverity } from '../../report/schema.js';
import type { RuleMeta } from '../types.js';

export type AxeImpact = 'critical' | 'serious' | 'moderate' | 'minor';

/** Lighthouse weighs its axe audits by impact; so do we. */
export const IMPACT_WEIGHT: Record<AxeImpact, number> = { critical: 10, serious: 7, moderate: 3, minor: 1 };

const IMPACT_SEVERITY: Record<AxeImpact, KnownSeverity> = { critical: 'high', serious: 'medium', moderate: 'low', minor: 'low' };

/**
 * The axe rules Lighthouse's accessibility category runs (same ids there), so
 * a finding can name the Lighthouse audit it matches. Lighthouse skips the
 * rest (e.g. region, landmark-unique), which we still report from the sampler.
 */
const LIGHTHOUSE_AUDITS = new Set(
  (
    'accesskeys aria-allowed-attr aria-allowed-role aria-command-name aria-conditional-attr aria-deprecated-role aria-dialog-name ' +
    'aria-hidden-body aria-hidden-focus aria-input-field-name aria-meter-name aria-progressbar-name aria-prohibited-attr ' +
    'aria-required-attr aria-required-children aria-required-parent aria-roles aria-text aria-toggle-field-name aria-tooltip-name ' +
    'aria-treeitem-name aria-valid-attr aria-valid-attr-value autocomplete-valid button-name bypass color-contrast definition-list ' +
    'dlitem document-title duplicate-id-aria empty-heading form-field-multiple-labels frame-title heading-order html-has-lang ' +
    'html-lang-valid html-xml-lang-mismatch identical-links-same-purpose image-alt image-redundant-alt input-button-name ' +
    'input-image-alt label label-content-name-mismatch landmark-one-main link-in-text-block link-name list listitem meta-refresh ' +
    'meta-viewport object-alt presentation-role-conflict select-name skip-link svg-img-alt tabindex table-duplicate-name ' +
    'table-fake-caption target-size td-has-header td-headers-attr th-has-data-cells valid-lang video-caption'
  ).split(' '),
);

/**
 * Each rule's own impact as axe declares it, filled when axe-core is first
 * loaded (runAxe, axeRuleCatalog). axe reports an impact only on failures, so
 * this is how a passing rule still gets its weight.
 */
export const declaredImpact = new Map<string, AxeImpact>();

export function isAxeImpact(v: unknown): v is AxeImpact {
  return v === 'critical' || v === 'serious' || v === 'moderate' || v === 'minor';
}

/** `color-contrast` → `axeColorContrast`: the public issue key of an axe rule. */
export function axeKey(ruleId: string): string {
  return 'axe' + ruleId.split(/[^A-Za-z0-9]+/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1).toLowerCase()).join('');
}

/**
 * RuleMeta for an axe rule found by the sampler. Without a valid impact (axe
 * gives none for passing rules) the rule's declared impact is used, else minor.
 * Always `manual`: axe findings
 * are about markup a person must change. Title and help come from axe's own
 * text when the caller has it (AxeFinding.help / helpUrl).
 */
export function axeRuleMeta(ruleId: string, impact?: AxeImpact | string | null, text: { help?: string; helpUrl?: string } = {}): RuleMeta {
  const level: AxeImpact = isAxeImpact(impact) ? impact : (declaredImpact.get(ruleId) ?? 'minor');
  const meta: RuleMeta = {
    key: axeKey(ruleId),
    category: 'accessibility',
    severity: IMPACT_SEVERITY[level],
    tier: 'manual',
    weight: IMPACT_WEIGHT[level],
    title: text.help ?? `axe-core rule ${ruleId} failed`,
    help: text.helpUrl ? `Follow the fix described at ${text.helpUrl}.` : `See the axe-core documentation for rule "${ruleId}".`,
  };
  if (LIGHTHOUSE_AUDITS.has(ruleId)) meta.lighthouse = ruleId;
  return meta;
}
