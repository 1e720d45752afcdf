import { invalidRequest } from '../errors.js';
import type { Reply } from '../http.js';
import type { SiteRow } from '../store.js';
import type { RequestContext, Route } from './context.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Cursors are opaque to clients; inside they hold the last listed site's position. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`s:${seq}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^s:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalidRequest('invalid "cursor": pass back the nextCursor of a previous page unchanged');
  return Number(match[1]);
}

export function parseLimit(raw: string | null): number {
  if (raw === null) return DEFAULT_PAGE_SIZE;
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_PAGE_SIZE)) {
    throw invalidRequest(`invalid "limit": must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  return n;
}

export function siteBody(site: SiteRow): Record<string, unknown> {
  return {
    id: site.id,
    domain: site.domain,
    createdAt: site.createdAt,
    lastAuditId: site.lastAuditId,
    overall: site.overall,
  };
}

function listSites(ctx: RequestContext): Reply {
  const limit = parseLimit(ctx.url.searchParams.get('limit'));
  const cursor = ctx.url.searchParams.get('cursor');
  const after = cursor === null || cursor === '' ? 0 : decodeCursor(cursor);
  // One row more than asked tells whether another page exists.
  const rows = ctx.deps.store.listSites(ctx.account, after, limit + 1);
  const page = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? encodeCursor(page[page.length - 1].seq) : null;
  return { status: 200, body: { sites: page.map(siteBody), nextCursor } };
}

export const siteRoutes: Route[] = [{ method: 'GET', path: '/sites', handler: listSites }];
