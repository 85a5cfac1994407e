import { holdsPermission } from '@lendline/core';
import type { LoanStatus, Role } from '@lendline/core';

/**
 * Who may reverse a payment (the loans API contract): a manager or above. Not a permission of
 * the matrix, so it is a role list, checked the same way on the server.
 */
export const PAYMENT_REVERSAL_ROLES: readonly Role[] = [
  'manager',
  'organization_admin',
  'platform_super_admin',
];

/** What a user may do to a loan in its status: the details dialog's buttons. */
export interface LoanActions {
  approve: boolean;
  reject: boolean;
  edit: boolean;
  disburse: boolean;
  recordPayment: boolean;
  reversePayment: boolean;
}

export function loanActionsFor(roles: readonly Role[], status: LoanStatus): LoanActions {
  const pending = status === 'pending';
  const approver = holdsPermission(roles, 'loans', 'approve');
  const updater = holdsPermission(roles, 'loans', 'update');
  return {
    approve: pending && approver,
    reject: pending && approver,
    edit: pending && updater,
    disburse: status === 'approved' && updater,
    recordPayment:
      (status === 'active' || status === 'overdue') && holdsPermission(roles, 'payments', 'create'),
    reversePayment: roles.some((role) => PAYMENT_REVERSAL_ROLES.includes(role)),
  };
}
