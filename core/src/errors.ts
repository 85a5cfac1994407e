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
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REFUSED: 403,
  ACCOUNT_NOT_ACTIVE: 403,
  EMAIL_NOT_VERIFIED: 403,
  SIGN_UP_CLOSED: 403,
  DOCUMENT_TYPE_FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  APPROVAL_ALREADY_PENDING: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_EXTENSION_NOT_ALLOWED: 415,
  FILE_TYPE_NOT_ALLOWED: 415,
  BUSINESS_RULE: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  LOGIN_RATE_LIMITED: 429,
  INTERNAL: 500,
  GEOCODER_UNAVAILABLE: 502,
} as const satisfies Record<string, number>;

/** Every code the API answers with: a closed union, so a typo is a compile error. */
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  loginRateLimited: 'Too many failed login attempts. Please wait before trying again.',
  apiRateLimited: 'API rate limit exceeded. Please slow down.',
  formRateLimited: 'Too many form submissions. Please wait before trying again.',
  notAuthenticated: 'User not authenticated',
  accessDenied: "Access Denied - You don't have sufficient permissions to access this resource.",
  noPermission: "You don't have permission to access this resource.",
  accountSuspended: 'Your account has been suspended. Please contact your administrator.',
  accountBlocked: 'Your account has been blocked. Please contact your administrator.',
  accountDeactivated: 'Your account has been deactivated. Please contact your administrator.',
  accountPending:
    'Your account setup is not complete. Please use the link in your invitation e-mail.',
  crossOrigin: 'Cross-origin request refused',
  unexpected: 'An unexpected error occurred. Please try again.',
  profileIncomplete: 'Your user profile is incomplete. Please contact support for assistance.',
  signUpAccepted: 'Account created successfully! Please check your email to verify your account.',
  signUpClosed: 'Sign-up is closed. Please ask your organization administrator to invite you.',
  emailNotVerified: 'Please verify your email before signing in.',
  verificationInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email is verified. Please sign in to continue.',
} as const;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
