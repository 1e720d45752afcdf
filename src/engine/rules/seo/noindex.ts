import type { PageRule } from '../../types.js';
import { noindexSources } from '../shared/indexability.js';

/**
 * Mirrors Lighthouse's is-crawlable for the directives that remove a page from
 * the index (see shared/robots-directives.ts for the details and where we are
 * stricter). robots.txt blocking, which is-crawlable also reports, is the
 * blockedByRobotsTxt rule's job here: the crawler does not fetch such pages.
 *
 * Preview deployments: hosts send `X-Robots-Tag: noindex` on every preview so a
 * noindex from the header alone is expected there and not reported.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'noindex',
    category: 'seo',
    severity: 'high',
    tier: 'manual',
    weight: 1,
    title: 'Page is blocked from indexing',
    help: 'Remove "noindex"/"none" from <meta name="robots"> and the X-Robots-Tag header if the page should appear in search results.',
    lighthouse: 'is-crawlable',
  },
  htmlOnly: false,
  check(ctx) {
    // The engine also calls htmlOnly:false rules on error pages; those are httpError's alone.
    if (ctx.page.status >= 400) return { applicable: false, findings: [] };
    const { meta, header } = noindexSources(ctx);
    const findings = [];
    if (meta) {
      findings.push({
        message: `<meta name="${meta.attribs.name}" content="${meta.attribs.content ?? ''}"> keeps the page out of search results.`,
        selector: ctx.dom!.selector(meta),
      });
    }
    if (header && !ctx.options.preview) {
      findings.push({ message: `The X-Robots-Tag header "${header}" keeps the page out of search results.`, target: 'x-robots-tag' });
    }
    return { applicable: true, findings };
  },
};

export default rule;
