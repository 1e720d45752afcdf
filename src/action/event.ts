import { readFileSync } from 'node:fs';

/**
 * The triggering event, read when asked for rather than at import time (as
 * @actions/github's context does), so one process can run several jobs in tests.
 */
export function readEvent(env: NodeJS.ProcessEnv = process.env): { name: string; payload: unknown } {
  const name = env.GITHUB_EVENT_NAME ?? '';
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return { name, payload: {} };
  try {
    return { name, payload: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (e) {
    throw new Error(`could not read the event payload at ${path}: ${(e as Error).message}`);
  }
}
