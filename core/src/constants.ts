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
export const ROLE_LABELS: Record<Role, string> = {
  platform_super_admin: 'Super Admin',
  organization_admin: 'Org Admin',
  partner_admin: 'Partner Admin',
  super_admin: 'Super Admin (legacy)',
  admin: 'Admin',
  manager: 'Manager',
  loan_officer: 'Loan Officer',
  debt_collector: 'Debt Collector',
  collector: 'Collector',
  follow_up_agent: 'Follow-up Agent',
  collection_agent: 'Collection Agent',
  field_agent: 'Field Agent',
  compliance_officer: 'Compliance Officer',
  auditor: 'Auditor',
  viewer: 'Viewer',
};

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

/** Spec part 1 §9 security limits. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COUNTS_REFETCH_MS = 60_000;
