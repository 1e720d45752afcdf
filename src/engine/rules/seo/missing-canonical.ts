import type { PageRule } from '../../types.js';
import { hasCanonicalDeclaration } from '../shared/head-links.js';
import { isNoindex } from '../shared/indexability.js';

/**
 * Not a Lighthouse failure (its canonical audit is "not applicable" without
 * one), but without a self-referencing canonical every tracking parameter or
 * trailing-slash variant is a separate URL competing with the page. A noindex
 * page is not in the running, so it is left out.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingCanonical',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.3,
    title: 'Page has no canonical URL',
    help: 'Add <link rel="canonical" href="https://…"> in <head> with the absolute URL you want indexed (usually the page itself).',
  },
  check(ctx) {
    if (ctx.page.status !== 200 || isNoindex(ctx)) return { applicable: false, findings: [] };
    if (hasCanonicalDeclaration(ctx)) return { applicable: true, findings: [] };
    return { applicable: true, findings: [{ message: 'No <link rel="canonical"> in <head> and no canonical Link header.' }] };
  },
};

export default rule;
