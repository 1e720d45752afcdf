import type { AuditProgress } from '../engine/audit-options.js';

/** Progress as plain lines, for CI logs where a redrawn bar becomes thousands of lines. */
export const PROGRESS_UNIT: Record<AuditProgress['phase'], string> = { crawl: 'pages', axe: 'templates checked with axe', score: 'scored' };

/** Whether a plain progress line is due: every 10% or so, and at the end of a phase. */
export function progressLineDue(last: number, p: AuditProgress): boolean {
  // Scoring takes milliseconds; a line for it is noise.
  if (p.phase === 'score') return false;
  const total = p.done + p.queued;
  return p.done - last >= Math.max(25, Math.ceil(total / 10)) || (p.queued === 0 && p.done !== last);
}

export function progressLine(url: string, p: AuditProgress): string {
  return p.phase === 'crawl' ? `${url}: ${p.done} page(s) audited, ${p.queued} queued` : `${url}: ${p.done}/${p.done + p.queued} ${PROGRESS_UNIT[p.phase]}`;
}

/**
 * Progress lines for logs: gives the line to print for an update, or undefined
 * when none is due. Keeps the per-phase count the throttle needs.
 */
export function createProgressLines(): (url: string, p: AuditProgress) => string | undefined {
  let last = { phase: '', done: 0 };
  return (url, p) => {
    if (p.phase !== last.phase) last = { phase: p.phase, done: 0 };
    if (!progressLineDue(last.done, p)) return undefined;
    last.done = p.done;
    return progressLine(url, p);
  };
}
