import type { Element, PageIndex, PageRule } from '../../types.js';
import { isHiddenByMarkup } from '../shared/hidden-elements.js';

/**
 * Lighthouse unsized-images: an image without an explicit size shifts the
 * layout when it loads (CLS). Sized means width and height both explicit, or
 * one of them plus a CSS aspect-ratio; an HTML attribute counts when it parses
 * as a non-negative integer without a leading '+', a CSS value when it is not
 * auto/initial/unset/inherit. Skipped, as Lighthouse skips them: images
 * positioned fixed or absolute (out of flow), non-network SVGs (data:/blob:),
 * and images that are not displayed. We only see inline styles: an image sized
 * by a stylesheet is reported here although Lighthouse passes it, so treat
 * the findings as an estimate (low severity).
 */
const CSS_UNSET = new Set(['auto', 'initial', 'unset', 'inherit', '']);

function inlineStyle(el: Element): Map<string, string> {
  const out = new Map<string, string>();
  const style = el.attribs.style;
  if (!style) return out;
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) out.set(decl.slice(0, i).trim().toLowerCase(), decl.slice(i + 1).replace(/!important/i, '').trim().toLowerCase());
  }
  return out;
}

function htmlSize(value: string | undefined): boolean {
  if (!value || value.trim().startsWith('+')) return false;
  return parseInt(value, 10) >= 0;
}

const cssSize = (v: string | undefined) => v !== undefined && !CSS_UNSET.has(v);

export function isSized(dom: PageIndex, img: Element, style = inlineStyle(img)): boolean {
  const w = htmlSize(dom.attr(img, 'width')) || cssSize(style.get('width'));
  const h = htmlSize(dom.attr(img, 'height')) || cssSize(style.get('height'));
  const ratio = cssSize(style.get('aspect-ratio'));
  return (w && h) || (ratio && (w || h));
}

function isNonNetworkSvg(src: string): boolean {
  const s = src.trim().toLowerCase();
  return s.startsWith('data:image/svg+xml') || (s.startsWith('blob:') && s.endsWith('.svg'));
}

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'unsizedImages',
    category: 'performance',
    severity: 'low',
    tier: 'auto',
    weight: 1,
    title: 'Images without explicit width and height',
    help: 'Add width and height attributes with the image\'s intrinsic size (CSS can still make it responsive with height: auto), or set an aspect-ratio.',
    lighthouse: 'unsized-images',
  },
  check({ dom }) {
    const findings = [];
    let applicable = false;
    for (const img of dom!.byTag('img')) {
      if (isHiddenByMarkup(dom!, img)) continue;
      const style = inlineStyle(img);
      const position = style.get('position');
      if (position === 'fixed' || position === 'absolute') continue;
      const src = dom!.attr(img, 'src') ?? '';
      if (isNonNetworkSvg(src)) continue;
      applicable = true;
      if (isSized(dom!, img, style)) continue;
      findings.push({
        message: `Image ${src.length > 80 ? src.slice(0, 77) + '...' : src || '(no src)'} has no explicit width and height (estimated from inline markup).`,
        selector: dom!.selector(img),
      });
    }
    return { applicable, findings };
  },
};

export default rule;
