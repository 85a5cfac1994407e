import { z } from 'zod';
import { SessionSecuritySchema } from './sessions.ts';
import { isStorableText, STORABLE_MESSAGES, StorableTextSchema } from '../validation/storable.ts';
import { ROLES, USER_STATUSES } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import type { MessageKey } from '../i18n/catalogs.ts';
import { EMAIL_MESSAGES } from '../validation/email.ts';
import { INPUT_MESSAGES } from '../validation/generic.ts';

export const EmailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(254, INPUT_MESSAGES.email)
  .email(INPUT_MESSAGES.email)
  .transform((value) => value.toLowerCase());

export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'messages.password.required',
  tooShort: 'messages.password.too_short',
  tooLong: 'messages.password.too_long',
} as const satisfies Record<string, MessageKey>;

/*
 * Every check names its own message: zod 4 gives a check without one the schema's `error`
 * ('Password is required'), which is what a 100,000-character password used to be told.
 */
export const PasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(8, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

const NameSchema = z
  .string()
  .trim()
  .min(1, INPUT_MESSAGES.empty)
  .max(255, INPUT_MESSAGES.tooLong)
  .refine(isStorableText, STORABLE_MESSAGES.text);

/** Spec part 2 §3 sign-up payload; organization_name is optional (§5 sign-in dialog). */
export const SignUpRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  first_name: NameSchema,
  last_name: NameSchema,
  organization_name: StorableTextSchema(255).optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const RoleSchema = z.enum(ROLES);
export const UserStatusSchema = z.enum(USER_STATUSES);

export const LanguageSchema = z.enum(LANGUAGES);

/** `language`: the language the user chose, null until they choose one (issue 9). */
export const SessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  language: LanguageSchema.nullable(),
});

export const ProfileSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  employee_id: z.string().nullable(),
  organization_id: z.uuid().nullable(),
  status: UserStatusSchema,
  created_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const SessionOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organization_type: z.string(),
  parent_organization_id: z.uuid().nullable(),
  timezone: z.string(),
  currency: z.string(),
  default_phone_country: z.string(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
});
export type SessionOrganization = z.infer<typeof SessionOrganizationSchema>;

/** What sign-in and GET /auth/session answer. `roles[0]` is the primary role. */
export const SessionResponseSchema = z.object({
  user: SessionUserSchema,
  /**
   * `language`: the language to show the user: their choice, else the request's Accept-Language
   * (the browser's languages) when supported, else English.
   */
  profile: ProfileSchema.extend({ language: LanguageSchema }).nullable(),
  organization: SessionOrganizationSchema.nullable(),
  roles: z.array(RoleSchema),
  permissions: z.array(z.string()),
  /** Organizations in the user's scope (own, plus descendants for roles that see them). */
  organization_ids: z.array(z.uuid()),
  /** Whether the user has confirmed an authenticator (issue 13). */
  mfa_enabled: z.boolean(),
  /**
   * Whether the user must enrol before anything else: the organization's MFA policy requires it
   * for their role and they have not. Every call but the session, enrolment and sign-out is
   * refused with 403 MFA_ENROLLMENT_REQUIRED until they do.
   */
  mfa_enrollment_required: z.boolean(),
  /** What the guarded layout warns about, and the emergency grants that widen `permissions`. */
  security: SessionSecuritySchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** GET /api/v1/navigation/counts: sidebar badges, counted in SQL within the user's scope. */
export const NavigationCountsSchema = z.object({
  /** Loans not completed (Dashboard badge, spec part 1 §7). */
  loans_open: z.number().int(),
  /** Loans overdue (Loans badge: the Loans screen's Overdue tab). */
  loans_overdue: z.number().int(),
  /** Customers in the scope (Customers badge: the customers list's total). */
  customers: z.number().int(),
  /**
   * Today's collection entries not yet completed, today in each organization's timezone (Due
   * Today badge and Status Overview; the same count as the Due Today cards' pending + overdue).
   */
  due_today: z.number().int(),
  /** Approval requests pending in the scope (Approvals badge). */
  approvals_pending: z.number().int(),
  /** Pending requests awaiting the signed-in user (a platform_super_admin also owns unrouted ones). */
  approvals_mine: z.number().int(),
  /** User profiles in the scope (User Management badge). */
  users: z.number().int(),
  /** Active collectors in the scope (Debt Management Hub badge). */
  collectors: z.number().int(),
  /** Audit rows written today in each row's organization timezone (Compliance & Audit badge). */
  audit_today: z.number().int(),
  /**
   * Customer messages that failed in the last 7 days (Notification Management badge, issue 14:
   * what needs attention).
   */
  messages_failed: z.number().int(),
  /** Active automated reports in the scope (Reports badge, issue 14). */
  reports_scheduled: z.number().int(),
});
export type NavigationCounts = z.infer<typeof NavigationCountsSchema>;
