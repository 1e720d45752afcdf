import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeContent } from '../../../src/engine/crawl/content-decoding.js';

const text = Buffer.from('<p>hello</p>'.repeat(1000));

describe('decodeContent', () => {
  it.each([
    ['gzip', gzipSync(text)],
    ['x-gzip', gzipSync(text)],
    ['br', brotliCompressSync(text)],
    ['deflate', deflateSync(text)],
    ['deflate', deflateRawSync(text)],
  ])('decodes %s', async (encoding, raw) => {
    expect(await decodeContent(raw, encoding, 1 << 20, false)).toEqual({ body: text, truncated: false });
  });

  it('keeps identity bodies and cuts them at the cap', async () => {
    expect(await decodeContent(text, undefined, 1 << 20, false)).toEqual({ body: text, truncated: false });
    const cut = await decodeContent(text, 'identity', 100, false);
    expect(cut).toEqual({ body: text.subarray(0, 100), truncated: true });
  });

  it('stops a compression bomb at the cap, keeping the decoded prefix', async () => {
    for (const [encoding, raw] of [['gzip', gzipSync(Buffer.alloc(8 << 20, 'a'))], ['br', brotliCompressSync(Buffer.alloc(8 << 20, 'a'))]] as const) {
      const decoded = await decodeContent(raw, encoding, 1 << 20, false);
      expect(decoded.truncated).toBe(true);
      expect(decoded.body.length).toBe(1 << 20);
      expect(decoded.body.every((b) => b === 0x61)).toBe(true);
    }
  });

  it('decodes what it can of a body cut short, and reports garbage', async () => {
    const gz = gzipSync(text);
    const partial = await decodeContent(gz.subarray(0, gz.length - 8), 'gzip', 1 << 20, true);
    expect(partial.truncated).toBe(true);
    expect(partial.error).toBeUndefined();
    expect(text.subarray(0, partial.body.length).equals(partial.body)).toBe(true);
    const garbage = await decodeContent(Buffer.from('not compressed'), 'gzip', 1 << 20, false);
    expect(garbage.error).toMatch(/^could not decode the gzip body: /);
    expect(garbage.body.length).toBe(0);
  });
});
