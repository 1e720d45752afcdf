import { FixRequestSchema, type FixTarget, type Issue } from '../../report/schema.js';
import { ApiError, notFound } from '../errors.js';
import { readJson, type Reply } from '../http.js';
import { newId } from '../ids.js';
import type { RequestContext, Route } from './context.js';

export type SkipReason = 'not_found' | 'manual_tier' | 'duplicate';

export interface FixPlan {
  applied: FixTarget[];
  skipped: Array<FixTarget & { reason: SkipReason }>;
}

/**
 * Decides which requested fixes apply to a report's issues (pure): only issues
 * present in the report, matched by key and evidence, in the `auto` tier.
 */
export function planFixes(targets: FixTarget[], issues: Issue[]): FixPlan {
  const plan: FixPlan = { applied: [], skipped: [] };
  const seen = new Set<string>();
  for (const t of targets) {
    const target = { key: t.key, evidence: t.evidence };
    const id = JSON.stringify([t.key, t.evidence]);
    const issue = issues.find((i) => i.key === t.key && i.evidence === t.evidence);
    if (seen.has(id)) plan.skipped.push({ ...target, reason: 'duplicate' });
    else if (!issue) plan.skipped.push({ ...target, reason: 'not_found' });
    else if (issue.tier !== 'auto') plan.skipped.push({ ...target, reason: 'manual_tier' });
    else plan.applied.push(target);
    seen.add(id);
  }
  return plan;
}

async function applyFixes(ctx: RequestContext): Promise<Reply> {
  const { store } = ctx.deps;
  const body = await readJson(ctx.req, FixRequestSchema);
  // Another account's site answers exactly like a missing one.
  const site = store.getSite(ctx.account, ctx.params.id);
  if (!site) throw notFound(`site "${ctx.params.id}"`);
  const audit = store.latestDoneAudit(site.id);
  if (!audit?.report) {
    throw new ApiError(409, 'no_done_audit', `site "${site.id}" has no finished audit yet; run POST /audits and wait until it is done`);
  }
  const plan = planFixes(body.issues, audit.report.issues);
  const result = { fixId: newId('fix'), siteId: site.id, auditId: audit.id, ...plan };
  store.saveFix({ id: result.fixId, account: ctx.account, siteId: site.id, auditId: audit.id, result });
  return { status: 200, body: result };
}

export const fixRoutes: Route[] = [{ method: 'POST', path: '/sites/{id}/fixes', handler: applyFixes }];
