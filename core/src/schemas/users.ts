import { z } from 'zod';
import { PHONE_MESSAGES, PhoneSchema } from '../validation/phone.ts';
import { SearchTextSchema } from '../validation/storable.ts';
import {
  GenericEmailSchema,
  OptionalSafeTextSchema,
  SafeTextSchema,
  UuidSchema,
} from '../validation/generic.ts';
import { PasswordSchema, RoleSchema, UserStatusSchema } from './auth.ts';
import { PAGE_SIZE } from '../constants.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import { USER_MESSAGES } from '../rules/users.ts';

export * from '../rules/users.ts';

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
