/**
 * Sitemap XML reading with a regular scan of <loc> elements: sitemaps are
 * flat, often huge, and a DOM of 50,000 entries is memory we do not need.
 */

export type SitemapKind = 'urlset' | 'sitemapindex';

export interface ParsedSitemap {
  kind: SitemapKind;
  /** Page URLs for a urlset, child sitemap URLs for an index, as written (entities decoded). */
  locs: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1].trim();
  return text
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (match, entity: string) => {
      if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
      return ENTITIES[entity] ?? match;
    })
    .trim();
}

/** The sitemap's entries, or undefined when the text is neither a <urlset> nor a <sitemapindex>. */
export function parseSitemap(xml: string, maxEntries = 50_000): ParsedSitemap | undefined {
  // Namespace prefixes (`<sm:urlset>`) occur in the wild, so tags are matched with an optional prefix.
  const root = /<(?:[\w-]+:)?(urlset|sitemapindex)[\s>]/.exec(xml);
  if (!root) return undefined;
  const kind = root[1] as SitemapKind;
  const locs: string[] = [];
  for (const match of xml.matchAll(/<(?:[\w-]+:)?loc>([\s\S]*?)<\/(?:[\w-]+:)?loc>/g)) {
    const loc = decodeXmlText(match[1]);
    if (loc) locs.push(loc);
    if (locs.length >= maxEntries) break;
  }
  return { kind, locs };
}
