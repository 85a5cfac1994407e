import { createHash, randomBytes, randomInt } from 'node:crypto';
import { MFA_RECOVERY_CODE_COUNT } from '@lendline/core';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Lendline';

function totpOf(secretBase32: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), its otpauth URL and QR code. */
export function newAuthenticator(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, email).toString();
  return { secret, otpauthUrl, qrSvg: renderSVG(otpauthUrl, { border: 2 }) };
}

/** Whether a code looks like a TOTP (six digits) rather than a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step a six-digit code matches at `now` — the current one or its neighbours, for a
 * clock off by up to 30 seconds — or null. The caller refuses a step at or before the last one
 * accepted, so a code works once.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32).validate({
    token: code.replace(/\s/g, ''),
    timestamp,
    window: 1,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

// Recovery codes: 10 characters from an alphabet without look-alikes (50 bits), shown as
// xxxxx-xxxxx. Random enough that an unsalted SHA-256 cannot be reversed by guessing.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}

/** The token between the password and the code, and its stored hash. */
export function newMfaToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashMfaToken(token) };
}

export function hashMfaToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The code an authenticator shows at `now`: for tests and the demo's journeys. */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}
