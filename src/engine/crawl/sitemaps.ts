import { gunzipSync } from 'node:zlib';
import { fetchRaw, type RequestSettings } from './http-client.js';
import { normalizeUrl, originOf } from './normalize-url.js';
import { parseSitemap } from './sitemap-parse.js';

/** Bounds on sitemap reading: a sitemap index can point at thousands of files. */
export interface SitemapLimits {
  maxFiles: number;
  maxUrls: number;
  /** Decoded size cap per sitemap file (the protocol allows 50 MB). */
  maxBytes: number;
  maxNesting: number;
}

export const DEFAULT_SITEMAP_LIMITS: SitemapLimits = { maxFiles: 50, maxUrls: 50_000, maxBytes: 50 * 1024 * 1024, maxNesting: 3 };

export interface SitemapResult {
  /** Sitemap URLs that answered 200 with a parseable sitemap. */
  found: string[];
  /** Same-origin page URLs they list, normalised, in order. */
  urls: string[];
}

function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Gzipped sitemap files (`.xml.gz`, served as application/gzip, not as a content-encoding) are unpacked here. */
function sitemapText(raw: Buffer, maxBytes: number): string | undefined {
  if (!isGzip(raw)) return raw.toString('utf8');
  try {
    return gunzipSync(raw, { maxOutputLength: maxBytes }).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Reads the given sitemaps and the indexes they nest, breadth-first and bounded.
 * Only sitemaps on the crawl origin are fetched.
 */
export async function loadSitemaps(
  candidates: string[],
  origin: string,
  settings: RequestSettings,
  limits: SitemapLimits = DEFAULT_SITEMAP_LIMITS,
): Promise<SitemapResult> {
  const found: string[] = [];
  const urls = new Set<string>();
  const seen = new Set<string>();
  let level = candidates.map((url) => normalizeUrl(url)).filter((url): url is string => url !== undefined);
  for (let nesting = 0; nesting <= limits.maxNesting && level.length > 0; nesting++) {
    const next: string[] = [];
    for (const sitemapUrl of level) {
      if (seen.has(sitemapUrl) || originOf(sitemapUrl) !== origin) continue;
      if (seen.size >= limits.maxFiles || urls.size >= limits.maxUrls) break;
      seen.add(sitemapUrl);
      const response = await fetchRaw(sitemapUrl, { ...settings, maxBytes: limits.maxBytes });
      if (response.status !== 200 || response.truncated) continue;
      const text = sitemapText(response.body, limits.maxBytes);
      const parsed = text === undefined ? undefined : parseSitemap(text, limits.maxUrls);
      if (!parsed) continue;
      found.push(sitemapUrl);
      for (const loc of parsed.locs) {
        const url = normalizeUrl(loc, sitemapUrl);
        if (url === undefined) continue;
        if (parsed.kind === 'sitemapindex') next.push(url);
        else if (originOf(url) === origin && urls.size < limits.maxUrls) urls.add(url);
      }
    }
    level = next;
  }
  return { found, urls: [...urls] };
}
