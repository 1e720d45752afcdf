import robotsParserModule from 'robots-parser';
import type { RobotsFacts } from '../types.js';
import { fetchRaw, type RequestSettings } from './http-client.js';
import { normalizeUrl } from './normalize-url.js';

/** robots.txt bigger than this is cut (Google reads the first 500 KiB). */
/**
 * robots-parser is CommonJS (`module.exports = fn`) while its typings declare an
 * ES default export; under NodeNext the import is the function itself at run time.
 */
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

const MAX_ROBOTS_BYTES = 500 * 1024;

/**
 * The product token robots.txt groups are matched against: `seo-audit-action/0.1 (+url)`
 * → `seo-audit-action`. Browser-like agents (`Mozilla/5.0 ...`) fall back to `*`.
 */
export function robotsToken(userAgent: string): string {
  for (const match of userAgent.matchAll(/([A-Za-z][A-Za-z0-9_-]*)\/[0-9]/g)) {
    if (match[1].toLowerCase() !== 'mozilla') return match[1];
  }
  return '*';
}

/** Robots facts from a robots.txt text (pure: what the crawler and tests share). */
export function parseRobots(origin: string, status: number, text: string, userAgent: string): RobotsFacts {
  const robotsUrl = `${origin}/robots.txt`;
  // Only a 2xx answer carries rules; 4xx means "no rules", and 5xx/unreachable is
  // treated as allowed too (we audit, we do not index) but the status is kept for rules.
  const parser = robotsParser(robotsUrl, status >= 200 && status < 300 ? text : '');
  const token = robotsToken(userAgent);
  const sitemaps = parser
    .getSitemaps()
    .map((href) => normalizeUrl(href, robotsUrl))
    .filter((href): href is string => href !== undefined);
  return {
    status,
    sitemaps: [...new Set(sitemaps)],
    isAllowed: (url: string) => parser.isAllowed(url, token) ?? true,
  };
}

const MAX_ROBOTS_REDIRECTS = 5;

/**
 * Fetches robots.txt following up to five redirects, as search engines do
 * (http → https, bare → www host). Only robots.txt files are ever requested.
 */
export async function loadRobots(origin: string, settings: RequestSettings): Promise<RobotsFacts> {
  const capped = { ...settings, maxBytes: Math.min(settings.maxBytes, MAX_ROBOTS_BYTES) };
  let url = `${origin}/robots.txt`;
  for (let hop = 0; ; hop++) {
    const response = await fetchRaw(url, capped, { readBody: (status) => status < 300 || status >= 400 });
    const next = response.status >= 300 && response.status < 400 && response.headers.location ? normalizeUrl(response.headers.location, url) : undefined;
    if (next !== undefined && hop < MAX_ROBOTS_REDIRECTS && new URL(next).pathname === '/robots.txt') {
      url = next;
      continue;
    }
    return parseRobots(origin, response.status, response.body.toString('utf8'), settings.userAgent);
  }
}
