import { z } from 'zod';
import { PHONE_MESSAGES, PhoneSchema } from '../validation/phone.ts';
import { SearchTextSchema } from '../validation/storable.ts';
import type { Role } from '../constants.ts';
import { permissionsOf, ROLES_WITH_PERMISSIONS } from '../permissions/matrix.ts';
import {
  GenericEmailSchema,
  OptionalSafeTextSchema,
  SafeTextSchema,
  UuidSchema,
} from '../validation/generic.ts';
import { PasswordSchema, RoleSchema, UserStatusSchema } from './auth.ts';
import { PAGE_SIZE } from '../constants.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Spec part 1 §8 success messages, plus the few the spec leaves unnamed. */
export const USER_MESSAGES = {
  invited: 'messages.users.invited',
  updated: 'messages.users.updated',
  deleted: 'messages.users.deleted',
  blocked: 'messages.users.blocked',
  unblocked: 'messages.users.unblocked',
  suspended: 'messages.users.suspended',
  activated: 'messages.users.activated',
  deactivated: 'messages.users.deactivated',
  roleUpdated: 'messages.users.role_updated',
  roleChangeSubmitted: 'messages.users.role_change_submitted',
  notFound: 'messages.users.not_found',
  emailTaken: 'messages.users.email_taken',
  invitationInvalid: 'messages.users.invitation_invalid',
  cannotChangeOwnStatus: 'messages.users.cannot_change_own_status',
  cannotChangeOwnRole: 'messages.users.cannot_change_own_role',
  cannotDeleteSelf: 'messages.users.cannot_delete_self',
  hasHistory: 'messages.users.has_history',
  roleNotAssignable: 'messages.users.role_not_assignable',
  userNotManageable: 'messages.users.user_not_manageable',
  sameRole: 'messages.users.same_role',
  nothingToUpdate: 'messages.users.nothing_to_update',
} as const satisfies Record<string, MessageKey>;

/** Spec part 1 §4: the default reasons stored with a suspension or a block. */
export const SUSPEND_REASON_DEFAULT = 'User suspended by administrator';
export const BLOCK_REASON_DEFAULT = 'User blocked by administrator';

/** Spec part 1 §9: the user list shows 50 a page. */

/**
 * Who may manage a user holding `role` (the spec is silent; decided here). platform_super_admin
 * may manage anyone. Anyone else only a role whose every permission they hold themselves, and
 * never platform_super_admin. So organization_admin manages every role but platform_super_admin,
 * and partner_admin cannot manage a manager (approvals:approve). A legacy role holds nothing, so
 * its holders stay manageable (and can be given a real role).
 */
export function canManageRole(actorRoles: readonly Role[], role: Role): boolean {
  if (actorRoles.includes('platform_super_admin')) return true;
  if (role === 'platform_super_admin') return false;
  const held = new Set(permissionsOf(actorRoles));
  return permissionsOf([role]).every((permission) => held.has(permission));
}

/**
 * Who may grant which role: one with a row in the permission matrix (a legacy role would leave
 * its holder with nothing) that the actor could manage (canManageRole).
 */
export function canAssignRole(actorRoles: readonly Role[], role: Role): boolean {
  return ROLES_WITH_PERMISSIONS.includes(role) && canManageRole(actorRoles, role);
}

/** The roles `actorRoles` may grant, in ROLES order (for the invite and role pickers). */
export function assignableRoles(actorRoles: readonly Role[]): Role[] {
  return ROLES_WITH_PERMISSIONS.filter((role) => canAssignRole(actorRoles, role));
}

/** Spec part 1 §6: a user without a role row shows as viewer in the list… */
export const LIST_FALLBACK_ROLE: Role = 'viewer';
/** …and counts as field_agent when their role is changed. */
export const ROLE_CHANGE_FALLBACK_ROLE: Role = 'field_agent';

const NameSchema = SafeTextSchema();
/**
 * Optional phone: absent stays unchanged, null or blank clears it. The one phone rule of
 * customers and collectors (PhoneSchema: E.164 valid for its country), stored normalized.
 */
const OptionalPhoneSchema = z
  .union([z.literal('').transform(() => null), PhoneSchema], { error: PHONE_MESSAGES.invalid })
  .nullish();

/** One row of the user list, and what GET /users/:id answers (spec part 1 §3). */
export const UserSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  employee_id: z.string().nullable(),
  organization_id: z.uuid().nullable(),
  organization_name: z.string().nullable(),
  organization_type: z.string().nullable(),
  status: UserStatusSchema,
  /** Primary role; 'viewer' when the user has no role row. */
  role: RoleSchema,
  /** Every role in order (first = primary); empty when there is no role row. */
  roles: z.array(RoleSchema),
  invited_by: z.uuid().nullable(),
  invited_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  blocked_at: z.string().nullable(),
  blocked_by: z.uuid().nullable(),
  blocked_reason: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /users?page=&page_size=&search=&status= (newest first). */
export const UserListQuerySchema = PaginationQuerySchema.extend({
  page_size: PaginationQuerySchema.shape.page_size.unwrap().default(PAGE_SIZE.users),
  /** Matches first name, last name, phone or employee id, case-insensitive. */
  search: SearchTextSchema(),
  status: UserStatusSchema.optional(),
  /** One organization of the user's scope (the Organization filter of tree admins' lists). */
  organization_id: UuidSchema.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** `page` is the page answered, clamped between 1 and the last page. */
export const UserListResponseSchema = ListResponseSchema(UserSchema);
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

export const UserIdParamsSchema = z.object({ id: UuidSchema });

/** POST /users/invite. */
export const InviteUserRequestSchema = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  email: GenericEmailSchema,
  phone: OptionalPhoneSchema,
  organization_id: UuidSchema,
  role: RoleSchema,
});
export type InviteUserRequest = z.infer<typeof InviteUserRequestSchema>;

/** PATCH /users/:id: only the fields sent change; null clears phone or employee id. */
export const UpdateUserRequestSchema = z
  .object({
    first_name: NameSchema.optional(),
    last_name: NameSchema.optional(),
    phone: OptionalPhoneSchema,
    employee_id: OptionalSafeTextSchema(),
    organization_id: UuidSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: USER_MESSAGES.nothingToUpdate,
  });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/**
 * POST /users/:id/status. 'blocked' stores status suspended with the block reason;
 * 'active' activates (unblocks); 'inactive' deactivates.
 */
export const USER_STATUS_CHANGES = ['active', 'suspended', 'inactive', 'blocked'] as const;
export const UserStatusChangeRequestSchema = z.object({
  status: z.enum(USER_STATUS_CHANGES),
  reason: OptionalSafeTextSchema(500),
});
export type UserStatusChangeRequest = z.infer<typeof UserStatusChangeRequestSchema>;

/** PUT /users/:id/role. */
export const UserRoleChangeRequestSchema = z.object({ role: RoleSchema });
export type UserRoleChangeRequest = z.infer<typeof UserRoleChangeRequestSchema>;

/** What invite, update, status and a direct role change answer. */
export const UserMutationResponseSchema = z.object({
  message: z.string(),
  user: UserSchema,
});
export type UserMutationResponse = z.infer<typeof UserMutationResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

/** GET /auth/invitations/:token (public). */
export const InvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const InvitationSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization_name: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** POST /auth/complete-setup (public): answers the SessionResponse and sets the cookie. */
export const CompleteSetupRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
});
export type CompleteSetupRequest = z.infer<typeof CompleteSetupRequestSchema>;

export const OUTBOX_EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** GET /outbox: e-mail waiting in (or sent from) the outbox, newest first. */
export const OutboxEmailSchema = z.object({
  id: z.uuid(),
  /** null: an e-mail to someone without an organization yet (a sign-up's verification link). */
  organization_id: z.uuid().nullable(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  status: z.enum(OUTBOX_EMAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const OutboxListQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(OUTBOX_EMAIL_STATUSES).optional(),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

export const OutboxListResponseSchema = ListResponseSchema(OutboxEmailSchema);
export type OutboxListResponse = z.infer<typeof OutboxListResponseSchema>;
