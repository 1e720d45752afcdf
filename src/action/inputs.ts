import { z } from 'zod';
import { parseThresholds, ThresholdsSchema } from '../report/thresholds.js';
import { AUDIT_DEFAULTS } from '../engine/audit-options.js';
import { FAIL_ON_NEW_LEVELS, parseFailOnNew } from '../report/gate.js';
import { parseDuration } from '../api/index.js';
import { ConfigError, parseBoolean, parsePositiveInt, parsePreview, parseTargetUrls, parseTargetUrl } from '../runner/targets.js';

export const ActionConfigSchema = z.object({
  urls: z.array(z.instanceof(URL)),
  apiUrl: z.string().optional(),
  apiKey: z.string().optional(),
  thresholds: ThresholdsSchema,
  timeoutMs: z.number(),
  maxPages: z.number(),
  concurrency: z.number(),
  preview: z.union([z.boolean(), z.literal('auto')]),
  checkExternal: z.boolean(),
  reportPath: z.string(),
  failOnError: z.boolean(),
  githubToken: z.string().optional(),
  comment: z.union([z.boolean(), z.literal('auto')]),
  commentTag: z.string(),
  baselineUrls: z.array(z.instanceof(URL)),
  baselinePath: z.string().optional(),
  failOnNew: z.enum(FAIL_ON_NEW_LEVELS),
});
export type ActionConfig = z.infer<typeof ActionConfigSchema>;

export type InputReader = (name: string) => string;

/**
 * Reads and validates every input before anything starts, so a typo fails the
 * step in a second with the input's name, not ten minutes into an audit.
 */
export function readConfig(input: InputReader, defaults: { reportPath: string }): ActionConfig {
  const named = <T>(name: string, parse: () => T): T => {
    try {
      return parse();
    } catch (e) {
      const msg = (e as Error).message;
      throw new ConfigError(msg.startsWith(name) ? msg : `input "${name}": ${msg}`);
    }
  };
  const apiUrl = input('api-url').trim() || undefined;
  if (apiUrl) named('api-url', () => parseTargetUrl(apiUrl));
  return {
    urls: named('url', () => parseTargetUrls(input('url'))),
    apiUrl,
    apiKey: input('api-key').trim() || undefined,
    thresholds: named('thresholds', () => parseThresholds(input('thresholds'))),
    timeoutMs: named('timeout', () => parseDuration(input('timeout').trim() || '15m')),
    maxPages: named('max-pages', () => parsePositiveInt('max-pages', input('max-pages'), AUDIT_DEFAULTS.maxPages, 100_000)),
    concurrency: named('concurrency', () => parsePositiveInt('concurrency', input('concurrency'), AUDIT_DEFAULTS.concurrency, 64)),
    preview: named('preview', () => parsePreview(input('preview'))),
    checkExternal: named('check-external', () => parseBoolean('check-external', input('check-external'), false)),
    reportPath: input('report-path').trim() || defaults.reportPath,
    failOnError: named('fail-on-error', () => parseBoolean('fail-on-error', input('fail-on-error'), true)),
    githubToken: input('github-token').trim() || undefined,
    comment: named('comment', () => (['', 'auto'].includes(input('comment').trim().toLowerCase()) ? 'auto' : parseBoolean('comment', input('comment'), true))),
    commentTag: input('comment-tag').trim() || 'seo-audit',
    baselineUrls: named('baseline-url', () => parseTargetUrls(input('baseline-url'))),
    baselinePath: input('baseline-path').trim() || undefined,
    failOnNew: named('fail-on-new', () => parseFailOnNew(input('fail-on-new'))),
  };
}
