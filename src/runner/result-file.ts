import { z } from 'zod';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { AuditReportSchema } from '../report/schema.js';
import { GateResultSchema } from '../report/gate.js';
import { ThresholdsSchema } from '../report/thresholds.js';
import type { AuditOutcome } from './audit-urls.js';

/** The JSON the action writes to `report-path` and the CLI prints with `--format json`. */
export const AuditResultSchema = z.object({
  reports: z.array(AuditReportSchema),
  gate: GateResultSchema,
  thresholds: ThresholdsSchema,
  /** URLs that produced no usable report, and why. */
  errors: z.array(z.object({ url: z.string(), message: z.string() })),
});
export type AuditResult = z.infer<typeof AuditResultSchema>;

export function splitOutcomes(outcomes: readonly AuditOutcome[]) {
  return {
    reports: outcomes.filter((o) => o.report && !o.error).map((o) => o.report!),
    errors: outcomes.filter((o) => o.error).map((o) => ({ url: o.url, message: o.error!.message })),
  };
}

export async function writeResultFile(path: string, result: AuditResult): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(result, null, 2) + '\n');
}
