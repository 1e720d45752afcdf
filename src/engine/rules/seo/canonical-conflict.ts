import type { SiteFacts, SiteRule } from '../../types.js';
import { normalizeUrl } from '../../crawl/normalize-url.js';
import { canonicalTargetUrl, isNoindex } from '../shared/indexability.js';

interface CanonicalFact {
  path: string;
  /** The page's own URL, normalised. */
  url: string;
  /** Its canonical target, normalised (undefined when none or invalid). */
  canonical?: string;
  noindex: boolean;
}

/**
 * A canonical is a hint search engines drop when the target contradicts it: a
 * target that redirects, errors, is blocked by robots.txt or is itself noindex,
 * or one that canonicalises onward (a chain). Then Google picks a canonical on
 * its own, often not the one intended. Only targets the crawl saw are judged;
 * an uncrawled or other-origin target is left alone rather than guessed at.
 */
const rule: SiteRule<CanonicalFact> = {
  scope: 'site',
  meta: {
    key: 'canonicalConflict',
    category: 'seo',
    severity: 'medium',
    tier: 'manual',
    weight: 0.5,
    title: 'Canonical points at a URL that cannot be canonical',
    help: 'Point the canonical at the final, indexable URL that answers 200 (not a redirect, error, noindex or robots-blocked page).',
  },
  collect(ctx) {
    const url = normalizeUrl(ctx.page.url);
    if (!url) return undefined;
    return { path: ctx.page.path, url, canonical: canonicalTargetUrl(ctx), noindex: isNoindex(ctx) };
  },
  check(facts, site) {
    const byUrl = new Map<string, CanonicalFact>();
    for (const f of facts.values()) byUrl.set(f.url, f);
    const applicable: string[] = [];
    const findings = [];
    for (const f of facts.values()) {
      const target = f.canonical;
      if (!target) continue;
      applicable.push(f.path);
      if (target === f.url || !target.startsWith(`${site.origin}/`)) continue;
      const problem = targetProblem(target, byUrl.get(target), site);
      if (problem) findings.push({ path: f.path, message: `Canonical ${target} ${problem}.`, target });
    }
    return { applicable, findings };
  },
};

function targetProblem(target: string, targetFact: CanonicalFact | undefined, site: SiteFacts): string | undefined {
  if (site.blockedByRobots.has(target)) return 'is blocked by robots.txt, so search engines cannot confirm it';
  const redirect = site.redirectsByUrl.get(target);
  if (redirect !== undefined) return `redirects to ${redirect}`;
  const status = site.statusByUrl.get(target);
  if (status !== undefined && status !== 200) return status === 0 ? 'could not be fetched' : `answers HTTP ${status}`;
  if (targetFact?.noindex) return 'is marked noindex';
  if (targetFact?.canonical && targetFact.canonical !== target) return `itself canonicalises to ${targetFact.canonical} (a chain)`;
  return undefined;
}

export default rule;
