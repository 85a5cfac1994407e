import { z } from 'zod';
import { CalendarDateSchema } from '../validation/storable.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import {
  EMERGENCY_GRANT_STATES,
  SECURITY_EVENT_TYPES,
  SECURITY_SEVERITIES,
} from '../rules/security.ts';

export * from '../rules/security.ts';

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
