#!/usr/bin/env node
import { main } from './main.js';
import { runIfEngineWorker } from '../engine/isolated-audit.js';

// The bundle is also the engine's worker thread (see src/engine/isolated-audit.ts).
if (!runIfEngineWorker()) process.exitCode = await main(process.argv.slice(2));
