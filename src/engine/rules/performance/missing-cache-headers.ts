import type { PageRule } from '../../types.js';

/**
 * An HTML response with no Cache-Control, no ETag and no Last-Modified: the
 * browser and CDNs get no instruction and no validator, so every visit (and
 * every back navigation after the heuristic freshness runs out) downloads the
 * whole page again instead of a 304. Lighthouse's uses-long-cache-ttl ignores
 * the main document on purpose (HTML usually must stay fresh), so there is no
 * matching audit: any one of the three headers passes, including
 * Cache-Control: no-cache or no-store, which are deliberate choices.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingCacheHeaders',
    category: 'performance',
    severity: 'low',
    tier: 'auto',
    weight: 1,
    title: 'Page has no caching headers',
    help: 'Send an ETag or Last-Modified validator with HTML (most servers and CDNs can add one), plus a Cache-Control such as "public, max-age=0, must-revalidate".',
  },
  check({ page }) {
    if (page.status !== 200) return { applicable: false, findings: [] };
    const h = page.headers;
    if (h['cache-control'] || h['etag'] || h['last-modified']) return { applicable: true, findings: [] };
    return { applicable: true, findings: [{ message: 'The response has no Cache-Control, ETag or Last-Modified header, so it cannot be revalidated and is re-downloaded in full.' }] };
  },
};

export default rule;
