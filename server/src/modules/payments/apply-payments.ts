import { toPaise } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postJournalEntries } from '../ledger/journal.ts';
import { refreshLoanStanding } from '../loans/collection-calendar.ts';

/** A payment whose money has been received: it gets its journal entry and lowers its loan. */
export interface CompletedPayment {
  id: string;
  organization_id: string;
  loan_id: string;
  /** Rupees, 2 decimals, as stored. */
  amount: string;
  created_by: string;
}

/**
 * Books completed payments (DESIGN.md "Money movements"), however many, in four statements:
 * one journal entry each (cash debited, the loan's receivable credited), each loan's remaining
 * amount lowered by its payments together, then the loans' dates and statuses refreshed — an
 * instalment paid, a loan caught up (overdue → active) or completed. The caller holds the
 * loans' row locks and has checked every amount against what remains; the loans table's own
 * check refuses a remaining amount below 0 anyway.
 */
export async function applyCompletedPayments(
  tx: Executor,
  payments: readonly CompletedPayment[],
  now: Date,
): Promise<void> {
  if (payments.length === 0) return;
  await postJournalEntries(
    tx,
    payments.map((payment) => ({
      organizationId: payment.organization_id,
      loanId: payment.loan_id,
      entryType: 'payment' as const,
      paymentId: payment.id,
      occurredAt: now,
      createdBy: payment.created_by,
      lines: [
        { account: 'cash' as const, debitPaise: toPaise(Number(payment.amount)) },
        { account: 'loan_receivable' as const, creditPaise: toPaise(Number(payment.amount)) },
      ],
    })),
  );
  const changes = sql.join(
    payments.map(
      (payment) =>
        sql`(${payment.organization_id}::uuid, ${payment.loan_id}::uuid, ${payment.amount}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update loans l set remaining_amount = l.remaining_amount - paid.amount, updated_at = ${now}
    from (select organization_id, loan_id, sum(amount) as amount
          from (values ${changes}) as p (organization_id, loan_id, amount)
          group by organization_id, loan_id) paid
    where l.organization_id = paid.organization_id and l.id = paid.loan_id`);
  const ids = sql.join(
    [...new Set(payments.map((payment) => payment.loan_id))].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await refreshLoanStanding(tx, { where: sql`l.id in (${ids})`, now });
}
