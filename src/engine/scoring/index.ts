export { weightedMean, toScore, overallScore, mean, type WeightedShare } from './math.js';
export { siteScores, pageScores, tallyRules, type VerdictMatrix, type RuleTally } from './audit-scores.js';
export { CATEGORY_WEIGHTS, CATEGORY_ORDER } from './weights.js';
