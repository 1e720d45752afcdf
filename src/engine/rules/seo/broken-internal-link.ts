import type { SiteRule } from '../../types.js';
import { pathOf } from '../../crawl/normalize-url.js';
import { internalLinks } from '../shared/page-links.js';

interface LinksFact {
  path: string;
  links: string[];
}

/**
 * A same-origin link whose target answered >= 400, or nothing at all (status 0),
 * after redirects: a dead end for visitors and wasted crawl budget. Targets the
 * crawl did not fetch (page limit, robots.txt) are unknown and not reported.
 * One finding per broken target per page, however often the page links to it.
 */
const rule: SiteRule<LinksFact> = {
  scope: 'site',
  meta: {
    key: 'brokenInternalLink',
    category: 'seo',
    severity: 'high',
    tier: 'manual',
    weight: 1,
    title: 'Page links to broken internal URLs',
    help: 'Update or remove links to pages that no longer exist, or redirect (301) the dead URL to its replacement.',
  },
  collect(ctx) {
    const links = internalLinks(ctx);
    return links.length > 0 ? { path: ctx.page.path, links } : undefined;
  },
  check(facts, site) {
    const applicable: string[] = [];
    const findings = [];
    for (const f of facts.values()) {
      applicable.push(f.path);
      for (const link of f.links) {
        const status = site.statusByUrl.get(link);
        if (status === undefined || (status > 0 && status < 400)) continue;
        const what = status === 0 ? 'could not be reached' : `answers HTTP ${status}`;
        findings.push({ path: f.path, message: `Links to ${pathOf(link)}, which ${what}.`, target: link });
      }
    }
    return { applicable, findings };
  },
};

export default rule;
