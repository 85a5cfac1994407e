import { randomInt } from 'node:crypto';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';

/** Invitation links carry a 256-bit random token; only its SHA-256 is stored. */
export const createInvitationToken = createSessionToken;
export const hashInvitationToken = hashSessionToken;

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * Spec part 1 §9: an invited account starts with 8 random characters followed by '!'. Nobody
 * is told it; it only fills the credential until the user sets their own at complete-setup.
 */
export function generateTemporaryPassword(): string {
  let password = '';
  for (let index = 0; index < 8; index += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return `${password}!`;
}
