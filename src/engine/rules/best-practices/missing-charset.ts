import type { PageRule } from '../../types.js';

/**
 * Lighthouse charset: the encoding must be declared by the Content-Type header
 * (`charset=` with a name of 2+ IANA-name characters), a byte-order mark, or a
 * <meta charset> / <meta http-equiv="Content-Type"> whose tag text starts in the
 * first 1024 characters of the HTML; later declarations come too late for the
 * browser's encoding sniffing. The crawler drops a BOM when decoding and
 * records it as `page.bom`.
 */
const IANA_NAME = /^[a-zA-Z0-9\-_:.()]{2,}$/;
const CHARSET_PARAM = /charset\s*=\s*[a-zA-Z0-9\-_:.()]{2,}/i;
const CHARSET_TAG_EARLY = /<meta[^>]+charset[^<]+>/i;

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingCharset',
    category: 'bestPractices',
    severity: 'low',
    tier: 'auto',
    weight: 1,
    title: 'Character encoding is not declared',
    help: 'Send Content-Type: text/html; charset=utf-8, or put <meta charset="utf-8"> as the first element of <head>.',
    lighthouse: 'charset',
  },
  check({ page, dom }) {
    const header = page.headers['content-type'];
    if (header && CHARSET_PARAM.test(header)) return { applicable: true, findings: [] };
    const html = page.html;
    if (page.bom || html?.charCodeAt(0) === 0xfeff) return { applicable: true, findings: [] };
    const early = html === undefined || CHARSET_TAG_EARLY.test(html.slice(0, 1024));
    const declared = dom!.byTag('meta').some((m) => {
      const charset = dom!.attr(m, 'charset');
      if (charset !== undefined) return IANA_NAME.test(charset.trim());
      return dom!.attr(m, 'http-equiv')?.trim().toLowerCase() === 'content-type' && CHARSET_PARAM.test(dom!.attr(m, 'content') ?? '');
    });
    if (early && declared) return { applicable: true, findings: [] };
    const message = declared
      ? 'The <meta charset> comes after the first 1024 bytes of HTML, too late for browsers to use it.'
      : 'Neither the Content-Type header nor a <meta charset> declares the character encoding.';
    return { applicable: true, findings: [{ message }] };
  },
};

export default rule;
