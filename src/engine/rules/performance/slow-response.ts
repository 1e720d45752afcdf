import type { PageRule } from '../../types.js';

/**
 * Lighthouse server-response-time fails the document request when the server
 * takes more than 600 ms to start answering. The crawler's time to first byte
 * also includes the network path from where the audit runs (DNS, TCP, TLS on a
 * fresh connection), so this is an estimate that leans pessimistic from far
 * away runners; repeated findings across pages point at the server, not the link.
 */
export const SLOW_TTFB_MS = 600;

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'slowResponse',
    category: 'performance',
    severity: 'medium',
    tier: 'manual',
    weight: 3,
    title: 'Server responds slowly',
    help: 'Keep time to first byte under 600 ms: cache rendered pages (CDN or full-page cache), speed up slow database or API calls, and avoid rendering on every request.',
    lighthouse: 'server-response-time',
  },
  check({ page }) {
    if (!(page.ttfbMs > SLOW_TTFB_MS)) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: [{ message: `The server took ${Math.round(page.ttfbMs)} ms to send the first byte (measured by the crawler); aim for under ${SLOW_TTFB_MS} ms.` }],
    };
  },
};

export default rule;
