import { CUSTOMER_RISK_PROFILE_ROLES, CUSTOMER_RISK_ROLES } from '@lendline/core';
import type { PermissionGuard } from '../../../plugins/auth.ts';

/**
 * The detail dialog's Risk Profile tab (CUSTOMER_RISK_PROFILE_ROLES: loan_officer, manager,
 * organization_admin, platform owner). No permission of the matrix names exactly these roles
 * (partner_admin holds every permission a loan officer holds), so the guard names them
 * (docs/decisions/0063).
 */
const RISK_PROFILE_ROLES = CUSTOMER_RISK_PROFILE_ROLES;

/** Reading a customer's profiles. */
export const READ_RISK_PROFILES: PermissionGuard = {
  resource: 'customers',
  action: 'read',
  roles: RISK_PROFILE_ROLES,
};

/** Submitting and recalculating: what is known of the customer changes. */
export const ASSESS_RISK: PermissionGuard = {
  resource: 'customers',
  action: 'update',
  roles: RISK_PROFILE_ROLES,
};

/**
 * The Risk Override (manager, organization_admin; the platform owner): the customer form's
 * Risk Assessment roles (CUSTOMER_RISK_ROLES), who may set a customer's risk level.
 */
export const OVERRIDE_RISK: PermissionGuard = {
  resource: 'customers',
  action: 'update',
  roles: CUSTOMER_RISK_ROLES,
};
