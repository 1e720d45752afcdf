import type { PageRule } from '../../types.js';

/**
 * axe html-has-lang (Lighthouse audit of the same id). Passes when the root
 * <html> has a non-blank `lang`. A page with only `xml:lang` still fails: axe
 * accepts xml:lang alone only for XHTML documents, and a page served as
 * text/html is not one. A document without an <html> tag gets one from the
 * parser, without lang, so it fails too.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingLang',
    category: 'accessibility',
    severity: 'medium',
    tier: 'auto',
    weight: 7,
    title: 'Page has no lang attribute on <html>',
    help: 'Add the page language to the root element, e.g. <html lang="en">, so screen readers pronounce the text correctly.',
    lighthouse: 'html-has-lang',
  },
  check({ dom }) {
    const html = dom!.byTag('html')[0];
    const lang = html ? dom!.attr(html, 'lang') : undefined;
    if (lang !== undefined && lang.trim() !== '') return { applicable: true, findings: [] };
    const xmlLang = html ? dom!.attr(html, 'xml:lang')?.trim() : undefined;
    const message = !html
      ? 'The page has no <html> element, so it has no lang attribute.'
      : xmlLang
        ? `<html> has xml:lang="${xmlLang}" but no lang; HTML pages need lang (keep both if you need xml:lang).`
        : lang !== undefined
          ? '<html lang> is empty.'
          : '<html> has no lang attribute.';
    return { applicable: true, findings: [{ message, selector: 'html' }] };
  },
};

export default rule;
