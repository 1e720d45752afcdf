import type { Element, Finding, PageRule } from '../../types.js';
import { isGenericLinkText } from '../shared/generic-link-texts.js';

/**
 * Lighthouse link-text. Links it never judges: no href, rel containing
 * "nofollow" (the page already told crawlers not to follow it), javascript: and
 * mailto: links, and links to the page itself (fragment links such as "#top").
 * The text is the link's rendered text (image alt text does not count), matched
 * whole against the list for the link's language (nearest lang attribute), or
 * against every list when no language is declared.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'genericLinkText',
    category: 'seo',
    severity: 'low',
    tier: 'manual',
    weight: 1,
    title: 'Links do not have descriptive text',
    help: 'Replace texts like "click here" or "read more" with words that say where the link goes, e.g. "read the pricing guide".',
    lighthouse: 'link-text',
  },
  check(ctx) {
    const dom = ctx.dom!;
    const anchors = dom.byTag('a');
    if (anchors.length === 0) return { applicable: false, findings: [] };
    const pageNoHash = withoutHash(ctx.page.url);
    const findings: Finding[] = [];
    for (const a of anchors) {
      const href = a.attribs.href;
      if (href === undefined || (a.attribs.rel ?? '').toLowerCase().includes('nofollow')) continue;
      // The text test first: it is a Set lookup, while resolving the href builds a URL.
      const text = dom.text(a);
      if (!isGenericLinkText(text, langOf(a))) continue;
      let resolved: URL;
      try {
        resolved = new URL(href, ctx.page.url);
      } catch {
        continue;
      }
      if (resolved.protocol === 'javascript:' || resolved.protocol === 'mailto:') continue;
      if (withoutHash(resolved.href) === pageNoHash) continue;
      findings.push({ message: `Link text "${text}" does not describe its destination.`, selector: dom.selector(a), target: resolved.href });
    }
    return { applicable: true, findings };
  },
};

function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}

/** The language of the link: its own or its nearest ancestor's lang attribute. */
function langOf(el: Element): string | undefined {
  for (let cur: Element | null = el; cur; cur = cur.parent as Element | null) {
    const lang = cur.attribs?.lang?.trim();
    if (lang) return lang;
  }
  return undefined;
}

export default rule;
