import type { Finding } from './types.js';

/** Per-rule verdict codes, one byte per rule per page (see PageRecord.verdicts). */
export const NOT_APPLICABLE = 0;
export const PASS = 1;
export const FAIL = 2;
export type VerdictCode = typeof NOT_APPLICABLE | typeof PASS | typeof FAIL;

/**
 * What the engine keeps of a page once its DOM is dropped. At 10,000 pages the
 * verdicts alone would be half a million small objects, so they live in one
 * byte array indexed like the audit's rule list, and findings are kept only for
 * the rules that failed.
 */
export interface PageRecord {
  path: string;
  status: number;
  ttfbMs: number;
  bytes: number;
  transferBytes: number;
  /** Verdict of rule i (in the analyzer's rule order) on this page. */
  verdicts: Uint8Array;
  /** Findings by rule index, failures only. */
  findings?: Map<number, Finding[]>;
  /** Template signature (HTML pages with status < 400 only): axe verdicts extend to it. */
  template?: string;
  /** Static performance estimate, 0-1 (HTML pages with status < 400 only). */
  performance?: number;
}

export function setVerdict(record: PageRecord, ruleIndex: number, findings: readonly Finding[], applicable: boolean): void {
  if (!applicable) {
    record.verdicts[ruleIndex] = NOT_APPLICABLE;
    return;
  }
  if (findings.length === 0) {
    record.verdicts[ruleIndex] = PASS;
    return;
  }
  record.verdicts[ruleIndex] = FAIL;
  (record.findings ??= new Map()).set(ruleIndex, [...findings]);
}
