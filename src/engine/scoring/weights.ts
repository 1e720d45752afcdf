import type { Category } from '../../report/schema.js';

/**
 * Weights of the categories in `overall` (see docs/scoring.md for the why).
 * SEO leads because it is what the product gates on; performance is a static
 * estimate, so it weighs less than a lab measurement would.
 */
export const CATEGORY_WEIGHTS: Readonly<Record<Category, number>> = {
  seo: 0.4,
  accessibility: 0.25,
  performance: 0.2,
  bestPractices: 0.15,
};

/** Category order used for display and for sorting issues. */
export const CATEGORY_ORDER: readonly Category[] = ['seo', 'accessibility', 'bestPractices', 'performance'];
