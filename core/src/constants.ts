import type { MessageKey } from './i18n/catalogs.ts';

/** Every role named in spec part 1 §6. The first role a user holds is their primary role. */
export const ROLES = [
  'platform_super_admin',
  'organization_admin',
  'partner_admin',
  'super_admin',
  'admin',
  'manager',
  'loan_officer',
  'debt_collector',
  'collector',
  'follow_up_agent',
  'collection_agent',
  'field_agent',
  'compliance_officer',
  'auditor',
  'viewer',
] as const;
export type Role = (typeof ROLES)[number];

/** Header labels (spec part 1 §6); roles without one show their name in words. */
export const ROLE_LABELS = {
  platform_super_admin: 'messages.roles.platform_super_admin',
  organization_admin: 'messages.roles.organization_admin',
  partner_admin: 'messages.roles.partner_admin',
  super_admin: 'messages.roles.super_admin',
  admin: 'messages.roles.admin',
  manager: 'messages.roles.manager',
  loan_officer: 'messages.roles.loan_officer',
  debt_collector: 'messages.roles.debt_collector',
  collector: 'messages.roles.collector',
  follow_up_agent: 'messages.roles.follow_up_agent',
  collection_agent: 'messages.roles.collection_agent',
  field_agent: 'messages.roles.field_agent',
  compliance_officer: 'messages.roles.compliance_officer',
  auditor: 'messages.roles.auditor',
  viewer: 'messages.roles.viewer',
} as const satisfies Record<Role, MessageKey>;

export const RESOURCES = [
  'customers',
  'loans',
  'payments',
  'debt_collectors',
  'organizations',
  'users',
  'reports',
  'settings',
  'approvals',
  'documents',
  'escalations',
  'field_visits',
  'audit_logs',
  'emergency_access',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = [
  'create',
  'read',
  'update',
  'delete',
  'export',
  'approve',
  'reject',
  'assign',
  'delegate',
  'escalate',
  'visit',
  'audit',
  // Held only by platform_super_admin (spec part 1 §6), except emergency_override.
  'cross_org_access',
  'block',
  'unblock',
  'manage',
  'emergency_override',
] as const;
export type Action = (typeof ACTIONS)[number];

export type Permission = `${Resource}:${Action}`;

export const USER_STATUSES = ['pending', 'active', 'suspended', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const DEFAULT_CURRENCY = 'INR';

/**
 * Failed sign-ins allowed in a minute. Per account, the spec's "login 5 per user" (part 1 §9).
 * Per address, a credential-stuffing guard set well above it, so one person's typos do not lock
 * out an office whose staff share one public address (docs/decisions/0039).
 */
export const SIGN_IN_LIMITS = {
  failuresPerAccount: 5,
  failuresPerAddress: 50,
  windowMs: 60_000,
} as const;
/**
 * Submissions allowed in a minute of the public forms that take no password check (sign-up,
 * invitation setup, e-mail verification): per target — the e-mail, or the link — and per
 * address, like sign-in (docs/decisions/0039). Every submission counts: each one can send an
 * e-mail or costs a password hash.
 */
export const PUBLIC_FORM_LIMITS = {
  perTarget: 5,
  perAddress: 50,
  windowMs: 60_000,
} as const;

/** Whether anyone may create an account from the sign-up form (the server's SIGN_UP setting). */
export const SIGN_UP_MODES = ['open', 'closed'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COUNTS_REFETCH_MS = 60_000;

/**
 * What the /api/v1/events stream may announce (schemas/events.ts). Kept here, apart from its
 * zod schema: the signed-in layout listens for these names, and importing them from the
 * schema's module put zod into every signed-in screen's first load (about 25 kB gzip).
 */
export const REALTIME_EVENT_TYPES = [
  'approvals.changed',
  'counts.changed',
  // A staff notification for the users the notice names (issue 14).
  'notifications.changed',
  // A demo data generation's progress, for the platform owner (issue 14, decision 0087).
  'demo_data.progress',
] as const;

/**
 * Page sizes, one source for server and web (DESIGN.md "API conventions", spec part 1 §9 and
 * part 2 §2): 25 by default, never more than 100; the lists whose spec fixes another default
 * name it here. Kept here, apart from the zod schemas: a screen that only needs a page size
 * must not load zod with it.
 */
export const PAGE_SIZE = {
  default: 25,
  max: 100,
  /** The sizes a list's API accepts where it restricts them (spec part 2 §9). */
  options: [10, 25, 50, 100],
  /** The rows-per-page choices under the shared data table (spec part 2 §9: minimum 25). */
  tableOptions: [25, 50, 100],
  /** Spec part 2 §9: the collection screens show 10 a page, with `options` to choose from. */
  collections: 10,
  /** User Management shows 50 a page (spec part 1 §5). */
  users: 50,
  /** The audit browser shows 50 a page. */
  auditLogs: 50,
} as const;

/**
 * Spec part 1 §6: a session older than this is warned about (here, not in schemas/sessions.ts,
 * so that the signed-in layout's warning does not bring zod).
 */
export const SESSION_AGE_WARNING_HOURS = 24;

/**
 * The cookie in which the browser keeps the layout it drew (phone or laptop, how many of a
 * table's columns fit, the sidebar collapsed), so the server draws a first page the same way
 * (web/src/lib/server-drawing.ts, server/src/plugins/server-render.ts).
 */
export const LAYOUT_COOKIE = 'lendline_layout';
