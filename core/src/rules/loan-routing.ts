import type { Role } from '../constants.ts';
import { evaluateAmountThreshold } from '../permissions/thresholds.ts';

/** Roles that may approve, update or delete a high-risk loan (spec part 2 §6). */
export const HIGH_RISK_LOAN_ROLES: readonly Role[] = [
  'manager',
  'organization_admin',
  'platform_super_admin',
];

/** Who may reverse a payment (issue 10 "Reverse"): not a matrix permission, a role list. */
export const PAYMENT_REVERSAL_ROLES: readonly Role[] = [
  'manager',
  'organization_admin',
  'platform_super_admin',
];

export function mayReversePayments(roles: readonly Role[]): boolean {
  return roles.some((role) => PAYMENT_REVERSAL_ROLES.includes(role));
}

export type LoanRoute =
  /** Approved on submission, the submitter recorded as approver. */
  | { kind: 'approve' }
  /** Pending, with an approval request of this type. */
  | {
      kind: 'request';
      requestType: 'approval' | 'approve_high_value';
      reasonCode: 'above_limit' | 'second_approver' | 'high_risk';
    }
  /** Above every tier: refused, naming who may. */
  | { kind: 'refuse'; approvers: Role[] };

/**
 * Where an application goes (DESIGN.md "Loan approval"), by the submitter's first role and the
 * principal: within the submitter's sanction limit it is approved at once, unless the
 * organization wants a second approver for every loan or the customer is high risk and the
 * submitter may not approve high-risk loans (then an `approval` request); above the limit but
 * within a tier, an `approve_high_value` request; above every tier, refused. The platform owner
 * is exempt from approval requirements (spec part 2 §6).
 */
export function routeLoanApplication(options: {
  roles: readonly Role[];
  principal: number;
  secondApprover: boolean;
  customerRiskLevel: string;
}): LoanRoute {
  const { roles } = options;
  if (roles.includes('platform_super_admin')) return { kind: 'approve' };
  const outcome = evaluateAmountThreshold({
    role: roles[0],
    resource: 'loans',
    amount: options.principal,
  });
  if (outcome.kind === 'above_every_threshold') {
    return { kind: 'refuse', approvers: outcome.approvers };
  }
  if (outcome.kind === 'needs_approval') {
    return { kind: 'request', requestType: 'approve_high_value', reasonCode: 'above_limit' };
  }
  if (options.secondApprover) {
    return { kind: 'request', requestType: 'approval', reasonCode: 'second_approver' };
  }
  if (
    options.customerRiskLevel === 'high' &&
    !roles.some((role) => HIGH_RISK_LOAN_ROLES.includes(role))
  ) {
    return { kind: 'request', requestType: 'approval', reasonCode: 'high_risk' };
  }
  return { kind: 'approve' };
}

export type LoanApprovalRefusal = 'own_loan' | 'high_risk' | 'above_limit';

/**
 * Whether an approver may approve a pending loan (issue 10 "Four eyes"): nobody approves a loan
 * they submitted, except within their own sanction limit; a high-risk customer's loan needs a
 * manager, organization admin or platform owner; and the amount must be within the approver's
 * own limit.
 */
export function refuseLoanApproval(options: {
  roles: readonly Role[];
  approverId: string;
  submitterId: string;
  principal: number;
  customerRiskLevel: string;
}): { refusal: LoanApprovalRefusal; approvers?: Role[] } | null {
  const { roles } = options;
  if (roles.includes('platform_super_admin')) return null;
  const outcome = evaluateAmountThreshold({
    role: roles[0],
    resource: 'loans',
    amount: options.principal,
  });
  const withinOwnLimit = outcome.kind === 'within_limit' || outcome.kind === 'not_applicable';
  if (options.approverId === options.submitterId && !withinOwnLimit) {
    return { refusal: 'own_loan' };
  }
  if (
    options.customerRiskLevel === 'high' &&
    !roles.some((role) => HIGH_RISK_LOAN_ROLES.includes(role))
  ) {
    return { refusal: 'high_risk' };
  }
  if (outcome.kind === 'needs_approval' || outcome.kind === 'above_every_threshold') {
    return { refusal: 'above_limit', approvers: outcome.approvers };
  }
  return null;
}
