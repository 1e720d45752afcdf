/**
 * Lighthouse treats http://localhost, http://127.0.0.1 and *.localhost as
 * secure (browsers make them secure contexts), so neither is-on-https nor our
 * rules flag a preview served locally over plain HTTP.
 */
export function isLikeLocalhost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '127.0.0.1' || h.endsWith('.localhost');
}

/** True for URLs Lighthouse counts as insecure requests: plain http to a non-local host. */
export function isInsecureUrl(url: string): boolean {
  if (!/^\s*http:/i.test(url)) return false;
  try {
    return !isLikeLocalhost(new URL(url.trim()).hostname);
  } catch {
    return false; // not a URL a browser would request
  }
}
