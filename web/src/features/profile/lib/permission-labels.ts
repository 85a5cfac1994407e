import type { Action, MessageKey, Resource } from '@lendline/core';

/** Each resource of the permission matrix as the permissions table names it. */
export const RESOURCE_LABELS = {
  customers: 'profile.resource.customers',
  loans: 'profile.resource.loans',
  payments: 'profile.resource.payments',
  debt_collectors: 'profile.resource.debt_collectors',
  organizations: 'profile.resource.organizations',
  users: 'profile.resource.users',
  reports: 'profile.resource.reports',
  settings: 'profile.resource.settings',
  approvals: 'profile.resource.approvals',
  documents: 'profile.resource.documents',
  escalations: 'profile.resource.escalations',
  field_visits: 'profile.resource.field_visits',
  audit_logs: 'profile.resource.audit_logs',
  emergency_access: 'profile.resource.emergency_access',
} as const satisfies Record<Resource, MessageKey>;

/** Each action of the permission matrix as the permissions table names it. */
export const ACTION_LABELS = {
  create: 'profile.action.create',
  read: 'profile.action.read',
  update: 'profile.action.update',
  delete: 'profile.action.delete',
  export: 'profile.action.export',
  approve: 'profile.action.approve',
  reject: 'profile.action.reject',
  assign: 'profile.action.assign',
  delegate: 'profile.action.delegate',
  escalate: 'profile.action.escalate',
  visit: 'profile.action.visit',
  audit: 'profile.action.audit',
  cross_org_access: 'profile.action.cross_org_access',
  block: 'profile.action.block',
  unblock: 'profile.action.unblock',
  manage: 'profile.action.manage',
  emergency_override: 'profile.action.emergency_override',
} as const satisfies Record<Action, MessageKey>;
