/**
 * Parsing of the HTTP `Link` header (RFC 8288). Canonical and hreflang links can
 * be sent there instead of in <head> (common for PDFs and on CDNs), and Lighthouse
 * reads both sources, so the SEO rules must too.
 */

export interface HeaderLink {
  /** The URI between < and >, as written. */
  uri: string;
  /** Parameters by lower-case name, values unquoted. */
  params: Record<string, string>;
}

/** Splits on `sep` outside <...> and "..." so commas inside URLs and quoted values survive. */
function splitOutside(value: string, sep: string): string[] {
  const parts: string[] = [];
  let cur = '';
  let inAngle = false;
  let inQuote = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (inQuote) {
      if (ch === '\\' && i + 1 < value.length) {
        cur += ch + value[++i];
        continue;
      }
      if (ch === '"') inQuote = false;
    } else if (inAngle) {
      if (ch === '>') inAngle = false;
    } else if (ch === '"') inQuote = true;
    else if (ch === '<') inAngle = true;
    else if (ch === sep) {
      parts.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  parts.push(cur);
  return parts;
}

/** Every link of a `Link` header value; malformed entries are skipped rather than failing the page. */
export function parseLinkHeader(value: string | undefined): HeaderLink[] {
  if (!value) return [];
  const links: HeaderLink[] = [];
  for (const entry of splitOutside(value, ',')) {
    const [target, ...rawParams] = splitOutside(entry, ';');
    const m = /^\s*<([^>]*)>\s*$/.exec(target);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const p of rawParams) {
      const eq = p.indexOf('=');
      const name = (eq < 0 ? p : p.slice(0, eq)).trim().toLowerCase();
      if (!name || name in params) continue;
      let v = eq < 0 ? '' : p.slice(eq + 1).trim();
      if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) v = v.slice(1, -1).replace(/\\(.)/g, '$1');
      params[name] = v;
    }
    links.push({ uri: m[1], params });
  }
  return links;
}
