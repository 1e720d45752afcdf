import type { PageRule } from '../../types.js';
import { isIndexable } from '../shared/indexability.js';
import { countWords } from '../shared/word-count.js';

/**
 * 200 words: the floor most SEO crawlers (Screaming Frog's "low content" default
 * of 200, Sitebulb, Ahrefs) use for a page that search engines may judge too thin
 * to rank or even index. Search engines publish no number; below this a page is
 * usually a stub, a tag/archive listing or a template with the content missing.
 * Only indexable 200 HTML pages are judged: a noindex or canonicalised page is
 * not meant to rank on its own text. Low severity: those crawlers report it as
 * a notice, since contact and listing pages are short by design.
 */
export const MIN_WORDS = 200;

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'thinContent',
    category: 'seo',
    severity: 'low',
    tier: 'manual',
    weight: 0.5,
    title: 'Page has little text content',
    help: `Add substantial, unique text (at least ${MIN_WORDS} words) that answers what visitors come for, or noindex/merge the page if it is a stub.`,
  },
  check(ctx) {
    if (!isIndexable(ctx)) return { applicable: false, findings: [] };
    const words = countWords(ctx.dom!.bodyText(), MIN_WORDS);
    if (words >= MIN_WORDS) return { applicable: true, findings: [] };
    return { applicable: true, findings: [{ message: `The page has about ${words} words of visible text; aim for at least ${MIN_WORDS}.` }] };
  },
};

export default rule;
