import { createHash } from 'node:crypto';
import { StartAuditRequestSchema, type StartAuditRequest } from '../../report/schema.js';
import { ApiError, invalidRequest, notFound } from '../errors.js';
import { readJson, type Reply } from '../http.js';
import type { AuditRow } from '../store.js';
import type { RequestContext, Route } from './context.js';

/** What an audit is asked to read: the site it belongs to and the URL to crawl. */
export interface AuditTarget {
  domain: string;
  url: string;
}

/**
 * Fills in the missing half of a start request (pure): domain from the URL's
 * host, or url `https://<domain>/`. The domain names the site the audit is filed
 * under; the URL may differ from it (a deploy preview of that site).
 */
export function resolveTarget(body: StartAuditRequest): AuditTarget {
  const domain = body.domain === undefined ? undefined : normaliseDomain(body.domain);
  if (body.url !== undefined) {
    const url = new URL(body.url);
    if (url.username !== '' || url.password !== '') {
      throw new ApiError(422, 'unprocessable', 'invalid "url": must not contain a user name or password');
    }
    url.hash = '';
    return { domain: domain ?? url.hostname, url: url.href };
  }
  return { domain: domain!, url: `https://${domain}/` };
}

function normaliseDomain(raw: string): string {
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  let host: string | undefined;
  try {
    host = new URL(`https://${domain}/`).hostname;
  } catch {
    host = undefined;
  }
  if (host !== domain) {
    throw invalidRequest(`invalid "domain": "${raw.slice(0, 100)}" is not a host name; send e.g. "example.com" (no scheme, port or path)`);
  }
  return domain;
}

const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,255}$/;

function idempotencyKey(ctx: RequestContext): string | undefined {
  const raw = ctx.req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!IDEMPOTENCY_KEY_RE.test(key)) {
    throw invalidRequest('invalid "Idempotency-Key" header: use 1-255 visible ASCII characters, e.g. a UUID');
  }
  return key;
}

function accepted(audit: AuditRow, retryAfterSeconds: number, extraHeaders: Record<string, string> = {}): Reply {
  return {
    status: 202,
    body: { auditId: audit.id, domain: audit.domain, status: audit.status, siteId: audit.siteId },
    headers: { 'retry-after': String(retryAfterSeconds), ...extraHeaders },
  };
}

async function startAudit(ctx: RequestContext): Promise<Reply> {
  const { store, runner, retryAfterSeconds } = ctx.deps;
  const key = idempotencyKey(ctx);
  const target = resolveTarget(await readJson(ctx.req, StartAuditRequestSchema));
  // The normalised target is hashed, so the same request spelled differently (spacing, key order) still matches.
  const bodyHash = createHash('sha256').update(JSON.stringify([target.domain, target.url])).digest('hex');

  if (key !== undefined) {
    const record = store.idempotencyRecord(ctx.account, key);
    if (record && record.bodyHash !== bodyHash) {
      throw new ApiError(409, 'idempotency_conflict', 'this Idempotency-Key was already used with a different request body; use a new key');
    }
    const earlier = record && store.getAudit(record.auditId);
    if (earlier) {
      return accepted(earlier, retryAfterSeconds, { location: `/audits/${earlier.id}`, 'idempotent-replayed': 'true' });
    }
  }

  const audit = store.transaction(() => {
    const site = store.ensureSite(ctx.account, target.domain);
    const created = store.createAudit({ account: ctx.account, siteId: site.id, ...target });
    if (key !== undefined) store.saveIdempotency(ctx.account, key, bodyHash, created.id);
    return created;
  });
  runner.enqueue(audit.id);
  return accepted(audit, retryAfterSeconds, { location: `/audits/${audit.id}` });
}

function getAudit(ctx: RequestContext): Reply {
  const audit = ctx.deps.store.getAuditOf(ctx.account, ctx.params.id);
  if (!audit) throw notFound(`audit "${ctx.params.id}"`);
  if (audit.status === 'done' && audit.report) return { status: 200, body: audit.report };
  if (audit.status === 'failed') {
    return {
      status: 200,
      body: {
        auditId: audit.id,
        domain: audit.domain,
        status: 'failed',
        siteId: audit.siteId,
        url: audit.url,
        error: { code: audit.errorCode ?? 'audit_failed', message: audit.errorMessage ?? 'the audit failed' },
      },
    };
  }
  return accepted(audit, ctx.deps.retryAfterSeconds);
}

export const auditRoutes: Route[] = [
  { method: 'POST', path: '/audits', handler: startAudit },
  { method: 'GET', path: '/audits/{id}', handler: getAudit },
];
