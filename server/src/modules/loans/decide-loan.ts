import { LOAN_MESSAGES, refuseLoanApproval, type Loan } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { loans } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { translateMessage } from '../../i18n/translate.ts';
import { aboveEveryLimit, closeOpenRequest, findBorrower } from './apply-for-loan.ts';
import { lockLoan, readLoan, recordLoanChange } from './loan-records.ts';
import { rowInScope } from '../../db/scope.ts';

interface Decision {
  id: string;
  note?: string | null;
  /** Set when the decision comes through an approval request, which records itself. */
  fromRequest?: boolean;
}

/**
 * Approve a pending loan (issue 10): by a holder of loans:approve directly, or through its
 * approval request. Four eyes: nobody approves a loan they submitted above their own sanction
 * limit; a high-risk customer needs a manager or above; the amount must be within the
 * approver's limit. A direct decision closes the open request.
 */
export async function approveLoan(ctx: RequestContext, decision: Decision): Promise<Loan> {
  const before = await lockLoan(ctx.tx, decision.id);
  if (before.status !== 'pending') throw new AppError('BUSINESS_RULE', LOAN_MESSAGES.notPending);
  const borrower = await findBorrower(ctx.tx, before.customer_id);
  const refusal = refuseLoanApproval({
    roles: ctx.auth.roles,
    approverId: ctx.auth.user.id,
    submitterId: before.created_by,
    principal: Number(before.principal_amount),
    customerRiskLevel: borrower.risk_level,
  });
  if (refusal?.refusal === 'own_loan') throw new AppError('FORBIDDEN', LOAN_MESSAGES.ownLoan);
  if (refusal?.refusal === 'high_risk') {
    throw new AppError('FORBIDDEN', LOAN_MESSAGES.highRiskApprover);
  }
  if (refusal?.refusal === 'above_limit') {
    throw aboveEveryLimit(LOAN_MESSAGES.aboveEveryLimit, refusal.approvers ?? []);
  }
  await ctx.tx
    .update(loans)
    .set({
      status: 'approved',
      approved_at: ctx.now,
      approved_by: ctx.auth.user.id,
      updated_at: ctx.now,
    })
    .where(rowInScope(loans, before.id));
  if (!decision.fromRequest) {
    await closeOpenRequest(ctx, before, { status: 'approved', note: decision.note ?? null });
  }
  await recordLoanChange(ctx, {
    action: 'approve',
    before,
    loanId: before.id,
    reason: decision.note ?? null,
  });
  return readLoan(ctx, before.id);
}

/** Reject a pending loan with a reason; a direct decision closes the open request. */
export async function rejectLoan(
  ctx: RequestContext,
  decision: Decision & { reason: string | null },
): Promise<Loan> {
  const before = await lockLoan(ctx.tx, decision.id);
  if (before.status !== 'pending') throw new AppError('BUSINESS_RULE', LOAN_MESSAGES.notPending);
  await ctx.tx
    .update(loans)
    .set({
      status: 'rejected',
      rejected_at: ctx.now,
      rejected_by: ctx.auth.user.id,
      updated_at: ctx.now,
    })
    .where(rowInScope(loans, before.id));
  if (!decision.fromRequest) {
    await closeOpenRequest(ctx, before, { status: 'rejected', note: decision.reason });
  }
  await recordLoanChange(ctx, {
    action: 'reject',
    before,
    loanId: before.id,
    reason: decision.reason,
  });
  return readLoan(ctx, before.id);
}

export const decisionMessage = (ctx: RequestContext, key: 'approved' | 'rejected') =>
  translateMessage(ctx.language ?? null, { key: LOAN_MESSAGES[key] });
