// Bundles each entry point with @vercel/ncc into dist/, which is committed:
// a JavaScript action runs dist/ as checked out, with no npm install.
import ncc from '@vercel/ncc';
import { mkdir, rm, writeFile, chmod } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entries = [
  { src: 'src/index.ts', out: 'dist' },
  { src: 'src/cli/index.ts', out: 'dist/cli', executable: true },
];

await rm(join(root, 'dist'), { recursive: true, force: true });
for (const entry of entries) {
  const started = Date.now();
  const { code, assets } = await ncc(join(root, entry.src), {
    minify: true,
    quiet: true,
    license: 'licenses.txt',
    target: 'es2023',
    // Caching would tie the output to this machine's cache state; CI compares bytes.
    cache: false,
  });
  const outDir = join(root, entry.out);
  await mkdir(outDir, { recursive: true });
  const main = join(outDir, 'index.js');
  await writeFile(main, code);
  if (entry.executable) await chmod(main, 0o755);
  let bytes = Buffer.byteLength(code);
  for (const [name, asset] of Object.entries(assets)) {
    const file = join(outDir, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, asset.source);
    if (asset.permissions) await chmod(file, asset.permissions);
    bytes += Buffer.byteLength(asset.source);
  }
  console.log(`${entry.src} -> ${entry.out}/index.js  ${(Buffer.byteLength(code) / 1e6).toFixed(2)} MB (${(bytes / 1e6).toFixed(2)} MB with ${Object.keys(assets).length} assets) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
