import type { PageRule } from '../../types.js';

/**
 * The four properties the Open Graph protocol calls required. Without them a
 * shared link renders as a bare URL (or with a scraped guess) on social
 * networks and chat apps. Some sites write `name=` instead of `property=`;
 * Facebook's parser accepts both, so we do too.
 */
const REQUIRED = ['og:title', 'og:type', 'og:image', 'og:url'] as const;

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingOpenGraph',
    category: 'seo',
    severity: 'low',
    tier: 'auto',
    weight: 0.2,
    title: 'Open Graph tags are missing',
    help: 'Add <meta property="og:title|og:type|og:image|og:url" content="..."> in <head> so shared links show a title and image.',
  },
  check(ctx) {
    const present = new Set<string>();
    for (const el of ctx.dom!.head) {
      if (el.name !== 'meta' || !el.attribs.content?.trim()) continue;
      const prop = (el.attribs.property ?? el.attribs.name ?? '').trim().toLowerCase();
      if (prop.startsWith('og:')) present.add(prop);
    }
    const missing = REQUIRED.filter((p) => !present.has(p));
    if (missing.length === 0) return { applicable: true, findings: [] };
    return { applicable: true, findings: [{ message: `Missing Open Graph ${missing.length === 1 ? 'property' : 'properties'}: ${missing.join(', ')}.` }] };
  },
};

export default rule;
