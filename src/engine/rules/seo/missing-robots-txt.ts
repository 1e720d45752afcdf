import type { SiteRule } from '../../types.js';

/**
 * Without robots.txt crawlers assume everything may be crawled, which is fine,
 * but there is then no place to point at the sitemap or keep crawlers out of
 * search/cart URLs. 404 and 410 mean "none"; 0 means it could not be fetched at
 * all. Lighthouse's robots-txt audit only fails on an invalid or 5xx robots.txt,
 * which is a different problem, so there is no overlap to match.
 */
const rule: SiteRule<never> = {
  scope: 'site',
  meta: {
    key: 'missingRobotsTxt',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.3,
    title: 'No robots.txt found',
    help: 'Serve /robots.txt (even just "User-agent: *" and "Allow: /") with a "Sitemap:" line pointing at your sitemap.',
  },
  check(_facts, site) {
    const { status } = site.robots;
    if (status !== 0 && status !== 404 && status !== 410) return { applicable: ['/'], findings: [] };
    const message = status === 0 ? '/robots.txt could not be fetched.' : `/robots.txt answered HTTP ${status}.`;
    return { applicable: ['/'], findings: [{ path: '/', message, target: new URL('/robots.txt', site.origin).href }] };
  },
};

export default rule;
