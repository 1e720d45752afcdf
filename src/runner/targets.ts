import { parseDuration } from '../api/duration.js';

/** Turning what a user typed into audit targets, with errors that say how to fix it. */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Splits a multi-URL input: newlines, commas or spaces, as people paste them. */
export function splitList(value: string | readonly string[]): string[] {
  return (typeof value === 'string' ? [value] : value)
    .flatMap((v) => v.split(/[\s,]+/))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function parseTargetUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`invalid url "${raw}": give an absolute http(s) URL such as https://preview.example.com/`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`invalid url "${raw}": only http and https URLs can be audited`);
  }
  if (url.username || url.password) {
    // Credentials in a URL end up in logs, comments and reports.
    throw new ConfigError(`url "${url.host}" carries credentials; remove them from the URL`);
  }
  url.hash = '';
  return url;
}

export function parseTargetUrls(value: string | readonly string[]): URL[] {
  const urls = splitList(value).map(parseTargetUrl);
  const seen = new Set<string>();
  return urls.filter((u) => (seen.has(u.href) ? false : (seen.add(u.href), true)));
}

export function parsePositiveInt(name: string, raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max === Number.MAX_SAFE_INTEGER ? 'up' : max}, got "${raw}"`);
  }
  return n;
}

export function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(v)) return true;
  if (['false', 'no', '0', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** `auto` lets the engine decide from the host (Vercel, Netlify... previews). */
export function parsePreview(raw: string | undefined): boolean | 'auto' {
  if (raw === undefined || raw.trim() === '' || raw.trim().toLowerCase() === 'auto') return 'auto';
  return parseBoolean('preview', raw, false);
}

/** Runs a parser whose plain Errors are configuration mistakes (exit 2, no stack). */
export function wrapConfig<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    throw e instanceof ConfigError ? e : new ConfigError((e as Error).message);
  }
}

/** A duration option, as a configuration error (exit 2) when it cannot be read. */
export function parseTimeout(name: string, raw: string): number {
  try {
    return parseDuration(raw);
  } catch (e) {
    throw new ConfigError(`${name}: ${(e as Error).message}`);
  }
}
