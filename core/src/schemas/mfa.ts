import { z } from 'zod';
import type { Role } from '../constants.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/**
 * Multi-factor authentication (issue 13): TOTP (RFC 6238) with 10 single-use recovery codes.
 * `organizations.mfa_policy` says who must enrol (docs/decisions/0066).
 */
export const MFA_POLICIES = ['optional', 'admins', 'everyone'] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];
export const MfaPolicySchema = z.enum(MFA_POLICIES);

/** How many recovery codes confirmation hands out. */
export const MFA_RECOVERY_CODE_COUNT = 10;
/** How long the token between the password and the code lives. */
export const MFA_TOKEN_TTL_MS = 5 * 60_000;

/** The roles `admins` names. */
const ADMIN_ROLES: readonly Role[] = ['platform_super_admin', 'organization_admin'];

/**
 * Whether a user with these roles, in an organization with this policy, must use MFA. The
 * platform owner must whatever the policy, save where its organization's policy was explicitly
 * set to `optional` (the demo's, so every demo account signs in with its password alone:
 * docs/decisions/0066); without an organization it must too.
 */
export function mfaRequiredFor(roles: readonly Role[], policy: MfaPolicy | null): boolean {
  if (roles.includes('platform_super_admin') && policy !== 'optional') return true;
  if (policy === 'everyone') return roles.length > 0;
  if (policy === 'admins') return roles.some((role) => ADMIN_ROLES.includes(role));
  return false;
}

/** A six-digit TOTP, or a recovery code (letters and digits, dashes and spaces ignored). */
export const MfaCodeSchema = z.string().trim().min(6).max(32);

/** POST /auth/mfa/enroll: a new secret waiting for its confirmation. */
export const MfaEnrollResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG document made on the server. */
  qr_svg: z.string(),
});
export type MfaEnrollResponse = z.infer<typeof MfaEnrollResponseSchema>;

/** POST /auth/mfa/confirm and /auth/mfa/disable. */
export const MfaCodeRequestSchema = z.object({ code: MfaCodeSchema });
export type MfaCodeRequest = z.infer<typeof MfaCodeRequestSchema>;

/** What confirmation answers: the recovery codes, shown this once. */
export const MfaConfirmResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type MfaConfirmResponse = z.infer<typeof MfaConfirmResponseSchema>;

export const MfaDisableResponseSchema = z.object({ mfa_enabled: z.literal(false) });
export type MfaDisableResponse = z.infer<typeof MfaDisableResponseSchema>;

/** What sign-in answers instead of a session when the account has MFA. */
export const MfaChallengeResponseSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
});
export type MfaChallengeResponse = z.infer<typeof MfaChallengeResponseSchema>;

/** POST /auth/mfa/verify: the sign-in's second step. */
export const MfaVerifyRequestSchema = z.object({
  mfa_token: z.string().min(1).max(200),
  code: MfaCodeSchema,
});
export type MfaVerifyRequest = z.infer<typeof MfaVerifyRequestSchema>;

export const MFA_MESSAGES = {
  enrollmentRequired: 'mfa.errors.enrollment_required',
  invalidCode: 'mfa.errors.invalid_code',
  tokenInvalid: 'mfa.errors.token_invalid',
  alreadyEnabled: 'mfa.errors.already_enabled',
  notEnrolling: 'mfa.errors.not_enrolling',
  notEnabled: 'mfa.errors.not_enabled',
} as const satisfies Record<string, MessageKey>;
