import { run } from './action/main.js';
import { runIfEngineWorker } from './engine/isolated-audit.js';

// The bundle is also the engine's worker thread (see src/engine/isolated-audit.ts).
if (!runIfEngineWorker()) void run();
