import { z } from 'zod';
import type { Permission } from '../constants.ts';
import type { MessageKey } from '../i18n/catalogs.ts';
import { EMERGENCY_ACCESS_MAX_HOURS } from '../permissions/emergency-access.ts';
import { ALL_PERMISSIONS } from '../permissions/matrix.ts';
import { SafeTextSchema, UuidSchema } from '../validation/generic.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';

/** Spec part 1 §6: the reason a revocation carries when none is given. */
export const MANUAL_REVOKE_REASON = 'Manually revoked';

export const EMERGENCY_ACCESS_MESSAGES = {
  granted: 'emergency.messages.granted',
  revoked: 'emergency.messages.revoked',
  notFound: 'emergency.messages.not_found',
  userNotFound: 'emergency.messages.user_not_found',
  notHeld: 'emergency.messages.not_held',
  ownAccount: 'emergency.messages.own_account',
  notActive: 'emergency.messages.not_active',
} as const satisfies Record<string, MessageKey>;

export const EMERGENCY_GRANT_STATUSES = ['active', 'expired', 'revoked'] as const;
export type EmergencyGrantStatus = (typeof EMERGENCY_GRANT_STATUSES)[number];

const PermissionNameSchema = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]);

/** POST /emergency-access (spec part 2 §7 grant_emergency_access). */
export const GrantEmergencyAccessRequestSchema = z.strictObject({
  user_id: UuidSchema,
  permissions: z
    .array(PermissionNameSchema)
    .min(1)
    .max(100)
    .transform((permissions) => [...new Set(permissions)]),
  reason: SafeTextSchema(500),
  duration_hours: z.number().int().min(1).max(EMERGENCY_ACCESS_MAX_HOURS),
});
export type GrantEmergencyAccessRequest = z.input<typeof GrantEmergencyAccessRequestSchema>;

/** POST /emergency-access/:id/revoke (spec part 2 §7 revoke_emergency_access). */
export const RevokeEmergencyAccessRequestSchema = z.strictObject({
  reason: SafeTextSchema(500).optional(),
});
export type RevokeEmergencyAccessRequest = z.input<typeof RevokeEmergencyAccessRequestSchema>;

export const EmergencyAccessIdParamsSchema = z.object({ id: UuidSchema });

export const EmergencyAccessListQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(EMERGENCY_GRANT_STATUSES).optional(),
});
export type EmergencyAccessListQuery = z.infer<typeof EmergencyAccessListQuerySchema>;

export const EmergencyAccessGrantSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  target_user_id: z.uuid(),
  target_name: z.string(),
  target_email: z.string(),
  granted_by: z.uuid(),
  granted_by_name: z.string(),
  permissions: z.array(z.string()),
  reason: z.string(),
  duration_hours: z.number().int(),
  expires_at: z.string(),
  /** Active until it expires or is revoked (checked at read time: no job ends it). */
  status: z.enum(EMERGENCY_GRANT_STATUSES),
  revoked_at: z.string().nullable(),
  revoked_by: z.uuid().nullable(),
  revoke_reason: z.string().nullable(),
  created_at: z.string(),
  /** Requests that passed only because of this grant, and the last of them. */
  use_count: z.number().int(),
  last_used_at: z.string().nullable(),
});
export type EmergencyAccessGrant = z.infer<typeof EmergencyAccessGrantSchema>;

export const EmergencyAccessMutationResponseSchema = z.object({
  message: z.string(),
  grant: EmergencyAccessGrantSchema,
});
export type EmergencyAccessMutationResponse = z.infer<typeof EmergencyAccessMutationResponseSchema>;

export const EmergencyAccessListResponseSchema = ListResponseSchema(EmergencyAccessGrantSchema);
export type EmergencyAccessListResponse = z.infer<typeof EmergencyAccessListResponseSchema>;
