import { runIfEngineWorker } from './engine/isolated-audit.js';

// The bundle is also the engine's worker thread (see src/engine/isolated-audit.ts).
// The action is imported only when this is not that worker, so the worker does
// not evaluate the action's code (GitHub client, service client) to start.
if (!runIfEngineWorker()) {
  const { run } = await import('./action/main.js');
  await run();
}
