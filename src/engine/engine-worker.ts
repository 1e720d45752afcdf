// Worker entry when running from the TypeScript sources (tests, benches); a
// bundle re-enters its own entry point instead (see isolated-audit.ts).
import { serveEngineWorker } from './isolated-audit.js';

await serveEngineWorker();
