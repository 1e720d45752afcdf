/** The crawler: what the audit engine calls to walk a site. */
export { crawl } from './crawler.js';
export { normalizeUrl } from './normalize-url.js';
export { DEFAULT_CRAWL_OPTIONS, DEFAULT_USER_AGENT } from './options.js';
