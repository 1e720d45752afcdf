import type { PageRule } from '../../types.js';

/**
 * axe meta-viewport (Lighthouse meta-viewport), thresholds as in axe: the
 * content is split on ',' and ';' only, then for each key=value pair
 * - user-scalable fails unless it is yes, device-width, device-height or a
 *   number outside (-1, 1) (so `no` and `0` fail);
 * - maximum-scale fails below 2, or when it is a word other than
 *   device-width/device-height; negative values are ignored.
 * Every viewport tag in the document is checked, not only the first, as axe does.
 */
const USER_SCALABLE_OK = new Set(['yes', 'device-width', 'device-height']);
const MAX_SCALE_WORDS = new Set(['device-width', 'device-height']);
const MIN_MAX_SCALE = 2;

export function zoomBlocker(content: string): string | undefined {
  for (const item of content.toLowerCase().split(/[;,]/)) {
    const [key, value] = item.split('=').map((p) => p.trim());
    if (!key || !value) continue;
    const n = parseFloat(value);
    if (key === 'user-scalable') {
      if ((Number.isNaN(n) && !USER_SCALABLE_OK.has(value)) || (n > -1 && n < 1)) return `user-scalable=${value}`;
    } else if (key === 'maximum-scale') {
      if (n < 0) continue;
      if ((Number.isNaN(n) && !MAX_SCALE_WORDS.has(value)) || n < MIN_MAX_SCALE) return `maximum-scale=${value}`;
    }
  }
  return undefined;
}

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'viewportPreventsZoom',
    category: 'accessibility',
    severity: 'medium',
    tier: 'auto',
    weight: 3,
    title: 'Viewport meta tag prevents zooming',
    help: 'Remove user-scalable=no and any maximum-scale below 2 from <meta name="viewport"> so people with low vision can zoom.',
    lighthouse: 'meta-viewport',
  },
  check({ dom }) {
    const metas = dom!.byTag('meta').filter((m) => dom!.attr(m, 'name') === 'viewport');
    if (metas.length === 0) return { applicable: false, findings: [] };
    const findings = [];
    for (const m of metas) {
      const blocker = zoomBlocker(dom!.attr(m, 'content') ?? '');
      if (blocker) findings.push({ message: `The viewport sets ${blocker}, which stops users zooming to read.`, selector: dom!.selector(m) });
    }
    return { applicable: true, findings };
  },
};

export default rule;
