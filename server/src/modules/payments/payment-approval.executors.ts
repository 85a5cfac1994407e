import { PAYMENT_MESSAGES, toPaise } from '@lendline/core';
import { eq } from 'drizzle-orm';
import { loanPayments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ApprovalHandlers } from '../approvals/approval-executor.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { lockLoan } from '../loans/loan-records.ts';
import { applyCompletedPayments } from './apply-payments.ts';
import { PAYMENT_ENTITY_TYPE, lockPayment, refuseAmount } from './record-payment.ts';

/**
 * A collection agent's payment above their limit (spec part 1 §9), decided by a manager:
 * approving completes it — only then is it booked, against what the loan owes now — and
 * rejecting marks it failed, with no money moved.
 */
export const paymentApprovalExecutor: ApprovalHandlers<'payment_approval'> = {
  approve: async ({ ctx, request }) => {
    const payment = await lockPayment(ctx, request.entity_id);
    if (payment.status !== 'pending') {
      throw new AppError('BUSINESS_RULE', PAYMENT_MESSAGES.notPending);
    }
    const loan = await lockLoan(ctx.tx, payment.loan_id);
    refuseAmount(loan, toPaise(Number(payment.amount)));
    await ctx.tx
      .update(loanPayments)
      .set({ status: 'completed' })
      .where(eq(loanPayments.id, payment.id));
    await applyCompletedPayments(ctx.tx, [payment], ctx.now);
    await writeAudit(ctx.tx, {
      actor: ctx.actor,
      organizationId: payment.organization_id,
      action: 'approve_payment',
      entityType: PAYMENT_ENTITY_TYPE,
      entityId: payment.id,
      oldValues: { status: 'pending' },
      newValues: { status: 'completed', amount: payment.amount },
    });
  },
  reject: async ({ ctx, request, note }) => {
    const payment = await lockPayment(ctx, request.entity_id);
    if (payment.status !== 'pending') return;
    await ctx.tx
      .update(loanPayments)
      .set({ status: 'failed' })
      .where(eq(loanPayments.id, payment.id));
    await writeAudit(ctx.tx, {
      actor: ctx.actor,
      organizationId: payment.organization_id,
      action: 'reject_payment',
      entityType: PAYMENT_ENTITY_TYPE,
      entityId: payment.id,
      oldValues: { status: 'pending' },
      newValues: { status: 'failed', amount: payment.amount },
      reason: note,
    });
  },
};
