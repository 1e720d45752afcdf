import type { PageRule } from '../../types.js';
import { parseViewportContent, viewportMetas } from './viewport-meta.js';

/**
 * Lighthouse viewport (now the viewport insight): a page without
 * <meta name="viewport"> is laid out at ~980px and shrunk on phones. The first
 * viewport tag is the one judged, and it passes when it sets a usable `width`
 * (device-width, device-height or a number) or a non-zero numeric
 * `initial-scale`; either one makes the browser use a mobile layout. As in
 * Lighthouse's viewport-meta computation, an initial-scale below 1 fails even
 * with a width: the page starts zoomed out, which is the desktop layout again.
 */
const WIDTH = /^(?:device-width|device-height|\d+(?:\.\d+)?(?:px)?)$/;
const NUMBER = /^\d*\.?\d+$/;

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingViewport',
    category: 'accessibility',
    severity: 'medium',
    tier: 'auto',
    weight: 3,
    title: 'No mobile viewport meta tag',
    help: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head> so phones render the page at device width.',
    lighthouse: 'viewport',
  },
  check({ dom }) {
    const meta = viewportMetas(dom!)[0];
    if (!meta) return { applicable: true, findings: [{ message: 'The page has no <meta name="viewport"> tag.' }] };
    const content = dom!.attr(meta, 'content') ?? '';
    const props = parseViewportContent(content);
    const width = props.get('width');
    const scale = props.get('initial-scale');
    const scaleValue = scale !== undefined && NUMBER.test(scale) ? Number(scale) : undefined;
    if (scaleValue !== undefined && scaleValue < 1) {
      return {
        applicable: true,
        findings: [{ message: `<meta name="viewport" content="${content}"> sets initial-scale=${scale}, so phones show the page zoomed out; use initial-scale=1.`, selector: dom!.selector(meta) }],
      };
    }
    if ((width !== undefined && WIDTH.test(width)) || scaleValue) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: [{ message: `<meta name="viewport" content="${content}"> sets neither width nor initial-scale.`, selector: dom!.selector(meta) }],
    };
  },
};

export default rule;
