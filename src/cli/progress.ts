import type { CliIo } from './io.js';

/**
 * A one-line progress bar on a terminal; on CI logs, where carriage returns turn
 * into thousands of lines, a plain line every 10% instead.
 */
export function createProgress(io: CliIo): { update(url: string, done: number, queued: number): void; end(): void } {
  let lastLine = 0;
  let drawn = false;
  return {
    update(url, done, queued) {
      const total = done + queued;
      if (io.isTty) {
        const width = 24;
        const filled = total ? Math.round((done / total) * width) : 0;
        io.stderr(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} pages  ${url}`.slice(0, 120) + '\x1b[K');
        drawn = true;
      } else if (done - lastLine >= Math.max(25, Math.ceil(total / 10)) || (queued === 0 && done !== lastLine)) {
        lastLine = done;
        io.stderr(`${url}: ${done} page(s) audited, ${queued} queued\n`);
      }
    },
    end() {
      if (drawn) io.stderr('\r\x1b[K');
      drawn = false;
    },
  };
}
