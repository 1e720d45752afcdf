import type { PageRule } from '../../types.js';

/**
 * Each hop costs a round trip for users and crawl budget for bots, and Googlebot
 * stops following after a handful. One redirect is normal (http→https, old URL);
 * two or more means links or the first redirect should go straight to the end.
 * Loops and hop-limit overruns are redirectLoop's finding instead.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'redirectChain',
    category: 'seo',
    severity: 'low',
    tier: 'manual',
    weight: 0.3,
    title: 'Page is reached through a redirect chain',
    help: 'Point the first redirect (and internal links) directly at the final URL so there is at most one hop.',
  },
  htmlOnly: false,
  check(ctx) {
    const { redirects, redirectProblem, url } = ctx.page;
    if (redirects.length === 0) return { applicable: false, findings: [] };
    if (redirectProblem === 'loop' || redirectProblem === 'tooMany' || redirects.length < 2) return { applicable: true, findings: [] };
    const chain = [...redirects.map((h) => h.url), url].join(' → ');
    return {
      applicable: true,
      findings: [{ message: `Reached after ${redirects.length} redirects: ${redirects.map((h) => h.status).join(', ')}.`, target: chain }],
    };
  },
};

export default rule;
