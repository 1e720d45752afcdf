import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';

/** Parses the GITHUB_OUTPUT file format (`name<<delimiter ... delimiter`). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    out[m[1]] = value.join('\n');
  }
  return out;
}

export interface ActionRun {
  outputs: Record<string, string>;
  summary: string;
  log: string;
  exitCode: number;
  reportPath: string;
}

/**
 * Runs the action's run() in-process the way the runner sets it up: inputs as
 * INPUT_* variables, outputs and the job summary as files.
 */
export async function runAction(
  inputs: Record<string, string>,
  event?: { name: string; payload: unknown },
  extraEnv: Record<string, string> = {},
): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'seo-action-'));
  const env: Record<string, string> = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    RUNNER_TEMP: dir,
    GITHUB_EVENT_NAME: event?.name ?? 'push',
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
  };
  await writeFile(env.GITHUB_OUTPUT, '');
  await writeFile(env.GITHUB_STEP_SUMMARY, '');
  await writeFile(env.GITHUB_EVENT_PATH, JSON.stringify(event?.payload ?? {}));
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, extraEnv);

  const saved = { ...process.env };
  Object.assign(process.env, env);
  const chunks: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  process.exitCode = 0;
  try {
    const { run } = await import('../../src/action/main.js');
    await run();
  } finally {
    write.mockRestore();
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  const outputs = parseOutputFile(await readFile(env.GITHUB_OUTPUT, 'utf8'));
  return {
    outputs,
    summary: await readFile(env.GITHUB_STEP_SUMMARY, 'utf8'),
    // The runner hides masked values itself; what matters is that nothing else prints them.
    log: chunks.join('').split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n'),
    exitCode,
    reportPath: outputs['report-path'] ?? join(dir, 'seo-audit', 'report.json'),
  };
}
