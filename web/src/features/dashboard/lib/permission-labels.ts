import type { Action, MessageKey, Resource } from '@lendline/core';

/** Each resource of the permission matrix as the permissions table names it. */
export const RESOURCE_LABELS = {
  customers: 'dashboard.resource.customers',
  loans: 'dashboard.resource.loans',
  payments: 'dashboard.resource.payments',
  debt_collectors: 'dashboard.resource.debt_collectors',
  organizations: 'dashboard.resource.organizations',
  users: 'dashboard.resource.users',
  reports: 'dashboard.resource.reports',
  settings: 'dashboard.resource.settings',
  approvals: 'dashboard.resource.approvals',
  documents: 'dashboard.resource.documents',
  escalations: 'dashboard.resource.escalations',
  field_visits: 'dashboard.resource.field_visits',
  audit_logs: 'dashboard.resource.audit_logs',
  emergency_access: 'dashboard.resource.emergency_access',
} as const satisfies Record<Resource, MessageKey>;

/** Each action of the permission matrix as the permissions table names it. */
export const ACTION_LABELS = {
  create: 'dashboard.action.create',
  read: 'dashboard.action.read',
  update: 'dashboard.action.update',
  delete: 'dashboard.action.delete',
  export: 'dashboard.action.export',
  approve: 'dashboard.action.approve',
  reject: 'dashboard.action.reject',
  assign: 'dashboard.action.assign',
  delegate: 'dashboard.action.delegate',
  escalate: 'dashboard.action.escalate',
  visit: 'dashboard.action.visit',
  audit: 'dashboard.action.audit',
  cross_org_access: 'dashboard.action.cross_org_access',
  block: 'dashboard.action.block',
  unblock: 'dashboard.action.unblock',
  manage: 'dashboard.action.manage',
  emergency_override: 'dashboard.action.emergency_override',
} as const satisfies Record<Action, MessageKey>;
