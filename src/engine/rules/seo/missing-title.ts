import type { PageRule } from '../../types.js';
import { documentTitle } from '../shared/head-meta.js';

/**
 * Lighthouse's document-title fails when `document.title` is empty after
 * trimming: no <title> at all, or one holding only whitespace. A title inside an
 * inline SVG does not count, since it names the graphic, not the page.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingTitle',
    category: 'seo',
    severity: 'high',
    tier: 'auto',
    weight: 1,
    title: 'Page has no title',
    help: 'Add a unique <title> inside <head> that describes the page in under 60 characters; search results and browser tabs show it.',
    lighthouse: 'document-title',
  },
  check(ctx) {
    const title = documentTitle(ctx.dom!);
    if (!title) return { applicable: true, findings: [{ message: 'The page has no <title> element.' }] };
    if (!title.text) {
      return { applicable: true, findings: [{ message: 'The <title> element is empty.', selector: ctx.dom!.selector(title.el) }] };
    }
    return { applicable: true, findings: [] };
  },
};

export default rule;
