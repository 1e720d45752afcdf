import { createHash } from 'node:crypto';
import type { Issue, Scores } from '../report/schema.js';
import type { AuditRequest, AuditResult, Auditor } from './auditor.js';

export interface CannedAuditorOptions {
  /** Time each audit takes, in ms (default 0). */
  delayMs?: number;
}

/** Issue kinds the canned auditor draws from; a mix of tiers so fixes can be applied and skipped. */
const CATALOG: ReadonlyArray<Pick<Issue, 'key' | 'severity' | 'tier' | 'category' | 'message'>> = [
  { key: 'missingMetaDescription', severity: 'medium', tier: 'auto', category: 'seo', message: 'Page has no meta description' },
  { key: 'missingTitle', severity: 'high', tier: 'auto', category: 'seo', message: 'Page has no <title>' },
  { key: 'missingCanonical', severity: 'low', tier: 'auto', category: 'seo', message: 'Page has no canonical link' },
  { key: 'imageMissingAlt', severity: 'medium', tier: 'manual', category: 'accessibility', message: 'Image without alt text' },
  { key: 'brokenLink', severity: 'high', tier: 'manual', category: 'seo', message: 'Link answers 404' },
  { key: 'renderBlockingScript', severity: 'low', tier: 'manual', category: 'performance', message: 'Script blocks rendering' },
];
const PATHS = ['/', '/about', '/blog/post-1', '/contact'];

/**
 * Deterministic reports for tests and demos: the same URL always gives the same
 * scores and issues (derived from a SHA-256 of the URL). Special inputs:
 * - host starting `fail.`: the audit fails;
 * - host starting `slow.`: the audit never finishes until aborted;
 * - query `score=NN`: every score and overall are NN (to drive score changes).
 */
export function createCannedAuditor(opts: CannedAuditorOptions = {}): Auditor {
  const delayMs = opts.delayMs ?? 0;
  return {
    async audit(req: AuditRequest, signal: AbortSignal): Promise<AuditResult> {
      const url = new URL(req.url);
      const startedAt = new Date().toISOString();
      if (url.hostname.startsWith('slow.')) await sleep(Number.POSITIVE_INFINITY, signal);
      await sleep(delayMs, signal);
      if (url.hostname.startsWith('fail.')) {
        throw new Error(`canned auditor: ${url.hostname} is a host that always fails`);
      }
      return { ...cannedReport(req.url), startedAt, finishedAt: new Date().toISOString() };
    },
  };
}

/** The canned report body of a URL, without timestamps (pure). */
export function cannedReport(rawUrl: string): AuditResult {
  const url = new URL(rawUrl);
  const digest = createHash('sha256').update(url.href).digest();
  const forced = parseForcedScore(url.searchParams.get('score'));
  const scores: Scores = {
    performance: forced ?? 40 + (digest[0] % 61),
    seo: forced ?? 40 + (digest[1] % 61),
    accessibility: forced ?? 40 + (digest[2] % 61),
    bestPractices: forced ?? 40 + (digest[3] % 61),
  };
  const values = Object.values(scores) as number[];
  const overall = forced ?? Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  // Every catalog kind is present or not by one bit of the digest; at least one auto issue
  // is always present so fix flows have something to apply.
  const issues: Issue[] = [];
  CATALOG.forEach((kind, i) => {
    if (i === 0 || (digest[4 + i] & 1) === 1) {
      issues.push({ ...kind, evidence: PATHS[digest[12 + i] % PATHS.length] });
    }
  });
  return {
    url: url.href,
    overall,
    scores,
    issues,
    pageCount: PATHS.length,
    engine: { name: 'canned', version: '1' },
  };
}

function parseForcedScore(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 100 ? n : undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      if (timer !== undefined) clearTimeout(timer);
      reject(signal.reason);
    };
    // An infinite wait has no timer at all: only the abort ends it.
    const timer = Number.isFinite(ms) ? setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms) : undefined;
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
