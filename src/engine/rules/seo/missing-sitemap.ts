import type { SiteRule } from '../../types.js';

/**
 * A sitemap is how search engines learn about pages links do not reach and when
 * pages changed. The crawler looks at robots.txt's Sitemap: lines and /sitemap.xml.
 */
const rule: SiteRule<never> = {
  scope: 'site',
  meta: {
    key: 'missingSitemap',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.3,
    title: 'No XML sitemap found',
    help: 'Publish /sitemap.xml listing your indexable URLs and add a "Sitemap: https://…/sitemap.xml" line to robots.txt.',
  },
  check(_facts, site) {
    if (site.sitemapsFound.length > 0) return { applicable: ['/'], findings: [] };
    const listed = site.robots.sitemaps;
    const message =
      listed.length > 0
        ? `robots.txt lists ${listed.join(', ')} but no sitemap there could be fetched and parsed.`
        : 'No sitemap was found at /sitemap.xml or in robots.txt.';
    return { applicable: ['/'], findings: [{ path: '/', message, target: listed[0] }] };
  },
};

export default rule;
