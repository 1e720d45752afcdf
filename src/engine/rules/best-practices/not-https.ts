import type { PageRule } from '../../types.js';
import { isLikeLocalhost } from './secure-origin.js';

/**
 * Lighthouse is-on-https, for the page itself (its subresources are
 * mixedContent). Judged on the final URL after redirects: an http:// URL that
 * redirects to https:// passes here. Local hosts count as secure, as in Lighthouse.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'notHttps',
    category: 'bestPractices',
    severity: 'high',
    tier: 'auto',
    weight: 5,
    title: 'Page is served over plain HTTP',
    help: 'Serve the site over HTTPS and redirect every http:// URL to its https:// equivalent with a 301.',
    lighthouse: 'is-on-https',
  },
  check({ url }) {
    if (url.protocol !== 'http:' || isLikeLocalhost(url.hostname)) return { applicable: true, findings: [] };
    return { applicable: true, findings: [{ message: `${url.href} is served over HTTP, so it can be read and altered in transit.`, target: url.href }] };
  },
};

export default rule;
