#!/usr/bin/env node
import { runIfEngineWorker } from '../engine/isolated-audit.js';

// The bundle is also the engine's worker thread (see src/engine/isolated-audit.ts).
// The CLI itself is imported only when this is not that worker: a worker that
// evaluated all of it (the service client, GitHub, the receiver) took longer to start.
if (!runIfEngineWorker()) {
  const { main } = await import('./main.js');
  process.exitCode = await main(process.argv.slice(2));
}
