import type { PageRule } from '../../types.js';
import { headLinks } from '../shared/head-links.js';
import { hasValidPrimaryLanguage } from '../shared/language-code.js';

/**
 * Lighthouse hreflang: every <link rel="alternate" hreflang> in <head> or the
 * Link header needs a known language as its first subtag (`x-default` is the
 * allowed fallback; region/script subtags are not checked) and an href starting
 * with http: or https: (relative alternates are ignored by Google).
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'invalidHreflang',
    category: 'seo',
    severity: 'medium',
    tier: 'manual',
    weight: 1,
    title: 'hreflang links are invalid',
    help: 'Use ISO 639-1 language codes (optionally with a region, e.g. "en-GB") or "x-default", and absolute https:// URLs in every hreflang link.',
    lighthouse: 'hreflang',
  },
  htmlOnly: false,
  check(ctx) {
    // The engine also calls htmlOnly:false rules on error pages; those are httpError's alone.
    if (ctx.page.status >= 400) return { applicable: false, findings: [] };
    const links = headLinks(ctx).filter((l) => l.rel.includes('alternate') && l.hreflang);
    if (links.length === 0) return { applicable: false, findings: [] };
    const findings = [];
    for (const l of links) {
      const reasons: string[] = [];
      if (l.hreflang.toLowerCase() !== 'x-default' && !hasValidPrimaryLanguage(l.hreflang)) reasons.push(`"${l.hreflang}" is not a valid language code`);
      const href = l.hrefRaw.toLowerCase();
      if (!href.startsWith('http:') && !href.startsWith('https:')) reasons.push(`href "${l.hrefRaw}" is not an absolute URL`);
      if (reasons.length === 0) continue;
      const msg = `hreflang link: ${reasons.join('; ')}.`;
      findings.push(l.el && ctx.dom ? { message: msg, selector: ctx.dom.selector(l.el) } : { message: `${msg} (Link header)`, target: 'link' });
    }
    return { applicable: true, findings };
  },
};

export default rule;
