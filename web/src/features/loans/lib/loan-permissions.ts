import { holdsPermission, mayReversePayments } from '@lendline/core';
import type { LoanStatus, Role } from '@lendline/core';

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
    reversePayment: mayReversePayments(roles),
  };
}
