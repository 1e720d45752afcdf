import { describe, expect, it } from 'vitest';
import { charsetFromContentType, decodeHtml, isHtmlType, sniffMetaCharset } from '../../../src/engine/crawl/html-decode.js';

const bytes = (text: string, encoding: BufferEncoding = 'latin1') => Buffer.from(text, encoding);

describe('HTML decoding', () => {
  it('recognises HTML content types', () => {
    expect(isHtmlType('text/html; charset=utf-8')).toBe(true);
    expect(isHtmlType('Application/XHTML+XML')).toBe(true);
    expect(isHtmlType('application/json')).toBe(false);
    expect(isHtmlType(undefined)).toBe(false);
  });

  it('reads the charset from the header and from <meta>', () => {
    expect(charsetFromContentType('text/html; Charset="ISO-8859-1"')).toBe('ISO-8859-1');
    expect(sniffMetaCharset(bytes('<head><meta charset=shift_jis>'))).toBe('shift_jis');
    expect(sniffMetaCharset(bytes('<meta http-equiv="content-type" content="text/html; charset=windows-1251">'))).toBe('windows-1251');
    expect(sniffMetaCharset(bytes(`${' '.repeat(1100)}<meta charset="koi8-r">`))).toBeUndefined();
  });

  it('prefers BOM, then header, then meta, then UTF-8', () => {
    const cafe = bytes('<meta charset="windows-1252">caf\u00e9');
    expect(decodeHtml(cafe, 'text/html').encoding).toBe('windows-1252');
    expect(decodeHtml(cafe, 'text/html; charset=utf-8')).toMatchObject({ encoding: 'utf-8', html: '<meta charset="windows-1252">caf\uFFFD' });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('caf\u00e9', 'utf8')]);
    expect(decodeHtml(bom, 'text/html; charset=iso-8859-1')).toEqual({ encoding: 'utf-8', html: 'caf\u00e9', bom: true });
    expect(decodeHtml(cafe, 'text/html').bom).toBe(false);
    expect(decodeHtml(bytes('caf\u00e9', 'utf8'), undefined).html).toBe('caf\u00e9');
  });

  it('falls through unknown labels and decodes multi-byte encodings', () => {
    expect(decodeHtml(bytes('caf\u00e9'), 'text/html; charset=bogus').encoding).toBe('utf-8');
    const sjis = Buffer.from([0x82, 0xa0]); // "あ" in Shift_JIS
    expect(decodeHtml(sjis, 'text/html; charset=shift_jis').html).toBe('\u3042');
  });
});
