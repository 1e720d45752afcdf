import type { PageRule } from '../../types.js';
import { meaningfulH1s } from '../shared/headings.js';

/** Not a Lighthouse audit: the H1 is the strongest on-page statement of the topic. */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingH1',
    category: 'seo',
    severity: 'medium',
    tier: 'manual',
    weight: 0.5,
    title: 'Page has no H1 heading',
    help: 'Add one <h1> near the top of the main content that states what the page is about in words.',
  },
  check(ctx) {
    const dom = ctx.dom!;
    if (meaningfulH1s(dom).length > 0) return { applicable: true, findings: [] };
    const empty = dom.byTag('h1')[0];
    return {
      applicable: true,
      findings: [
        empty
          ? { message: 'The page has <h1> elements but none with visible text.', selector: dom.selector(empty) }
          : { message: 'The page has no <h1> heading.' },
      ],
    };
  },
};

export default rule;
