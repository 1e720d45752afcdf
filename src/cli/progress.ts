import type { CliIo } from './io.js';
import type { AuditProgress } from '../engine/audit-options.js';
import { PROGRESS_UNIT, createProgressLines } from '../runner/progress-lines.js';

/**
 * A one-line progress bar on a terminal; on CI logs, where carriage returns turn
 * into thousands of lines, a plain line every 10% instead.
 */
export function createProgress(io: CliIo): { update(url: string, p: AuditProgress): void; end(): void } {
  const lines = createProgressLines();
  let drawn = false;
  return {
    update(url, p) {
      const total = p.done + p.queued;
      if (io.isTty) {
        const width = 24;
        const filled = total ? Math.round((p.done / total) * width) : 0;
        io.stderr(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${p.done}/${total} ${PROGRESS_UNIT[p.phase]}  ${url}`.slice(0, 120) + '\x1b[K');
        drawn = true;
      } else {
        const line = lines(url, p);
        if (line) io.stderr(line + '\n');
      }
    },
    end() {
      if (drawn) io.stderr('\r\x1b[K');
      drawn = false;
    },
  };
}
