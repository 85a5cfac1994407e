/**
 * Error codes the API answers with, and the HTTP status each maps to.
 * User-facing messages are the spec's texts (spec part 1 §8, part 2 §8).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  DOCUMENT_TYPE_REQUIRED: 400,
  DOCUMENT_TYPE_INVALID: 400,
  NO_FILES_SELECTED: 400,
  TOO_MANY_FILES: 400,
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  MFA_TOKEN_INVALID: 401,
  INVALID_MFA_CODE: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REFUSED: 403,
  ACCOUNT_NOT_ACTIVE: 403,
  EMAIL_NOT_VERIFIED: 403,
  SIGN_UP_CLOSED: 403,
  DOCUMENT_TYPE_FORBIDDEN: 403,
  MFA_ENROLLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  APPROVAL_ALREADY_PENDING: 409,
  MFA_ALREADY_ENABLED: 409,
  MFA_NOT_ENROLLING: 409,
  MFA_NOT_ENABLED: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_EXTENSION_NOT_ALLOWED: 415,
  FILE_TYPE_NOT_ALLOWED: 415,
  BUSINESS_RULE: 422,
  MFA_CODE_REJECTED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  BULK_INVALID: 422,
  RATE_LIMITED: 429,
  LOGIN_RATE_LIMITED: 429,
  INTERNAL: 500,
  GEOCODER_UNAVAILABLE: 502,
} as const satisfies Record<string, number>;
import type { MessageKey } from './i18n/catalogs.ts';

/** Every code the API answers with: a closed union, so a typo is a compile error. */
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export const MESSAGES = {
  invalidCredentials: 'messages.auth.invalid_credentials',
  loginRateLimited: 'messages.auth.login_rate_limited',
  apiRateLimited: 'messages.errors.api_rate_limited',
  formRateLimited: 'messages.errors.form_rate_limited',
  notAuthenticated: 'messages.auth.not_authenticated',
  accessDenied: 'messages.errors.access_denied',
  noPermission: 'messages.errors.no_permission',
  accountSuspended: 'messages.auth.account_suspended',
  accountBlocked: 'messages.auth.account_blocked',
  accountDeactivated: 'messages.auth.account_deactivated',
  accountPending: 'messages.auth.account_pending',
  crossOrigin: 'messages.errors.cross_origin',
  unexpected: 'messages.errors.unexpected',
  notFound: 'messages.errors.not_found',
  invalidValue: 'messages.input.invalid',
  invalidRequest: 'messages.input.invalid_request',
  tokenRequired: 'messages.auth.token_required',
  profileIncomplete: 'messages.auth.profile_incomplete',
  signUpAccepted: 'messages.auth.sign_up_accepted',
  signUpClosed: 'messages.auth.sign_up_closed',
  emailNotVerified: 'messages.auth.email_not_verified',
  verificationInvalid: 'messages.auth.verification_invalid',
  emailVerified: 'messages.auth.email_verified',
} as const satisfies Record<string, MessageKey>;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
