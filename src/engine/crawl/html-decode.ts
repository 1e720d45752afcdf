/**
 * Turning HTML bytes into text the way browsers do (simplified WHATWG encoding
 * sniffing): BOM, then the Content-Type charset, then a <meta> charset in the
 * first 1024 bytes, then UTF-8. Decoding never throws: broken bytes become U+FFFD.
 */

import { TextDecoder } from 'node:util';

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The MIME type without parameters, lower-cased (`text/html; charset=x` → `text/html`). */
export function mimeTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

export function isHtmlType(contentType: string | undefined): boolean {
  return HTML_TYPES.has(mimeTypeOf(contentType));
}

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1];
}

/** Charset declared by `<meta charset>` or `<meta http-equiv=content-type content="...charset=">`. */
export function sniffMetaCharset(head: Uint8Array): string | undefined {
  // latin1 maps bytes 1:1 to code points, so the ASCII markup reads the same whatever the real encoding.
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, 1024)).toString('latin1');
  for (const tag of text.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?\s*([A-Za-z0-9_:.\-]+)/i.exec(tag);
    if (direct) return direct[1];
  }
  return undefined;
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label, { fatal: false });
  } catch {
    return undefined; // an unknown label: fall through to the next source
  }
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

export interface DecodedHtml {
  html: string;
  /** The WHATWG name of the encoding used, e.g. `utf-8`, `windows-1252`. */
  encoding: string;
  /** The body starts with a byte-order mark, which declares its encoding (and is not in `html`). */
  bom: boolean;
}

export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): DecodedHtml {
  const bom = bomEncoding(bytes);
  const decoder =
    decoderFor(bom) ??
    decoderFor(charsetFromContentType(contentType)) ??
    decoderFor(sniffMetaCharset(bytes)) ??
    new TextDecoder('utf-8', { fatal: false });
  return { html: decoder.decode(bytes), encoding: decoder.encoding, bom: bom !== undefined };
}
