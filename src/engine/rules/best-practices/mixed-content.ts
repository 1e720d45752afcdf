import type { Element, PageIndex, PageRule } from '../../types.js';
import { isInsecureUrl } from './secure-origin.js';

/**
 * The subresource half of Lighthouse is-on-https: an https page that loads
 * anything over http://. Browsers block active mixed content (scripts,
 * stylesheets, iframes) and auto-upgrade or warn on images and media, but
 * Lighthouse lists every insecure request either way, so any one fails here.
 * Only absolute http: URLs matter: relative and protocol-relative URLs inherit
 * https. A Content-Security-Policy with upgrade-insecure-requests (header or
 * <meta http-equiv>) makes the browser request https instead, so it passes.
 * Markup a browser never loads (template contents, noscript) is ignored.
 */
const SRC_TAGS: Record<string, string[]> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
};
const LINK_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'manifest']);

function upgradesInsecure(policy: string | undefined): boolean {
  return !!policy && /(?:^|[;,]\s*)upgrade-insecure-requests\b/i.test(policy.trim());
}

function inInertContent(el: Element): boolean {
  for (let p = el.parent; p && p.type !== 'root'; p = p.parent) {
    const name = (p as Element).name;
    if (name === 'template' || name === 'noscript') return true;
  }
  return false;
}

function urlsOf(value: string, attr: string): string[] {
  if (attr !== 'srcset') return [value];
  return value.split(',').map((c) => c.trim().split(/\s+/)[0]).filter(Boolean);
}

function insecureUrls(dom: PageIndex): Array<{ url: string; el: Element }> {
  const out: Array<{ url: string; el: Element }> = [];
  const add = (el: Element, attr: string) => {
    const v = dom.attr(el, attr);
    if (!v || !/http:/i.test(v)) return;
    for (const u of urlsOf(v, attr)) if (isInsecureUrl(u) && !inInertContent(el)) out.push({ url: u.trim(), el });
  };
  for (const [tag, attrs] of Object.entries(SRC_TAGS)) for (const el of dom.byTag(tag)) for (const a of attrs) add(el, a);
  for (const el of dom.byTag('link')) {
    const rels = (dom.attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (rels.some((r) => LINK_RELS.has(r))) add(el, 'href');
  }
  return out;
}

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'mixedContent',
    category: 'bestPractices',
    severity: 'high',
    tier: 'manual',
    weight: 3,
    title: 'HTTPS page loads resources over HTTP',
    help: 'Change http:// resource URLs to https:// (or relative URLs); if every host supports HTTPS, a Content-Security-Policy: upgrade-insecure-requests header fixes them all.',
    lighthouse: 'is-on-https',
  },
  check({ url, dom, page }) {
    if (url.protocol !== 'https:') return { applicable: false, findings: [] };
    if (upgradesInsecure(page.headers['content-security-policy'])) return { applicable: true, findings: [] };
    for (const m of dom!.byTag('meta')) {
      if (dom!.attr(m, 'http-equiv')?.trim().toLowerCase() === 'content-security-policy' && upgradesInsecure(dom!.attr(m, 'content'))) {
        return { applicable: true, findings: [] };
      }
    }
    const seen = new Set<string>();
    const findings = [];
    for (const { url: u, el } of insecureUrls(dom!)) {
      if (seen.has(u)) continue;
      seen.add(u);
      findings.push({ message: `<${el.name}> loads ${u} over HTTP on an HTTPS page.`, selector: dom!.selector(el), target: u });
    }
    return { applicable: true, findings };
  },
};

export default rule;
