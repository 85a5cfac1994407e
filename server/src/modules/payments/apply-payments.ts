import { toPaise } from '@lendline/core';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { executeTogether } from '../../db/together.ts';
import { journalStatements } from '../ledger/journal.ts';
import { collectedOnEntriesStatement } from '../collections/entry-collections.ts';
import { loanBalancesStatement } from '../loans/collection-calendar.ts';

/** A payment whose money has been received: it gets its journal entry and lowers its loan. */
export interface CompletedPayment {
  id: string;
  organization_id: string;
  loan_id: string;
  /** Rupees, 2 decimals, as stored. */
  amount: string;
  /** 'YYYY-MM-DD': the day whose collection entry the payment counts toward. */
  payment_date: string;
  created_by: string;
}

/**
 * Books completed payments (DESIGN.md "Money movements"), however many, in one statement:
 * one journal entry each (cash debited, the loan's receivable credited), then each loan's
 * remaining amount lowered by its payments together, with its date and status — an instalment
 * paid, a loan caught up (overdue → active) or completed — and the day's collection entry of
 * each loan, when it has one, counts them (issue 11). The caller holds the
 * loans' row locks and has checked every amount against what remains; the loans table's own
 * check refuses a remaining amount below 0 anyway.
 */
export async function applyCompletedPayments(
  tx: Executor,
  payments: readonly CompletedPayment[],
  now: Date,
): Promise<void> {
  await executeTogether(tx, completedPaymentStatements(payments, now));
}

/** The statements applyCompletedPayments runs, to send with others in one round trip. */
export function completedPaymentStatements(
  payments: readonly CompletedPayment[],
  now: Date,
): SQL[] {
  if (payments.length === 0) return [];
  const journal = journalStatements(
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
  const balances = loanBalancesStatement(
    payments.map((payment) => ({
      organizationId: payment.organization_id,
      loanId: payment.loan_id,
      amount: `-${payment.amount}`,
      effectiveDate: payment.payment_date,
    })),
    now,
  );
  const entries = collectedOnEntriesStatement(
    payments.map((payment) => ({
      organizationId: payment.organization_id,
      loanId: payment.loan_id,
      date: payment.payment_date,
      amount: payment.amount,
    })),
    now,
  );
  return [...journal.statements, balances, entries];
}
