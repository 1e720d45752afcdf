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
