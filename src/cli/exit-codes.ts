/** The CLI's exit codes: part of its contract with every CI system that runs it. */
export const EXIT = {
  passed: 0,
  thresholdFailed: 1,
  usage: 2,
  auditFailed: 3,
} as const;

export class UsageError extends Error {
  override name = 'UsageError';
}
