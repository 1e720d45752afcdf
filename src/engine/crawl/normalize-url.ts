/**
 * URL normalisation: one spelling per page, so the crawler never fetches the
 * same document twice and the maps it returns are keyed consistently.
 */

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Upper-cases percent escapes and decodes the ones that stand for unreserved characters (RFC 3986 §6.2.2). */
function normalizePercentEncoding(part: string): string {
  return part.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(ch) ? ch : `%${hex.toUpperCase()}`;
  });
}

/**
 * Absolute, normalised http(s) URL for `href` (resolved against `base`), or
 * undefined when it is not a crawlable web address (javascript:, mailto:, tel:,
 * data:, malformed). Fragments and empty queries are dropped; host case, default
 * ports and dot segments are handled by the WHATWG URL parser.
 */
export function normalizeUrl(href: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = base === undefined ? new URL(href.trim()) : new URL(href.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname) return undefined;
  const path = normalizePercentEncoding(url.pathname || '/');
  const query = url.search.length > 1 ? normalizePercentEncoding(url.search) : '';
  // Credentials are deliberately dropped: they are never part of a page's identity.
  return `${url.protocol}//${url.host}${path}${query}`;
}

/** The origin of an absolute URL (scheme://host[:port]), or undefined if malformed. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Path + query as the site serves it, e.g. `/blog?page=2`. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/**
 * The shape of a path with numbers abstracted, e.g. `/cal/2026/12/` → `/cal/#/#/`:
 * calendars and paginations that generate endless URLs share one pattern.
 */
export function pathPattern(pathname: string): string {
  return pathname.replace(/\d+/g, '#');
}
