/**
 * Serves a generated benchmark site from its own process, so the server does
 * not compete with the crawler for the event loop (the bench machine has 2 cores).
 * Usage (forked by bench scripts): serve-child.ts <pages> [seed]; sends {url} over IPC when ready.
 */
import { generateSite, serveSite } from './site.js';

const pages = Number(process.argv[2] ?? 2000);
const seed = Number(process.argv[3] ?? 1);
if (!process.send) {
  console.error('serve-child.ts must be started with child_process.fork (it reports its URL over IPC)');
  process.exit(2);
}
const started = performance.now();
const site = generateSite({ pages, seed });
const server = await serveSite(site, { prewarm: true });
process.send({ url: server.url, prewarmSeconds: (performance.now() - started) / 1000 });
// The parent going away (normally or not) ends the server.
process.on('disconnect', () => {
  void server.close().then(() => process.exit(0));
});
