import type { PageRule } from '../../types.js';
import { charLength, documentTitle } from '../shared/head-meta.js';

/** Titles longer than this are commonly cut off in Google's desktop results (~600 px). */
export const MAX_TITLE_CHARS = 60;

/**
 * Lighthouse has no title-length audit; this one is ours. Length is measured on
 * the trimmed, whitespace-collapsed text because that is what a result shows.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'titleTooLong',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.3,
    title: 'Title is too long',
    help: `Shorten the <title> to ${MAX_TITLE_CHARS} characters or fewer, with the most important words first, so results do not truncate it.`,
  },
  check(ctx) {
    const title = documentTitle(ctx.dom!);
    if (!title?.text) return { applicable: false, findings: [] };
    const n = charLength(title.text);
    if (n <= MAX_TITLE_CHARS) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: [
        {
          message: `Title is ${n} characters; keep it to ${MAX_TITLE_CHARS} or fewer so it is not truncated in results.`,
          selector: ctx.dom!.selector(title.el),
        },
      ],
    };
  },
};

export default rule;
