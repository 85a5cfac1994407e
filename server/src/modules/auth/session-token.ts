import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'lendline_session';

/** A fresh 256-bit session token for the cookie; only its hash is stored. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
