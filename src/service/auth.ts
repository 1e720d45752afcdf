import { createHash } from 'node:crypto';
import { ApiError } from './errors.js';

/** API key -> account name. */
export type ApiKeys = ReadonlyMap<string, string>;

export const DEFAULT_ACCOUNT = 'default';

const ACCOUNT_RE = /^[A-Za-z0-9._-]{1,64}$/;
// Keys are opaque, but a key with spaces or commas could not be sent in a Bearer header or listed in the env var.
const KEY_RE = /^[A-Za-z0-9._~+/=-]{8,256}$/;

/**
 * Parses `account:key` pairs separated by commas (a bare key belongs to account
 * `default`), the format of the SEO_AUDIT_API_KEYS environment variable.
 * Throws a one-line Error naming the bad entry, never echoing a whole key.
 */
export function parseApiKeys(spec: string): ApiKeys {
  const keys = new Map<string, string>();
  const entries = spec
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0) {
    throw new Error('API key list is empty: give comma-separated "account:key" pairs (or bare keys for account "default")');
  }
  entries.forEach((entry, i) => {
    const colon = entry.indexOf(':');
    const account = colon === -1 ? DEFAULT_ACCOUNT : entry.slice(0, colon).trim();
    const key = colon === -1 ? entry : entry.slice(colon + 1).trim();
    if (!ACCOUNT_RE.test(account)) {
      throw new Error(`API key entry ${i + 1}: account "${account}" must be 1-64 letters, digits, ".", "_" or "-"`);
    }
    if (!KEY_RE.test(key)) {
      throw new Error(
        `API key entry ${i + 1} (account "${account}"): key must be 8-256 characters of letters, digits or ._~+/=-`,
      );
    }
    const owner = keys.get(key);
    if (owner !== undefined && owner !== account) {
      throw new Error(`API key entry ${i + 1}: the same key is given to accounts "${owner}" and "${account}"`);
    }
    keys.set(key, account);
  });
  return keys;
}

/** Keys are compared and stored as SHA-256 digests, so neither the DB nor a log ever holds one. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Extracts the key of an `Authorization: Bearer <key>` header, or throws 401. */
export function bearerKey(header: string | undefined): string {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  if (!match) {
    throw unauthorized(
      header === undefined || header === ''
        ? 'missing API key: send "Authorization: Bearer <key>"'
        : 'malformed Authorization header: send "Authorization: Bearer <key>"',
    );
  }
  return match[1];
}

export function unauthorized(message: string): ApiError {
  return new ApiError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="seo-audit"' });
}
