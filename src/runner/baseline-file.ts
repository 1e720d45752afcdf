import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { AuditReportSchema, type AuditReport } from '../report/schema.js';
import { ConfigError } from './targets.js';

// A baseline may be a saved result (--output / report-path), one report, or a list.
const BaselineSchema = z.union([
  z.looseObject({ reports: z.array(AuditReportSchema) }).transform((r) => r.reports),
  z.array(AuditReportSchema),
  AuditReportSchema.transform((r) => [r]),
]);

export async function readBaselineFile(path: string): Promise<AuditReport[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new ConfigError(`could not read baseline ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`baseline ${path} is not JSON; give a file written by --output or the action's report-path`);
  }
  const parsed = BaselineSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError(`baseline ${path} holds no audit reports; give a file written by --output or the action's report-path`);
  return parsed.data.filter((r) => r.status === 'done');
}
