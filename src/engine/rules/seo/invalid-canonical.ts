import type { Finding, PageRule } from '../../types.js';
import { canonicalState, headLinks } from '../shared/head-links.js';

/**
 * Lighthouse canonical, in its order: an href that is not a URL, a relative
 * href, several different canonical URLs, then the common mistakes: pointing at
 * another hreflang alternate of the page (cross-language canonical) and pointing
 * at the site root from a deeper page (a template default). Links in <body> and
 * empty hrefs are ignored, as search engines ignore them.
 *
 * Beyond current Lighthouse (older versions had it): a canonical on another
 * origin hands the page's ranking to that site, which is almost always a
 * staging/production mix-up, except on preview deployments whose canonical is
 * meant to point at production. Targets that redirect or fail are judged with the
 * crawl's statuses in canonicalConflict.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'invalidCanonical',
    category: 'seo',
    severity: 'high',
    tier: 'manual',
    weight: 1,
    title: 'Canonical URL is invalid',
    help: 'Give the page exactly one <link rel="canonical"> with an absolute URL on your own domain that points at this page or its true equivalent.',
    lighthouse: 'canonical',
  },
  htmlOnly: false,
  check(ctx) {
    // The engine also calls htmlOnly:false rules on error pages; those are httpError's alone.
    if (ctx.page.status >= 400) return { applicable: false, findings: [] };
    const state = canonicalState(ctx);
    if (state.kind === 'none') return { applicable: false, findings: [] };
    const where = (f: Finding): Finding =>
      state.link.el && ctx.dom ? { ...f, selector: ctx.dom.selector(state.link.el) } : { ...f, target: 'link' };
    switch (state.kind) {
      case 'invalid':
        return { applicable: true, findings: [where({ message: `Canonical "${state.hrefRaw}" is not a valid URL.` })] };
      case 'relative':
        return {
          applicable: true,
          findings: [where({ message: `Canonical "${state.hrefRaw}" is relative; use an absolute URL such as ${new URL(state.hrefRaw, ctx.page.url).href}.` })],
        };
      case 'conflict':
        return { applicable: true, findings: [where({ message: `The page declares ${state.urls.length} different canonicals: ${state.urls.join(', ')}.` })] };
    }
    const canonical = state.url;
    const page = new URL(ctx.page.url);
    const alternates = new Set<string>();
    for (const l of headLinks(ctx)) {
      if (!l.rel.includes('alternate') || !l.hreflang) continue;
      try {
        alternates.add(new URL(l.hrefRaw, ctx.page.url).href);
      } catch {
        // An unparsable alternate is invalidHreflang's finding.
      }
    }
    if (alternates.has(page.href) && alternates.has(canonical.href) && page.href !== canonical.href) {
      return {
        applicable: true,
        findings: [where({ message: `Canonical points at ${canonical.href}, another language version of this page; each language version should be its own canonical.` })],
      };
    }
    if (canonical.origin === page.origin && canonical.pathname === '/' && page.pathname !== '/') {
      return {
        applicable: true,
        findings: [where({ message: `Canonical points at the homepage (${canonical.href}) instead of this page's own URL.`, target: canonical.href })],
      };
    }
    if (canonical.origin !== page.origin && !ctx.options.preview) {
      return {
        applicable: true,
        findings: [where({ message: `Canonical points at another origin (${canonical.origin}), so this page will not be indexed under ${page.origin}.`, target: canonical.href })],
      };
    }
    return { applicable: true, findings: [] };
  },
};

export default rule;
