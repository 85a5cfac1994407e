import {
  MESSAGES,
  mayReversePayments,
  PAYMENT_MESSAGES,
  toPaise,
  type LoanPayment,
  type Loan,
} from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { journalEntries, loanPayments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { auditStatement } from '../audit/write-audit.ts';
import { journalStatements } from '../ledger/journal.ts';
import { collectedOnEntriesStatement } from '../collections/entry-collections.ts';
import { loanBalancesStatement } from '../loans/collection-calendar.ts';
import { lockLoan } from '../loans/loan-records.ts';
import { PAYMENT_ENTITY_TYPE, lockPayment } from './record-payment.ts';
import { paymentsRepository } from './payments.repository.ts';
import { rowInScope } from '../../db/scope.ts';
import { executeTogether } from '../../db/together.ts';

/**
 * POST /payments/:id/reverse: a completed payment is never edited; a reversing journal entry
 * takes its money back off the cash and onto the loan's receivable, the payment shows reversed
 * with who, when and why, and the loan's remaining amount, arrears and status are restored (a
 * completed loan reopens). Twice is refused: the payment's row lock orders two attempts, and a
 * unique index lets an entry be reversed once.
 */
export async function reversePayment(
  ctx: RequestContext,
  options: { id: string; reason: string },
): Promise<{ payment: LoanPayment; loan: Loan }> {
  if (!mayReversePayments(ctx.auth.roles)) {
    throw new AppError('FORBIDDEN', MESSAGES.noPermission);
  }
  const payment = await lockPayment(ctx, options.id);
  if (payment.reversed_at) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyReversed);
  if (payment.status !== 'completed') {
    throw new AppError('BUSINESS_RULE', PAYMENT_MESSAGES.notCompleted);
  }
  const loan = await lockLoan(ctx.tx, payment.loan_id);
  const [entry] = await ctx.tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.organization_id, payment.organization_id),
        eq(journalEntries.payment_id, payment.id),
        eq(journalEntries.entry_type, 'payment'),
      ),
    );
  if (!entry) throw new AppError('INTERNAL', MESSAGES.unexpected);
  const amount = toPaise(Number(payment.amount));
  const journal = journalStatements([
    {
      organizationId: payment.organization_id,
      loanId: payment.loan_id,
      entryType: 'reversal',
      paymentId: payment.id,
      reversesEntryId: entry.id,
      occurredAt: ctx.now,
      createdBy: ctx.auth.user.id,
      memo: options.reason,
      lines: [
        { account: 'loan_receivable', debitPaise: amount },
        { account: 'cash', creditPaise: amount },
      ],
    },
  ]);
  // The reversing entry, the payment marked, the loan's balance and standing restored, the day's
  // collection entry uncounted and the audit row: one round trip.
  await executeTogether(ctx.tx, [
    ...journal.statements,
    ctx.tx
      .update(loanPayments)
      .set({ reversed_at: ctx.now, reversed_by: ctx.auth.user.id, reversal_reason: options.reason })
      .where(rowInScope(loanPayments, payment.id)),
    loanBalancesStatement(
      [
        {
          organizationId: loan.organization_id,
          loanId: loan.id,
          amount: payment.amount,
          paidOn: payment.payment_date,
        },
      ],
      ctx.now,
    ),
    collectedOnEntriesStatement(
      [
        {
          organizationId: loan.organization_id,
          loanId: loan.id,
          date: payment.payment_date,
          amount: `-${payment.amount}`,
        },
      ],
      ctx.now,
    ),
    auditStatement(ctx.tx, {
      actor: ctx.actor,
      organizationId: payment.organization_id,
      action: 'reverse_payment',
      entityType: PAYMENT_ENTITY_TYPE,
      entityId: payment.id,
      oldValues: {
        status: payment.status,
        reversed_at: null,
        remaining_amount: loan.remaining_amount,
      },
      newValues: {
        reversed_at: ctx.now.toISOString(),
        loan_number: loan.loan_number,
        amount: payment.amount,
      },
      reason: options.reason,
    }),
  ]);
  const answer = await paymentsRepository(ctx.tx).findWithLoan(payment.id, loan.id, ctx.now);
  if (!answer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  return answer;
}
