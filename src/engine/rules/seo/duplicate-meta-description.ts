import type { SiteRule } from '../../types.js';
import { metaDescription } from '../shared/head-meta.js';
import { duplicateFindings } from '../shared/duplicates.js';
import { isIndexable } from '../shared/indexability.js';

interface DescriptionFact {
  path: string;
  description: string;
}

/**
 * A description copied across pages (usually a template default) tells searchers
 * nothing about the page, and Google then writes its own snippet. Noindex and
 * canonicalised pages are left out, as for duplicateTitle.
 */
const rule: SiteRule<DescriptionFact> = {
  scope: 'site',
  meta: {
    key: 'duplicateMetaDescription',
    category: 'seo',
    severity: 'low',
    tier: 'manual',
    weight: 0.3,
    title: 'Meta description is used on several pages',
    help: 'Write a specific meta description for each indexable page, or drop the template default so each page gets its own.',
  },
  collect(ctx) {
    if (!ctx.dom || !isIndexable(ctx)) return undefined;
    const description = metaDescription(ctx.dom)?.text;
    return description ? { path: ctx.page.path, description } : undefined;
  },
  check(facts) {
    const list = [...facts.values()];
    return {
      applicable: list.map((f) => f.path),
      findings: duplicateFindings(
        list.map((f) => ({ path: f.path, value: f.description })),
        (d, others) => `Meta description "${d.length > 80 ? `${d.slice(0, 79)}…` : d}" is also used on ${others}.`,
      ),
    };
  },
};

export default rule;
