// Beside, not inside, schemas/security.ts: Compliance & Audit's panels read these and would
// otherwise load zod with them.

/**
 * Spec part 2 §7 log_security_event: what the server records. The last three are written by the
 * emergency-access and MFA areas.
 */
export const SECURITY_EVENT_TYPES = [
  'failed_logins',
  'rate_limit_exceeded',
  'policy_violation',
  'suspicious_activity',
  'emergency_access_granted',
  'emergency_access_used',
  'mfa_disabled',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];

/**
 * Spec part 2 §9. Form and API limits are the defaults of RATE_LIMIT_FORM_PER_MINUTE and
 * RATE_LIMIT_API_PER_MINUTE (the server's configuration); the rest are fixed.
 */
export const SECURITY_LIMITS = {
  formPerMinute: 10,
  apiPerMinute: 100,
  /** More requests than this in a minute from one user is reported as suspicious. */
  suspiciousPerMinute: 100,
  /** check_enhanced_security_rate_limit: uses per operation type and user in the window. */
  sensitivePerWindow: 50,
  sensitiveWindowMinutes: 60,
  /** More failed sign-ins than this for an account in an hour raises a high alert. */
  failedSignInsPerHour: 3,
} as const;

/** The operations under the sensitive-operation limit (docs/decisions/0068). */
export const SENSITIVE_OPERATIONS = [
  'export',
  'bulk_payment',
  'user_invitation',
  'role_change',
] as const;
export type SensitiveOperation = (typeof SENSITIVE_OPERATIONS)[number];

/** Spec part 2 §8: the security alerts panel shows the latest 10; the full list is paged. */
export const SECURITY_ALERTS_PANEL_SIZE = 10;

export const EMERGENCY_GRANT_STATES = ['active', 'expired', 'revoked'] as const;
export type EmergencyGrantState = (typeof EMERGENCY_GRANT_STATES)[number];
