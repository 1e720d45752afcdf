import type { SiteRule } from '../../types.js';
import { documentTitle } from '../shared/head-meta.js';
import { duplicateFindings } from '../shared/duplicates.js';
import { isIndexable } from '../shared/indexability.js';

interface TitleFact {
  path: string;
  title: string;
}

/**
 * Pages sharing a title compete for the same queries and look identical in
 * results. Only indexable pages count: noindex pages and pages canonicalised to
 * another URL are folded away by search engines, so sharing a title is harmless.
 */
const rule: SiteRule<TitleFact> = {
  scope: 'site',
  meta: {
    key: 'duplicateTitle',
    category: 'seo',
    severity: 'medium',
    tier: 'manual',
    weight: 0.5,
    title: 'Title is used on several pages',
    help: 'Give each indexable page its own title naming what sets it apart (product, topic, location), or canonicalise true duplicates to one URL.',
  },
  collect(ctx) {
    if (!ctx.dom || !isIndexable(ctx)) return undefined;
    const title = documentTitle(ctx.dom)?.text;
    return title ? { path: ctx.page.path, title } : undefined;
  },
  check(facts) {
    const list = [...facts.values()];
    return {
      applicable: list.map((f) => f.path),
      findings: duplicateFindings(
        list.map((f) => ({ path: f.path, value: f.title })),
        (title, others) => `Title "${title}" is also used on ${others}.`,
      ),
    };
  },
};

export default rule;
