import type { PageRule } from '../../types.js';
import { meaningfulH1s } from '../shared/headings.js';

/**
 * Several H1s are valid HTML, but they dilute the page's main topic and usually
 * mean a template uses <h1> for a logo or a sidebar title.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'multipleH1',
    category: 'seo',
    severity: 'low',
    tier: 'manual',
    weight: 0.2,
    title: 'Page has more than one H1 heading',
    help: 'Keep a single <h1> for the page topic and turn the others into <h2>-<h6> (or plain elements for logos).',
  },
  check(ctx) {
    const dom = ctx.dom!;
    const h1s = meaningfulH1s(dom);
    if (h1s.length === 0) return { applicable: false, findings: [] };
    if (h1s.length === 1) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: h1s.slice(1).map((el) => ({
        message: `Extra <h1> "${truncate(dom.accessibleName(el), 60)}" (the page has ${h1s.length}).`,
        selector: dom.selector(el),
      })),
    };
  },
};

function truncate(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

export default rule;
