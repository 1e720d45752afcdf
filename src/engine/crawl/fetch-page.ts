import type { FetchedPage, RedirectHop } from '../types.js';
import { decodeHtml, isHtmlType, mimeTypeOf } from './html-decode.js';
import { fetchRaw, type RequestSettings } from './http-client.js';
import { normalizeUrl, originOf, pathOf } from './normalize-url.js';

export const MAX_REDIRECTS = 10;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function isRedirect(status: number, headers: Record<string, string>): boolean {
  return REDIRECT_STATUSES.has(status) && Boolean(headers.location);
}

export interface FetchPageOptions {
  depth: number;
  /** Redirects leaving this origin are not followed. Unset for the start URL, whose redirects define the origin. */
  origin?: string;
}

/**
 * Fetches a page, following redirects one hop at a time so every hop is
 * recorded and loops, long chains and exits from the site are caught.
 */
export async function fetchPage(requestedUrl: string, settings: RequestSettings, options: FetchPageOptions): Promise<FetchedPage> {
  const redirects: RedirectHop[] = [];
  const visited = new Set([requestedUrl]);
  let url = requestedUrl;
  let redirectProblem: FetchedPage['redirectProblem'];
  for (;;) {
    const response = await fetchRaw(url, settings, { readBody: (status, headers) => !isRedirect(status, headers) });
    const location = response.headers.location;
    const target = isRedirect(response.status, response.headers) ? normalizeUrl(location, url) : undefined;
    if (target !== undefined) {
      if (visited.has(target)) redirectProblem = 'loop';
      else if (redirects.length >= MAX_REDIRECTS) redirectProblem = 'tooMany';
      else if (options.origin !== undefined && originOf(target) !== options.origin) redirectProblem = 'crossOrigin';
      else {
        redirects.push({ url, status: response.status });
        visited.add(target);
        url = target;
        continue;
      }
    }
    return toFetchedPage(requestedUrl, url, response, redirects, redirectProblem, options.depth);
  }
}

function toFetchedPage(
  requestedUrl: string,
  url: string,
  response: Awaited<ReturnType<typeof fetchRaw>>,
  redirects: RedirectHop[],
  redirectProblem: FetchedPage['redirectProblem'],
  depth: number,
): FetchedPage {
  const contentTypeHeader = response.headers['content-type'];
  const page: FetchedPage = {
    requestedUrl,
    url,
    path: pathOf(url),
    status: response.status,
    headers: response.headers,
    redirects,
    ttfbMs: Math.round(response.ttfbMs * 10) / 10,
    transferBytes: response.transferBytes,
    bytes: response.bytes,
    contentType: mimeTypeOf(contentTypeHeader),
    truncated: response.truncated,
    depth,
  };
  if (redirectProblem) page.redirectProblem = redirectProblem;
  if (response.error) page.error = response.error;
  if (response.status !== 0 && isHtmlType(contentTypeHeader) && response.body.length > 0) {
    const decoded = decodeHtml(response.body, contentTypeHeader);
    page.html = decoded.html;
    if (decoded.bom) page.bom = true;
  }
  return page;
}
