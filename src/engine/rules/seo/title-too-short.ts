import type { PageRule } from '../../types.js';
import { charLength, documentTitle } from '../shared/head-meta.js';

/** Below this a title rarely says enough to earn the click (e.g. "Home"). */
export const MIN_TITLE_CHARS = 10;

/** Ours, not Lighthouse's; an empty title is missingTitle's finding, not this one's. */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'titleTooShort',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.3,
    title: 'Title is too short',
    help: 'Write a title of at least 10 characters that names the page topic and the site, e.g. "Pricing – Acme Analytics".',
  },
  check(ctx) {
    const title = documentTitle(ctx.dom!);
    if (!title?.text) return { applicable: false, findings: [] };
    const n = charLength(title.text);
    if (n >= MIN_TITLE_CHARS) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: [
        {
          message: `Title "${title.text}" is ${n} characters; use at least ${MIN_TITLE_CHARS} to describe the page.`,
          selector: ctx.dom!.selector(title.el),
        },
      ],
    };
  },
};

export default rule;
