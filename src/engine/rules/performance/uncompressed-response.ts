import { gzipSync } from 'node:zlib';
import type { PageRule } from '../../types.js';

/**
 * Lighthouse uses-text-compression (now part of the document-latency insight):
 * a text response sent without gzip, Brotli, zstd or deflate. Lighthouse only
 * reports a response when compressing would save at least 1,400 bytes (about
 * one TCP packet) and at least 10%. Markup always saves more than 10%, so the
 * question is only the 1,400 bytes: for bodies up to 8 KB we gzip the HTML to
 * find out (cheap at that size), above that any text saves far more. The
 * crawler asks for gzip, br and deflate, so a server that answers plain has no
 * compression configured for this type.
 */
const ENCODINGS = new Set(['gzip', 'x-gzip', 'br', 'zstd', 'deflate']);
const TEXT_TYPE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript|ecmascript|xhtml\+xml)\b|image\/svg\+xml)/i;
const MIN_SAVINGS_BYTES = 1400;
const MEASURE_UP_TO_BYTES = 8 * 1024;

function savings(bytes: number, html: string | undefined): number {
  if (html !== undefined && bytes <= MEASURE_UP_TO_BYTES) return bytes - gzipSync(html).length;
  // Without the body (or when it is large) assume the typical 3:1 ratio of markup.
  return Math.round(bytes * (2 / 3));
}

const rule: PageRule = {
  scope: 'page',
  htmlOnly: false,
  meta: {
    key: 'uncompressedResponse',
    category: 'performance',
    severity: 'medium',
    tier: 'auto',
    weight: 2,
    title: 'Text response is not compressed',
    help: 'Enable gzip or Brotli compression for HTML, CSS, JavaScript, JSON, XML and SVG in your server or CDN configuration.',
    lighthouse: 'uses-text-compression',
  },
  check({ page }) {
    const type = page.contentType || page.headers['content-type'] || '';
    if (!TEXT_TYPE.test(type) || page.status >= 300 || page.bytes <= MIN_SAVINGS_BYTES) return { applicable: false, findings: [] };
    const encodings = (page.headers['content-encoding'] ?? '').toLowerCase().split(',').map((e) => e.trim());
    if (encodings.some((e) => ENCODINGS.has(e))) return { applicable: true, findings: [] };
    const saved = savings(page.bytes, page.html);
    if (saved < MIN_SAVINGS_BYTES || saved < page.bytes * 0.1) return { applicable: true, findings: [] };
    return {
      applicable: true,
      findings: [{ message: `${Math.round(page.bytes / 1024)} KB sent without compression; gzip would save about ${Math.round(saved / 1024)} KB.` }],
    };
  },
};

export default rule;
