import zlib from 'node:zlib';

/**
 * Undoing Content-Encoding on a body read in full (or cut at the size cap).
 * One synchronous call per page is much cheaper than a zlib stream per page;
 * the streaming path is only taken when the decoded body exceeds the cap.
 */

export interface DecodedContent {
  body: Buffer;
  /** The decoded body exceeded `maxBytes` (or the raw body was cut) and was shortened. */
  truncated: boolean;
  error?: string;
}

type Codec = 'gzip' | 'deflate' | 'br';

function codecOf(contentEncoding: string | undefined): Codec | undefined {
  const value = (contentEncoding ?? '').trim().toLowerCase();
  if (value === 'gzip' || value === 'x-gzip') return 'gzip';
  if (value === 'deflate' || value === 'br') return value;
  return undefined;
}

function syncDecode(codec: Codec, raw: Buffer, maxBytes: number): Buffer {
  // Sync flush lets a body cut short still yield what it decoded so far instead of throwing.
  if (codec === 'br') return zlib.brotliDecompressSync(raw, { maxOutputLength: maxBytes, finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  const options = { maxOutputLength: maxBytes, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (codec === 'gzip') return zlib.gunzipSync(raw, options);
  try {
    return zlib.inflateSync(raw, options);
  } catch (err) {
    // "deflate" is often sent as raw DEFLATE without the zlib wrapper.
    if ((err as { code?: string }).code === 'Z_DATA_ERROR') return zlib.inflateRawSync(raw, options);
    throw err;
  }
}

function streamFor(codec: Codec): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress {
  if (codec === 'br') return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  if (codec === 'gzip') return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

/** The first `maxBytes` decoded bytes, without decoding the rest (a compressed bomb stays cheap). */
function decodePrefix(codec: Codec, raw: Buffer, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const stream = streamFor(codec);
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (): void => {
      stream.removeAllListeners('data');
      stream.destroy();
      resolve(Buffer.concat(chunks, size));
    };
    stream.on('data', (chunk: Buffer) => {
      const room = maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (size >= maxBytes) finish();
    });
    stream.on('end', finish);
    stream.on('error', reject);
    stream.end(raw);
  });
}

/**
 * Decodes `raw` per its Content-Encoding, keeping at most `maxBytes`.
 * `rawCut` says the raw body itself was cut, so even a short result is incomplete.
 */
export async function decodeContent(raw: Buffer, contentEncoding: string | undefined, maxBytes: number, rawCut: boolean): Promise<DecodedContent> {
  const codec = codecOf(contentEncoding);
  if (!codec) {
    return raw.length > maxBytes ? { body: raw.subarray(0, maxBytes), truncated: true } : { body: raw, truncated: rawCut };
  }
  if (raw.length === 0) return { body: raw, truncated: rawCut };
  try {
    return { body: syncDecode(codec, raw, maxBytes), truncated: rawCut };
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      try {
        return { body: await decodePrefix(codec, raw, maxBytes), truncated: true };
      } catch (streamErr) {
        err = streamErr;
      }
    }
    return { body: Buffer.alloc(0), truncated: rawCut, error: `could not decode the ${contentEncoding} body: ${(err as Error).message}` };
  }
}
