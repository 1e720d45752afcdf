import type { Finding, PageRule } from '../../types.js';

/**
 * Baseline security headers on HTTPS pages. Lighthouse has no scored audit for
 * them (has-hsts, csp-xss and clickjacking-mitigation are unscored "trust and
 * safety" diagnostics), so this rule is ours, weighs little and is low
 * severity. We ask for the three that are safe to add without studying the
 * site:
 * - Strict-Transport-Security with a max-age above 0 (stops SSL-stripping on
 *   the next visit); only meaningful over HTTPS, so http pages are not judged;
 * - X-Content-Type-Options: nosniff (stops MIME sniffing of user content);
 * - framing protection: X-Frame-Options DENY/SAMEORIGIN or a CSP frame-ancestors.
 * A full script CSP is deliberately not required: writing one needs knowledge
 * of the site's scripts, and a wrong one breaks pages. It is a site-wide
 * setting, but headers can differ per route, so it is judged per page and the
 * engine groups identical findings.
 */
function cspFrameAncestors(csp: string | undefined): boolean {
  return !!csp && /(?:^|[;,])\s*frame-ancestors\s/i.test(csp);
}

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingSecurityHeaders',
    category: 'bestPractices',
    severity: 'low',
    tier: 'auto',
    weight: 1,
    title: 'Security headers are missing',
    help: 'Send Strict-Transport-Security: max-age=31536000, X-Content-Type-Options: nosniff and X-Frame-Options: SAMEORIGIN (or CSP frame-ancestors) from your host or CDN configuration.',
  },
  check({ url, page }) {
    if (url.protocol !== 'https:') return { applicable: false, findings: [] };
    const h = page.headers;
    const findings: Finding[] = [];
    const hsts = h['strict-transport-security'];
    const maxAge = hsts ? /max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1] : undefined;
    if (!hsts) findings.push({ message: 'No Strict-Transport-Security header; browsers may still try HTTP first.', target: 'strict-transport-security' });
    else if (!maxAge || Number(maxAge) === 0) findings.push({ message: `Strict-Transport-Security "${hsts}" has no positive max-age, so it does nothing.`, target: 'strict-transport-security' });
    if (h['x-content-type-options']?.trim().toLowerCase() !== 'nosniff') {
      findings.push({ message: 'No X-Content-Type-Options: nosniff header.', target: 'x-content-type-options' });
    }
    const xfo = h['x-frame-options']?.trim().toLowerCase();
    if (xfo !== 'deny' && xfo !== 'sameorigin' && !cspFrameAncestors(h['content-security-policy'])) {
      findings.push({ message: 'Neither X-Frame-Options nor a CSP frame-ancestors directive stops other sites framing the page (clickjacking).', target: 'x-frame-options' });
    }
    return { applicable: true, findings };
  },
};

export default rule;
