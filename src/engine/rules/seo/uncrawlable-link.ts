import type { Element, Finding, PageRule } from '../../types.js';

/** Attributes that only make sense on a link with an href (HTML spec, <a> element). */
const HREF_ONLY_ATTRIBUTES = ['target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'];
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;

/**
 * Lighthouse crawlable-anchors, in its order. Passing without a look: anchors
 * with a role (they declare themselves buttons/tabs), mailto: links, and named
 * or id'd anchors without href (link targets, not links). Failing: file: URLs,
 * `javascript:void(0)`, hrefs that do not parse, and anchors without href that
 * still carry link-only attributes or a click handler (a script-driven link
 * crawlers cannot follow). Whitespace inside the href is ignored, as browsers do.
 *
 * Lighthouse sees event listeners added by script; from the HTML we only see
 * inline on* handlers, so an anchor wired up purely from JavaScript passes here.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'uncrawlableLink',
    category: 'seo',
    severity: 'medium',
    tier: 'manual',
    weight: 1,
    title: 'Links are not crawlable',
    help: 'Give every link a real href to a URL (e.g. <a href="/pricing">); use <button> for actions instead of <a> with javascript: or click handlers.',
    lighthouse: 'crawlable-anchors',
  },
  check(ctx) {
    const dom = ctx.dom!;
    const anchors = dom.byTag('a');
    if (anchors.length === 0) return { applicable: false, findings: [] };
    const findings: Finding[] = [];
    for (const a of anchors) {
      const reason = whyUncrawlable(a, ctx.page.url);
      if (reason) findings.push({ message: reason, selector: dom.selector(a) });
    }
    return { applicable: true, findings };
  },
};

function whyUncrawlable(a: Element, pageUrl: string): string | undefined {
  const attrs = a.attribs;
  if ((attrs.role ?? '').trim()) return undefined;
  const hasHref = attrs.href !== undefined;
  const rawHref = (attrs.href ?? '').replace(/\s/g, '');
  if (rawHref.startsWith('mailto:')) return undefined;
  if (rawHref === '' && attrs.id) return undefined;
  if (rawHref.startsWith('file:')) return `Link to a local file (${rawHref}) cannot be followed by crawlers.`;
  if ((attrs.name ?? '').trim()) return undefined;
  if (!hasHref) {
    if (HREF_ONLY_ATTRIBUTES.some((n) => n in attrs)) return 'Link has no href attribute, so crawlers cannot follow it.';
    return Object.keys(attrs).some((n) => n.startsWith('on')) ? 'Link has a click handler but no href, so crawlers cannot follow it.' : undefined;
  }
  if (JAVASCRIPT_VOID.test(rawHref)) return `Link href "${attrs.href}" runs script instead of pointing at a URL.`;
  if (!URL.canParse(rawHref, pageUrl)) return `Link href "${attrs.href}" is not a valid URL.`;
  return undefined;
}

export default rule;
