import type { Rule } from '../../types.js';
import largePage from './large-page.js';
import missingCacheHeaders from './missing-cache-headers.js';
import renderBlockingResources from './render-blocking-resources.js';
import slowResponse from './slow-response.js';
import uncompressedResponse from './uncompressed-response.js';
import unsizedImages from './unsized-images.js';

/** Static performance estimates from what the crawler measured; no browser runs. */
export const performanceRules: Rule[] = [slowResponse, largePage, uncompressedResponse, renderBlockingResources, unsizedImages, missingCacheHeaders];

export { logNormalScore, performanceEstimate, PERFORMANCE_CURVES, PERFORMANCE_WEIGHTS } from './metrics.js';
export type { PerformanceFacts, ScoreCurve } from './metrics.js';
export { renderBlockingResources } from './render-blocking.js';
