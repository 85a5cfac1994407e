import {
  calendarDayIn,
  LOAN_MESSAGES,
  isWithinBackdateWindow,
  toPaise,
  type DisburseLoanRequest,
  type Loan,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { loans } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { postJournalEntries } from '../ledger/journal.ts';
import { lendingSettingsOf } from './apply-for-loan.ts';
import {
  extendCalendarTo,
  firstCollectionSeqAfter,
  refreshLoanStanding,
} from './collection-calendar.ts';
import { lockLoan, readLoan, recordLoanChange } from './loan-records.ts';
import { rowInScope } from '../../db/scope.ts';

/**
 * POST /loans/:id/disburse (issue 10): an approved loan becomes active on a date from today up
 * to 7 days back, its instalments numbered from the first collection day after it, and the
 * journal records the money out: receivable debited with what the customer will repay, cash
 * credited with what was handed over, the upfront interest earned, the instalments' interest
 * unearned until collected. One transaction.
 */
export async function disburseLoan(
  ctx: RequestContext,
  options: { id: string; body: DisburseLoanRequest },
): Promise<Loan> {
  const before = await lockLoan(ctx.tx, options.id);
  if (before.status !== 'approved') throw new AppError('BUSINESS_RULE', LOAN_MESSAGES.notApproved);
  const settings = await lendingSettingsOf(ctx.tx, before.organization_id);
  const today = calendarDayIn(settings.timezone, ctx.now);
  const date = options.body.disbursement_date ?? today;
  if (!isWithinBackdateWindow(date, today)) {
    const message = LOAN_MESSAGES.disbursementDate;
    throw new AppError('VALIDATION_FAILED', message, {
      details: { fieldErrors: { disbursement_date: [message] } },
    });
  }
  const firstSeq = await firstCollectionSeqAfter(ctx.tx, before.organization_id, date);
  const lastSeq = firstSeq + before.instalment_count - 1;
  await extendCalendarTo(ctx.tx, before.organization_id, lastSeq);
  const dayNumbered = (seq: number) => sql`(select day from collection_calendar
    where organization_id = ${before.organization_id} and seq = ${seq})`;
  await ctx.tx
    .update(loans)
    .set({
      status: 'active',
      disbursed_at: ctx.now,
      disbursed_by: ctx.auth.user.id,
      disbursement_date: date,
      disbursement_method: options.body.method,
      disbursement_reference: options.body.reference ?? null,
      first_instalment_seq: firstSeq,
      next_due_date: dayNumbered(firstSeq),
      due_date: dayNumbered(lastSeq),
      updated_at: ctx.now,
    })
    .where(rowInScope(loans, before.id));
  const principal = toPaise(Number(before.principal_amount));
  const upfront = toPaise(Number(before.upfront_interest_amount));
  const repayable = toPaise(Number(before.total_repayable));
  await postJournalEntries(ctx.tx, [
    {
      organizationId: before.organization_id,
      loanId: before.id,
      entryType: 'disbursement',
      occurredAt: ctx.now,
      createdBy: ctx.auth.user.id,
      memo: before.loan_number,
      lines: [
        { account: 'loan_receivable', debitPaise: repayable },
        { account: 'cash', creditPaise: toPaise(Number(before.disbursed_amount)) },
        { account: 'interest_income', creditPaise: upfront },
        { account: 'unearned_interest', creditPaise: repayable - principal },
      ],
    },
  ]);
  // A disbursement dated back may already have an instalment due.
  await refreshLoanStanding(ctx.tx, { where: sql`l.id = ${before.id}`, now: ctx.now });
  await recordLoanChange(ctx, { action: 'disburse', before, loanId: before.id });
  return readLoan(ctx, before.id);
}
