/** Where the CLI writes: injectable so tests run commands in-process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  /** stderr is a terminal: draw a progress bar instead of progress lines. */
  isTty: boolean;
  /** Set by the command that runs until interrupted (the service). */
  signal?: AbortSignal;
}

export const processIo: CliIo = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  env: process.env,
  isTty: Boolean(process.stderr.isTTY),
};

/** Resolves when a long-running command should stop: Ctrl-C, SIGTERM, or the io's signal. */
export function untilStopped(io: CliIo): Promise<void> {
  return new Promise((resolve) => {
    io.signal?.addEventListener('abort', () => resolve(), { once: true });
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
