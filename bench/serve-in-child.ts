import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildSite {
  url: string;
  prewarmSeconds: number;
  close(): Promise<void>;
}

/** Starts bench/serve-child.ts with the same Node and TypeScript hooks as this process. */
export async function serveInChild(pages: number, seed = 1): Promise<ChildSite> {
  const script = fileURLToPath(new URL('./serve-child.ts', import.meta.url));
  const hooks = fileURLToPath(new URL('../scripts/ts-hooks.mjs', import.meta.url));
  const child = fork(script, [String(pages), String(seed)], { execArgv: ['--import', hooks], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<{ url: string; prewarmSeconds: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; prewarmSeconds: number }));
    child.once('exit', (code) => reject(new Error(`bench site server exited early with code ${code}`)));
  });
  return {
    ...ready,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
