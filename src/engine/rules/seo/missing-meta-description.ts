import type { PageRule } from '../../types.js';
import { metaDescription } from '../shared/head-meta.js';

/**
 * Lighthouse's meta-description reads the first <meta name="description"> in
 * <head> (name case-insensitive) and fails when it is absent or its content is
 * empty after trimming. Later duplicates are not consulted, so neither are they here.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingMetaDescription',
    category: 'seo',
    severity: 'medium',
    tier: 'auto',
    weight: 1,
    title: 'Page has no meta description',
    help: 'Add <meta name="description" content="..."> in <head> with a 50-160 character summary of the page; results often show it as the snippet.',
    lighthouse: 'meta-description',
  },
  check(ctx) {
    const desc = metaDescription(ctx.dom!);
    if (!desc) return { applicable: true, findings: [{ message: 'The page has no <meta name="description"> in <head>.' }] };
    if (!desc.text) {
      return {
        applicable: true,
        findings: [{ message: 'The meta description is empty.', selector: ctx.dom!.selector(desc.el) }],
      };
    }
    return { applicable: true, findings: [] };
  },
};

export default rule;
