/**
 * Robots directives (meta robots and X-Robots-Tag) as search engines read them.
 *
 * What Lighthouse's is-crawlable taught us, and where we differ on purpose:
 * - Blocking directives are `noindex` and `none` (none = noindex, nofollow), plus
 *   `unavailable_after: <date>` once that date is past. Directive names are
 *   case-insensitive and comma-separated.
 * - The header may be scoped to a crawler: `X-Robots-Tag: googlebot: noindex`.
 *   A prefix that is not a directive name (unavailable_after, max-snippet...) is a
 *   user agent, and the following comma-separated directives belong to it.
 * - Lighthouse passes when any one known bot may index the page, and compares the
 *   header's user agent case-sensitively (so `googlebot: noindex` is ignored by it).
 *   An SEO audit cares whether Google indexes the page, and Google combines all
 *   directives that apply to it with the most restrictive winning, so we fail when
 *   either the generic robots directives or the Googlebot ones block indexing.
 */

const BLOCKING = new Set(['noindex', 'none']);
/** Directives that take a `name: value` form, so their name is not a user agent. */
const VALUED_DIRECTIVES = new Set(['unavailable_after', 'max-snippet', 'max-image-preview', 'max-video-preview']);
/** Crawlers whose directives decide whether the page appears in Google results. */
const RELEVANT_AGENTS = new Set(['robots', 'googlebot']);

/** True when one directive (already trimmed) removes the page from the index. */
function directiveBlocks(directive: string, now: number): boolean {
  const d = directive.trim().toLowerCase();
  if (BLOCKING.has(d)) return true;
  if (d.startsWith('unavailable_after')) {
    const rest = d.slice('unavailable_after'.length).trim();
    if (!rest.startsWith(':')) return false;
    const when = Date.parse(rest.slice(1).trim());
    return !Number.isNaN(when) && when < now;
  }
  return false;
}

/** True when a meta robots `content` value blocks indexing. */
export function contentBlocksIndexing(content: string, now: number = Date.now()): boolean {
  return content.split(',').some((d) => directiveBlocks(d, now));
}

/** True when a meta element's name addresses Google (generic `robots` or `googlebot`). */
export function isRelevantRobotsMetaName(name: string): boolean {
  return RELEVANT_AGENTS.has(name.trim().toLowerCase());
}

/**
 * True when an X-Robots-Tag value blocks indexing for all crawlers or for
 * Googlebot. Several headers joined with ", " are read as one list.
 */
export function headerBlocksIndexing(value: string, now: number = Date.now()): boolean {
  let agent: string | undefined;
  for (const raw of value.split(',')) {
    let token = raw.trim();
    const m = /^([a-z0-9_.-]+)\s*:(.*)$/i.exec(token);
    if (m && !VALUED_DIRECTIVES.has(m[1].toLowerCase())) {
      agent = m[1].toLowerCase();
      token = m[2];
    }
    if ((agent === undefined || RELEVANT_AGENTS.has(agent)) && directiveBlocks(token, now)) return true;
  }
  return false;
}
