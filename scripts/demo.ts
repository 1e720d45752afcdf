// `npm run demo`: the main job on the embedded default, with no account and no
// network beyond loopback. Serves the example site before (v1) and after (v2) a
// change that brings regressions, and audits both with the bundled CLI, the way
// a CI job would: v1 passes the gate, v2 fails it and the diff names the causes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveExample } from '../examples/serve.js';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli', 'index.js');
const thresholds = ['--threshold', 'overall=90, seo=90, accessibility=90'];

function seoAudit(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'audit', ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (!existsSync(cli)) {
  console.error('dist/cli/index.js is missing: run "npm run bundle" first.');
  process.exit(2);
}

const v1 = await serveExample(join(root, 'examples', 'site-v1'));
const v2 = await serveExample(join(root, 'examples', 'site-v2'));
const out = await mkdtemp(join(tmpdir(), 'seo-audit-demo-'));
try {
  console.log(`\n== v1: ${v1.url} (the site before the change)\n`);
  const before = await seoAudit([v1.url, ...thresholds, '--output', join(out, 'v1.json')]);
  console.log(`\nexit code ${before}\n\n== v2: ${v2.url} (after the change), compared with v1\n`);
  // Gate v2 on what it changed, as a pull request check would: new high-severity issues fail it.
  const after = await seoAudit([v2.url, ...thresholds, '--baseline', join(out, 'v1.json'), '--fail-on-new', 'high', '--output', join(out, 'v2.json')]);
  console.log(`\nexit code ${after}`);
  const asExpected = before === 0 && after === 1;
  console.log(
    asExpected
      ? '\nAs expected: v1 passes the gate and v2 fails it, so a CI check would block the change.'
      : '\nUnexpected: v1 should pass (exit 0) and v2 should fail (exit 1).',
  );
  console.log(`JSON results: ${out}/v1.json, ${out}/v2.json`);
  process.exitCode = asExpected ? 0 : 1;
} finally {
  await v1.close();
  await v2.close();
}
