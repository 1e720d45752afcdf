import type { PageRule } from '../../types.js';

/**
 * Lighthouse http-status-code: a page answering 400 or above cannot be indexed.
 * Applies to every page the crawler fetched, HTML or not. A request that got no
 * response at all (status 0) is not an HTTP status; the crawl reports it as an
 * unreachable page and brokenInternalLink covers the links to it.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'httpError',
    category: 'seo',
    severity: 'high',
    tier: 'manual',
    weight: 1,
    title: 'Page returns an HTTP error',
    help: 'Make the URL answer 200 with its content, or redirect it (301) to the right page and update links that point at it.',
    lighthouse: 'http-status-code',
  },
  htmlOnly: false,
  check(ctx) {
    const { status } = ctx.page;
    if (status < 400) return { applicable: true, findings: [] };
    return { applicable: true, findings: [{ message: `The page answered HTTP ${status}${statusHint(status)}.` }] };
  },
};

function statusHint(status: number): string {
  if (status === 404 || status === 410) return ' (not found)';
  if (status === 401 || status === 403) return ' (access denied to crawlers)';
  if (status === 429) return ' (rate limited)';
  if (status >= 500) return ' (server error)';
  return '';
}

export default rule;
