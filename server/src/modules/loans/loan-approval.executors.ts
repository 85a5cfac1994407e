import type { ApprovalHandlers } from '../approvals/approval-executor.ts';
import { approveLoan, rejectLoan } from './decide-loan.ts';

/**
 * A loan application's request (`approval`, `approve_high_value`), decided from the bell or
 * /approvals: approving approves the loan with the same checks as a direct approval (four
 * eyes, high risk, the approver's limit) — a refusal leaves the request pending — and rejecting
 * rejects it with the decider's note as the reason.
 */
function loanApprovalHandlers<
  Type extends 'approval' | 'approve_high_value',
>(): ApprovalHandlers<Type> {
  return {
    approve: async ({ ctx, request, note }) => {
      await approveLoan(ctx, { id: request.entity_id, note, fromRequest: true });
    },
    reject: async ({ ctx, request, note }) => {
      await rejectLoan(ctx, { id: request.entity_id, reason: note, fromRequest: true });
    },
  };
}

export const loanApprovalExecutor = loanApprovalHandlers<'approval'>();
export const highValueLoanExecutor = loanApprovalHandlers<'approve_high_value'>();
