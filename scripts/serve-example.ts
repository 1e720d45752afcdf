// Serves an example site until stopped: node --import ./scripts/ts-hooks.mjs scripts/serve-example.ts examples/site-v1 8080
import { serveExample } from '../examples/serve.js';

const [dir = 'examples/site-v1', port = '8080'] = process.argv.slice(2);
const server = await serveExample(dir, { port: Number(port) });
console.log(`serving ${dir} at ${server.url}`);
