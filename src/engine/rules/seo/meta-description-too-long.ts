import type { PageRule } from '../../types.js';
import { charLength, metaDescription } from '../shared/head-meta.js';

/** Google truncates snippets around 155-160 characters on desktop. */
export const MAX_DESCRIPTION_CHARS = 160;

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'metaDescriptionTooLong',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.3,
    title: 'Meta description is too long',
    help: `Shorten the meta description to ${MAX_DESCRIPTION_CHARS} characters or fewer, putting the key message first.`,
  },
  check(ctx) {
    const desc = metaDescription(ctx.dom!);
    if (!desc?.text) return { applicable: false, findings: [] };
    const n = charLength(desc.text);
    if (n <= MAX_DESCRIPTION_CHARS) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: [
        {
          message: `Meta description is ${n} characters; keep it to ${MAX_DESCRIPTION_CHARS} so the snippet is not cut off.`,
          selector: ctx.dom!.selector(desc.el),
        },
      ],
    };
  },
};

export default rule;
