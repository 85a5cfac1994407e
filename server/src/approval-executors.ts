import type { ApprovalExecutors } from './modules/approvals/approval-executor.ts';
import {
  collectorBlockExecutor,
  collectorUnblockExecutor,
} from './modules/collectors/collector-block.executors.ts';
import {
  organizationBlockExecutor,
  organizationUnblockExecutor,
} from './modules/organizations/organization-block.executors.ts';
import {
  highValueLoanExecutor,
  loanApprovalExecutor,
} from './modules/loans/loan-approval.executors.ts';
import { paymentApprovalExecutor } from './modules/payments/payment-approval.executors.ts';
import { roleChangeExecutor } from './modules/users/role-change.executor.ts';

/**
 * What approving each kind of request does (docs/decisions/0032). Composed here, at the app
 * tier, so the approvals module never imports the areas whose actions it carries out; adding a
 * kind to core's APPROVAL_KINDS without an executor here does not compile.
 */
export const APPROVAL_EXECUTORS = {
  collector_block: collectorBlockExecutor,
  collector_unblock: collectorUnblockExecutor,
  organization_block: organizationBlockExecutor,
  organization_unblock: organizationUnblockExecutor,
  role_change: roleChangeExecutor,
  approve_high_value: highValueLoanExecutor,
  approval: loanApprovalExecutor,
  payment_approval: paymentApprovalExecutor,
} satisfies ApprovalExecutors;
