import { z } from 'zod';
import { CalendarDateSchema } from '../validation/storable.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';

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

export const SecurityEventSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  type: z.enum(SECURITY_EVENT_TYPES),
  severity: z.enum(SECURITY_SEVERITIES),
  message: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  ip_address: z.string().nullable(),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

/** Date filters are calendar days in the reader's organization timezone, both inclusive. */
const DateRangeSchema = z.object({
  date_from: CalendarDateSchema.optional(),
  date_to: CalendarDateSchema.optional(),
});

/** GET /security-events: newest first. */
export const SecurityEventListQuerySchema = PaginationQuerySchema.extend({
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
  severity: z.enum(SECURITY_SEVERITIES).optional(),
  user_id: z.uuid().optional(),
}).extend(DateRangeSchema.shape);
export type SecurityEventListQuery = z.infer<typeof SecurityEventListQuerySchema>;
export const SecurityEventListResponseSchema = ListResponseSchema(SecurityEventSchema);
export type SecurityEventListResponse = z.infer<typeof SecurityEventListResponseSchema>;

/** A failed sign-in of an account in scope (login_attempts), newest first. */
export const FailedSignInSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid().nullable(),
  email: z.string(),
  user_id: z.uuid(),
  user_name: z.string().nullable(),
  ip_address: z.string(),
  attempted_at: z.string(),
});
export type FailedSignIn = z.infer<typeof FailedSignInSchema>;
export const FailedSignInListQuerySchema = PaginationQuerySchema.extend({
  user_id: z.uuid().optional(),
}).extend(DateRangeSchema.shape);
export type FailedSignInListQuery = z.infer<typeof FailedSignInListQuerySchema>;
export const FailedSignInListResponseSchema = ListResponseSchema(FailedSignInSchema);
export type FailedSignInListResponse = z.infer<typeof FailedSignInListResponseSchema>;

/** An active session of a user in scope (user_sessions), newest first. */
export const ActiveSessionSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid().nullable(),
  user_id: z.uuid(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;
export const ActiveSessionListQuerySchema = PaginationQuerySchema.extend({
  user_id: z.uuid().optional(),
});
export type ActiveSessionListQuery = z.infer<typeof ActiveSessionListQuerySchema>;
export const ActiveSessionListResponseSchema = ListResponseSchema(ActiveSessionSchema);
export type ActiveSessionListResponse = z.infer<typeof ActiveSessionListResponseSchema>;

export const EMERGENCY_GRANT_STATES = ['active', 'expired', 'revoked'] as const;
export type EmergencyGrantState = (typeof EMERGENCY_GRANT_STATES)[number];

/** An emergency access grant in scope, newest first, with its state at the time of reading. */
export const SecurityEmergencyGrantSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  target_user_id: z.uuid(),
  target_user_name: z.string().nullable(),
  granted_by: z.uuid(),
  granted_by_name: z.string().nullable(),
  permissions: z.array(z.string()),
  reason: z.string(),
  duration_hours: z.number().int(),
  expires_at: z.string(),
  state: z.enum(EMERGENCY_GRANT_STATES),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  created_at: z.string(),
});
export type SecurityEmergencyGrant = z.infer<typeof SecurityEmergencyGrantSchema>;
export const SecurityEmergencyGrantListQuerySchema = PaginationQuerySchema.extend({
  state: z.enum(EMERGENCY_GRANT_STATES).optional(),
  user_id: z.uuid().optional(),
});
export type SecurityEmergencyGrantListQuery = z.infer<typeof SecurityEmergencyGrantListQuerySchema>;
export const SecurityEmergencyGrantListResponseSchema = ListResponseSchema(
  SecurityEmergencyGrantSchema,
);
export type SecurityEmergencyGrantListResponse = z.infer<
  typeof SecurityEmergencyGrantListResponseSchema
>;
