/**
 * Human durations for the action's `timeout` input and for error messages.
 * Pure: no clock, no I/O.
 */

const ACCEPTED_FORMS = 'a number of seconds (120) or h/m/s/ms units such as 90s, 15m, 1h30m, 500ms';

// Units must come largest first and at most once each, so "30m1h" or "5m5m" are
// rejected rather than silently summed; `m(?!s)` keeps "500ms" from reading as 500m + s.
const UNIT_PATTERN =
  /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m(?!s))?(?:(\d+(?:\.\d+)?)s)?(?:(\d+(?:\.\d+)?)ms)?$/;
const PLAIN_SECONDS = /^\d+(?:\.\d+)?$/;

/** Parses "15m", "90s", "1h30m", "500ms" or bare seconds ("120") into milliseconds. */
export function parseDuration(input: string): number {
  const text = String(input).trim().toLowerCase().replace(/\s+/g, '');
  const fail = (): never => {
    throw new Error(`invalid duration ${JSON.stringify(String(input))}: use ${ACCEPTED_FORMS}`);
  };
  if (text === '') return fail();
  if (PLAIN_SECONDS.test(text)) return toMs(Number(text) * 1000, fail);
  const match = UNIT_PATTERN.exec(text);
  if (!match || match.slice(1).every((part) => part === undefined)) return fail();
  const [, h, m, s, ms] = match;
  const total =
    Number(h ?? 0) * 3_600_000 + Number(m ?? 0) * 60_000 + Number(s ?? 0) * 1000 + Number(ms ?? 0);
  return toMs(total, fail);
}

function toMs(value: number, fail: () => never): number {
  if (!Number.isFinite(value) || value > Number.MAX_SAFE_INTEGER) return fail();
  return Math.round(value);
}

/** Formats milliseconds the way parseDuration reads them: 500ms, 30s, 15m, 1h30m, 2m5s. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return `${ms}ms`;
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const totalSeconds = Math.round(ms / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const parts = [h ? `${h}h` : '', m ? `${m}m` : '', s ? `${s}s` : ''].join('');
  return parts || '0s';
}
