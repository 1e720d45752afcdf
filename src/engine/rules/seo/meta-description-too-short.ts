import type { PageRule } from '../../types.js';
import { charLength, metaDescription } from '../shared/head-meta.js';

/** Shorter descriptions are usually replaced by text Google picks from the page. */
export const MIN_DESCRIPTION_CHARS = 50;

/** An empty description is missingMetaDescription's finding (as in Lighthouse), not this one's. */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'metaDescriptionTooShort',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.3,
    title: 'Meta description is too short',
    help: `Expand the meta description to at least ${MIN_DESCRIPTION_CHARS} characters that summarise what the page offers.`,
  },
  check(ctx) {
    const desc = metaDescription(ctx.dom!);
    if (!desc?.text) return { applicable: false, findings: [] };
    const n = charLength(desc.text);
    if (n >= MIN_DESCRIPTION_CHARS) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: [
        {
          message: `Meta description is ${n} characters; use at least ${MIN_DESCRIPTION_CHARS} so search engines show it instead of guessing a snippet.`,
          selector: ctx.dom!.selector(desc.el),
        },
      ],
    };
  },
};

export default rule;
