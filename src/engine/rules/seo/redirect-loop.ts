import type { PageRule } from '../../types.js';

/** A loop or an endless chain means neither users nor crawlers ever reach content. */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'redirectLoop',
    category: 'seo',
    severity: 'high',
    tier: 'manual',
    weight: 1,
    title: 'Redirect loop or too many redirects',
    help: 'Fix the redirect rules so the URL reaches a page answering 200 in one hop; check for conflicting www/https/trailing-slash rules.',
  },
  htmlOnly: false,
  check(ctx) {
    const { redirects, redirectProblem } = ctx.page;
    if (redirectProblem !== 'loop' && redirectProblem !== 'tooMany') return { applicable: redirects.length > 0, findings: [] };
    const chain = [...redirects.map((h) => h.url), ctx.page.url].join(' → ');
    const message =
      redirectProblem === 'loop'
        ? `The redirects loop back to a URL already visited after ${redirects.length} hops.`
        : `The crawler gave up after ${redirects.length} redirects without reaching a page.`;
    return { applicable: true, findings: [{ message, target: chain }] };
  },
};

export default rule;
