import {
  calculateLoan,
  fromPaise,
  LOAN_MESSAGES,
  toPaise,
  type Loan,
  type LoanFigures,
} from '@lendline/core';
import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import { loans, organizations, type Loan as LoanRecord } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { loansRepository } from './loans.repository.ts';
import { rowInScope } from '../../db/scope.ts';

export const LOAN_ENTITY_TYPE = 'loan';

/** The application's terms as the loan math takes them. */
export interface LoanTermsInput {
  principal_amount: number;
  daily_interest_rate: number;
  upfront_interest: number;
  max_repayment_days: number;
}

/** The loan math's figures as the loans table stores them (rupees, 2 decimals). */
export function loanFigureColumns(terms: LoanTermsInput) {
  const figures: LoanFigures = calculateLoan({
    principalPaise: toPaise(terms.principal_amount),
    dailyInterestRate: terms.daily_interest_rate,
    upfrontInterest: terms.upfront_interest,
    maxRepaymentDays: terms.max_repayment_days,
  });
  const rupees = (paise: number) => fromPaise(paise).toFixed(2);
  return {
    principal_amount: rupees(toPaise(terms.principal_amount)),
    daily_interest_rate: terms.daily_interest_rate.toFixed(2),
    upfront_interest_percent: terms.upfront_interest.toFixed(1),
    max_repayment_days: terms.max_repayment_days,
    total_interest: rupees(figures.totalInterest),
    upfront_interest_amount: rupees(figures.upfrontInterestAmount),
    disbursed_amount: rupees(figures.disbursedAmount),
    total_repayable: rupees(figures.totalRepayable),
    remaining_amount: rupees(figures.totalRepayable),
    daily_repayment_amount: rupees(figures.dailyRepaymentAmount),
    instalment_count: figures.instalmentCount,
    last_instalment_amount: rupees(figures.lastInstalmentAmount),
  };
}

/** The loan row, locked for the rest of the transaction; 404 when out of scope. */
export async function lockLoan(tx: Executor, id: string): Promise<LoanRecord> {
  const [row] = await tx.select().from(loans).where(rowInScope(loans, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', LOAN_MESSAGES.notFound);
  return row;
}

/** What a payment needs of the loan it is paid into (Record Payment's checks and rows). */
const PAYABLE_LOAN_COLUMNS = {
  id: loans.id,
  organization_id: loans.organization_id,
  customer_id: loans.customer_id,
  loan_number: loans.loan_number,
  status: loans.status,
  remaining_amount: loans.remaining_amount,
  disbursement_date: loans.disbursement_date,
};
export type PayableLoan = Pick<LoanRecord, keyof typeof PAYABLE_LOAN_COLUMNS>;

/**
 * The loan a payment is paid into, locked, with its organization's timezone (one round trip);
 * 404 when out of scope. Only the columns a payment needs: the statement and its answer are
 * built and read on every payment.
 */
export async function lockLoanWithTimezone(
  tx: Executor,
  id: string,
): Promise<{ loan: PayableLoan; timezone: string }> {
  const [row] = await tx
    .select({ ...PAYABLE_LOAN_COLUMNS, timezone: organizations.timezone })
    .from(loans)
    .innerJoin(organizations, eq(organizations.id, loans.organization_id))
    .where(rowInScope(loans, id))
    .for('update', { of: loans });
  if (!row) throw new AppError('NOT_FOUND', LOAN_MESSAGES.notFound);
  const { timezone, ...loan } = row;
  return { loan, timezone };
}

/** The loan as the API answers it; 404 when out of scope. */
export async function readLoan(ctx: Pick<RequestContext, 'tx' | 'now'>, id: string): Promise<Loan> {
  const loan = await loansRepository(ctx.tx).findById(id, ctx.now);
  if (!loan) throw new AppError('NOT_FOUND', LOAN_MESSAGES.notFound);
  return loan;
}

/** What an audit row keeps of a loan. */
export function loanAuditValues(loan: LoanRecord): Record<string, unknown> {
  return {
    loan_number: loan.loan_number,
    customer_id: loan.customer_id,
    principal_amount: loan.principal_amount,
    daily_interest_rate: loan.daily_interest_rate,
    upfront_interest_percent: loan.upfront_interest_percent,
    max_repayment_days: loan.max_repayment_days,
    total_repayable: loan.total_repayable,
    remaining_amount: loan.remaining_amount,
    status: loan.status,
    purpose: loan.purpose,
    due_date: loan.due_date,
    disbursement_date: loan.disbursement_date,
    disbursement_method: loan.disbursement_method,
  };
}

/** Audits a change of a loan (read again after it) and tells the organization's screens. */
export async function recordLoanChange(
  ctx: Pick<RequestContext, 'tx' | 'actor'>,
  options: {
    action: string;
    before: LoanRecord | null;
    loanId: string;
    reason?: string | null;
    approvalRequired?: boolean;
  },
): Promise<LoanRecord> {
  const [after] = await ctx.tx.select().from(loans).where(rowInScope(loans, options.loanId));
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: after!.organization_id,
    action: options.action,
    entityType: LOAN_ENTITY_TYPE,
    entityId: after!.id,
    oldValues: options.before ? loanAuditValues(options.before) : null,
    newValues: loanAuditValues(after!),
    reason: options.reason ?? null,
    approvalRequired: options.approvalRequired,
  });
  await publishEvent(ctx.tx, { type: 'counts.changed', organization_id: after!.organization_id });
  return after!;
}

/**
 * The next loan number: 'LN-' + year + '-' + a number from one sequence (migration 0016), at
 * least six digits and never cut (LN-2026-000042, LN-2026-1000000).
 */
export const NEXT_LOAN_NUMBER = (year: string) =>
  sql`(select 'LN-' || ${year} || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
       from nextval('loan_number_seq') as n)`;
