import type { SiteRule } from '../../types.js';
import { pathOf } from '../../crawl/normalize-url.js';
import { internalLinks } from '../shared/page-links.js';

interface LinksFact {
  path: string;
  links: string[];
}

/**
 * Internal links into URLs robots.txt forbids: crawlers cannot read those pages,
 * so they cannot index their content, and the link equity pointing at them is
 * spent on nothing. Often a Disallow rule wider than intended (`Disallow: /p`
 * also blocks /pricing). The evidence is the linking page so the fix (the rule or
 * the link) is found where it shows. The start page itself being blocked is the
 * worst case and reported on its own path.
 */
const rule: SiteRule<LinksFact> = {
  scope: 'site',
  meta: {
    key: 'blockedByRobotsTxt',
    category: 'seo',
    severity: 'medium',
    tier: 'manual',
    weight: 0.5,
    title: 'Links point at URLs blocked by robots.txt',
    help: 'Narrow the robots.txt Disallow rule that matches these URLs, or stop linking to pages you do not want crawled (use noindex to keep a crawlable page out of results).',
  },
  collect(ctx) {
    return { path: ctx.page.path, links: internalLinks(ctx) };
  },
  check(facts, site) {
    const applicable = new Set<string>();
    const findings = [];
    if (!site.robots.isAllowed(site.startUrl)) {
      const path = pathOf(site.startUrl);
      applicable.add(path);
      findings.push({ path, message: `robots.txt forbids crawling the start URL ${site.startUrl}.`, target: site.startUrl });
    }
    if (site.blockedByRobots.size > 0) {
      for (const f of facts.values()) {
        applicable.add(f.path);
        for (const link of f.links) {
          if (site.blockedByRobots.has(link)) findings.push({ path: f.path, message: `Links to ${pathOf(link)}, which robots.txt forbids crawling.`, target: link });
        }
      }
    } else for (const f of facts.values()) applicable.add(f.path);
    return { applicable: [...applicable], findings };
  },
};

export default rule;
