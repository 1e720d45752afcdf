import { randomBytes } from 'node:crypto';

/** Opaque random id with a type prefix (`aud_`, `site_`, `fix_`, `wh_`, `msg_`): 96 random bits. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
