import { performanceEstimate } from './rules/performance/metrics.js';
import { renderBlockingResources } from './rules/performance/render-blocking.js';
import type { PageContext } from './types.js';

/** A page's static performance estimate, 0-1, from what the crawl measured (pages with a DOM only). */
export function performanceOf(ctx: PageContext): number | undefined {
  if (!ctx.dom) return undefined;
  const { ttfbMs, transferBytes, bytes } = ctx.page;
  return performanceEstimate({ ttfbMs, transferBytes, bytes, renderBlocking: renderBlockingResources(ctx.dom).length }) / 100;
}
