import type { PageRule } from '../../types.js';

/**
 * Heavy HTML: Lighthouse has no audit on the HTML document's size alone (its
 * total-byte-weight warns at 1.6 MB for the page and all its resources), so the
 * threshold is ours. 500 KB of decoded HTML is about 15 times the web's median
 * page and means a very large DOM to parse and lay out (Lighthouse's dom-size
 * warns at 1,400 elements, which typical markup reaches near 100-200 KB); the
 * HTML must also arrive before anything else starts. A body the crawler had
 * to cut at its size cap is reported too.
 */
export const LARGE_HTML_BYTES = 500 * 1024;

const kb = (n: number) => `${Math.round(n / 1024)} KB`;

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'largePage',
    category: 'performance',
    severity: 'medium',
    tier: 'manual',
    weight: 2,
    title: 'HTML document is very large',
    help: 'Keep the HTML under 500 KB: paginate long lists, lazy-render below-the-fold sections, and move inline data (JSON state, SVG sprites, base64 images) to cacheable files.',
  },
  check({ page, dom }) {
    if (page.truncated) {
      return { applicable: true, findings: [{ message: `The HTML is larger than the crawler's size cap (stopped at ${kb(page.bytes)}).` }] };
    }
    if (page.bytes <= LARGE_HTML_BYTES) return { applicable: true, findings: [] };
    const elements = dom ? `, ${dom.elements.length.toLocaleString('en-US')} elements` : '';
    return {
      applicable: true,
      findings: [{ message: `The HTML is ${kb(page.bytes)} decoded (${kb(page.transferBytes)} transferred${elements}); keep it under ${kb(LARGE_HTML_BYTES)}.` }],
    };
  },
};

export default rule;
