import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { AuditReport } from '../report/schema.js';
import { hashKey, type ApiKeys } from './auth.js';
import { newId } from './ids.js';

/**
 * All service state in SQLite (node:sqlite): audits, sites, fixes, webhooks,
 * idempotency records and the key -> account mapping. Synchronous on purpose:
 * each request's reads and writes happen without interleaving, so checks such
 * as "is this idempotency key taken" cannot race.
 */

export interface AuditRow {
  seq: number;
  id: string;
  account: string;
  siteId: string;
  domain: string;
  url: string;
  status: string;
  overall: number | null;
  report: AuditReport | null;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface SiteRow {
  seq: number;
  id: string;
  account: string;
  domain: string;
  createdAt: string;
  lastAuditId: string | null;
  /** Overall score of the site's latest done audit. */
  overall: number | null;
}

export interface WebhookRow {
  id: string;
  account: string;
  url: string;
  events: string[];
  threshold: number | null;
  secret: string;
  createdAt: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (name TEXT PRIMARY KEY, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS api_keys (digest TEXT PRIMARY KEY, account TEXT NOT NULL REFERENCES accounts(name), created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sites (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account TEXT NOT NULL,
  domain TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_audit_id TEXT,
  UNIQUE (account, domain)
);
CREATE TABLE IF NOT EXISTS audits (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account TEXT NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites(id),
  domain TEXT NOT NULL,
  url TEXT NOT NULL,
  status TEXT NOT NULL,
  overall REAL,
  report TEXT,
  error_code TEXT,
  error_message TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  done_seq INTEGER
);
CREATE INDEX IF NOT EXISTS audits_by_site ON audits (site_id, done_seq);
CREATE INDEX IF NOT EXISTS audits_by_status ON audits (status, seq);
CREATE TABLE IF NOT EXISTS idempotency (
  account TEXT NOT NULL,
  key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  audit_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account, key)
);
CREATE TABLE IF NOT EXISTS fixes (
  id TEXT PRIMARY KEY,
  account TEXT NOT NULL,
  site_id TEXT NOT NULL,
  audit_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  result TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS webhooks (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account TEXT NOT NULL,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  threshold REAL,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

type Row = Record<string, SQLInputValue>;

export class Store {
  private readonly db: DatabaseSync;

  constructor(path = ':memory:') {
    try {
      this.db = new DatabaseSync(path);
    } catch (err) {
      throw new Error(`cannot open the service database "${path}": ${(err as Error).message}; check the path and its directory`);
    }
    // WAL + synchronous=NORMAL: commits do not fsync each time, yet the file cannot
    // be corrupted by a crash (at worst the last commits before a power loss are lost).
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
    this.db.exec(SCHEMA);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  get isOpen(): boolean {
    return this.db.isOpen;
  }

  /** Runs `fn` in one transaction; rolls back if it throws. */
  transaction<T>(fn: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      this.db.exec('COMMIT');
      return result;
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
  }

  // --- keys and accounts -------------------------------------------------

  /**
   * Makes the stored key -> account mapping equal to `keys`. Accounts are kept
   * forever, so a rotated key (new key, same account) still sees the account's
   * sites and audits; a key no longer given stops working.
   */
  syncApiKeys(keys: ApiKeys): void {
    const now = new Date().toISOString();
    this.transaction(() => {
      this.db.exec('DELETE FROM api_keys');
      const addAccount = this.db.prepare('INSERT OR IGNORE INTO accounts (name, created_at) VALUES (?, ?)');
      const addKey = this.db.prepare('INSERT INTO api_keys (digest, account, created_at) VALUES (?, ?, ?)');
      for (const [key, account] of keys) {
        addAccount.run(account, now);
        addKey.run(hashKey(key), account, now);
      }
    });
  }

  accountForKey(key: string): string | undefined {
    const row = this.db.prepare('SELECT account FROM api_keys WHERE digest = ?').get(hashKey(key)) as Row | undefined;
    return row ? String(row.account) : undefined;
  }

  // --- sites --------------------------------------------------------------

  /** The account's site for `domain`, created if new. */
  ensureSite(account: string, domain: string): SiteRow {
    const existing = this.db.prepare('SELECT id FROM sites WHERE account = ? AND domain = ?').get(account, domain) as
      | Row
      | undefined;
    const id = existing ? String(existing.id) : newId('site');
    if (!existing) {
      this.db
        .prepare('INSERT INTO sites (id, account, domain, created_at) VALUES (?, ?, ?, ?)')
        .run(id, account, domain, new Date().toISOString());
    }
    return this.getSite(account, id)!;
  }

  getSite(account: string, id: string): SiteRow | undefined {
    const row = this.db.prepare(`${SITE_SELECT} WHERE s.account = ? AND s.id = ?`).get(account, id) as Row | undefined;
    return row ? toSite(row) : undefined;
  }

  /** Sites of an account in creation order, after the one whose seq is `afterSeq`. */
  listSites(account: string, afterSeq: number, limit: number): SiteRow[] {
    const rows = this.db
      .prepare(`${SITE_SELECT} WHERE s.account = ? AND s.seq > ? ORDER BY s.seq LIMIT ?`)
      .all(account, afterSeq, limit) as Row[];
    return rows.map(toSite);
  }

  // --- audits -------------------------------------------------------------

  createAudit(input: { account: string; siteId: string; domain: string; url: string }): AuditRow {
    const id = newId('aud');
    this.db
      .prepare(
        `INSERT INTO audits (id, account, site_id, domain, url, status, created_at) VALUES (?, ?, ?, ?, ?, 'queued', ?)`,
      )
      .run(id, input.account, input.siteId, input.domain, input.url, new Date().toISOString());
    this.db.prepare('UPDATE sites SET last_audit_id = ? WHERE id = ?').run(id, input.siteId);
    return this.getAudit(id)!;
  }

  getAudit(id: string): AuditRow | undefined {
    const row = this.db.prepare('SELECT * FROM audits WHERE id = ?').get(id) as Row | undefined;
    return row ? toAudit(row) : undefined;
  }

  /** The audit if it belongs to `account`; another account's audit looks like a missing one. */
  getAuditOf(account: string, id: string): AuditRow | undefined {
    const audit = this.getAudit(id);
    return audit?.account === account ? audit : undefined;
  }

  /** Ids of queued audits, oldest first. */
  queuedAuditIds(): string[] {
    const rows = this.db.prepare(`SELECT id FROM audits WHERE status = 'queued' ORDER BY seq`).all() as Row[];
    return rows.map((r) => String(r.id));
  }

  /** Audits left running by a previous process go back to the queue (they were interrupted). */
  requeueRunning(): number {
    const r = this.db.prepare(`UPDATE audits SET status = 'queued', started_at = NULL WHERE status = 'running'`).run();
    return Number(r.changes);
  }

  markRunning(id: string): void {
    this.db
      .prepare(`UPDATE audits SET status = 'running', started_at = ? WHERE id = ? AND status = 'queued'`)
      .run(new Date().toISOString(), id);
  }

  markDone(id: string, report: AuditReport, finishedAt: string): void {
    this.db
      .prepare(
        `UPDATE audits SET status = 'done', report = ?, overall = ?, finished_at = ?,
           done_seq = (SELECT COALESCE(MAX(done_seq), 0) + 1 FROM audits) WHERE id = ?`,
      )
      .run(JSON.stringify(report), report.overall ?? null, finishedAt, id);
  }

  markFailed(id: string, code: string, message: string): void {
    this.db
      .prepare(`UPDATE audits SET status = 'failed', error_code = ?, error_message = ?, finished_at = ? WHERE id = ?`)
      .run(code, message, new Date().toISOString(), id);
  }

  /** The site's most recently completed done audit (by completion order). */
  latestDoneAudit(siteId: string): AuditRow | undefined {
    const row = this.db
      .prepare(`SELECT * FROM audits WHERE site_id = ? AND status = 'done' ORDER BY done_seq DESC LIMIT 1`)
      .get(siteId) as Row | undefined;
    return row ? toAudit(row) : undefined;
  }

  // --- idempotency --------------------------------------------------------

  idempotencyRecord(account: string, key: string): { bodyHash: string; auditId: string } | undefined {
    const row = this.db
      .prepare('SELECT body_hash, audit_id FROM idempotency WHERE account = ? AND key = ?')
      .get(account, key) as Row | undefined;
    return row ? { bodyHash: String(row.body_hash), auditId: String(row.audit_id) } : undefined;
  }

  saveIdempotency(account: string, key: string, bodyHash: string, auditId: string): void {
    this.db
      .prepare('INSERT INTO idempotency (account, key, body_hash, audit_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(account, key, bodyHash, auditId, new Date().toISOString());
  }

  // --- fixes --------------------------------------------------------------

  saveFix(input: { id: string; account: string; siteId: string; auditId: string; result: unknown }): void {
    this.db
      .prepare('INSERT INTO fixes (id, account, site_id, audit_id, created_at, result) VALUES (?, ?, ?, ?, ?, ?)')
      .run(input.id, input.account, input.siteId, input.auditId, new Date().toISOString(), JSON.stringify(input.result));
  }

  // --- webhooks -----------------------------------------------------------

  createWebhook(input: Omit<WebhookRow, 'id' | 'createdAt'>): WebhookRow {
    const row: WebhookRow = { ...input, id: newId('wh'), createdAt: new Date().toISOString() };
    this.db
      .prepare(
        'INSERT INTO webhooks (id, account, url, events, threshold, secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(row.id, row.account, row.url, JSON.stringify(row.events), row.threshold, row.secret, row.createdAt);
    return row;
  }

  webhooksOf(account: string): WebhookRow[] {
    const rows = this.db.prepare('SELECT * FROM webhooks WHERE account = ? ORDER BY seq').all(account) as Row[];
    return rows.map((r) => ({
      id: String(r.id),
      account: String(r.account),
      url: String(r.url),
      events: JSON.parse(String(r.events)) as string[],
      threshold: r.threshold === null ? null : Number(r.threshold),
      secret: String(r.secret),
      createdAt: String(r.created_at),
    }));
  }
}

const SITE_SELECT = `
SELECT s.*, (SELECT a.overall FROM audits a WHERE a.site_id = s.id AND a.status = 'done'
             ORDER BY a.done_seq DESC LIMIT 1) AS overall
FROM sites s`;

function toSite(r: Row): SiteRow {
  return {
    seq: Number(r.seq),
    id: String(r.id),
    account: String(r.account),
    domain: String(r.domain),
    createdAt: String(r.created_at),
    lastAuditId: r.last_audit_id === null ? null : String(r.last_audit_id),
    overall: r.overall === null ? null : Number(r.overall),
  };
}

function toAudit(r: Row): AuditRow {
  const str = (v: SQLInputValue): string | null => (v === null ? null : String(v));
  return {
    seq: Number(r.seq),
    id: String(r.id),
    account: String(r.account),
    siteId: String(r.site_id),
    domain: String(r.domain),
    url: String(r.url),
    status: String(r.status),
    overall: r.overall === null ? null : Number(r.overall),
    report: r.report === null ? null : (JSON.parse(String(r.report)) as AuditReport),
    errorCode: str(r.error_code),
    errorMessage: str(r.error_message),
    createdAt: String(r.created_at),
    startedAt: str(r.started_at),
    finishedAt: str(r.finished_at),
  };
}
