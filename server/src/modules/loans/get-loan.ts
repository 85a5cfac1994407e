import {
  allocateArrears,
  buildSchedule,
  calendarDayIn,
  clampPage,
  evaluateAmountThreshold,
  fromPaise,
  toPaise,
  type LoanDetail,
  type LoanListQuery,
  type LoanListResponse,
  type LoanTermsResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { findLatestCustomerScore } from '../risk-profiles/latest-customer-score.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { findBorrower, lendingSettingsOf } from './apply-for-loan.ts';
import { collectionDays } from './collection-calendar.ts';
import { readLoan } from './loan-records.ts';
import { loansRepository } from './loans.repository.ts';

/** GET /loans: one page of a tab, its total and every tab's count. */
export async function listLoans(
  ctx: RequestContext,
  query: LoanListQuery,
): Promise<LoanListResponse> {
  const loans = loansRepository(ctx.tx);
  const counts = await loans.countByTab(query, ctx.now);
  const total = counts[query.tab];
  const page = clampPage(query.page, total, query.page_size);
  const rows = await loans.list({ ...query, page }, ctx.now);
  return { data: rows, page, page_size: query.page_size, total, counts };
}

/**
 * GET /loans/:id: the loan, its schedule (each instalment's date from the organization's
 * calendar, the net paid allocated oldest first by core allocateArrears), its payments with
 * their reversals, and its journal lines.
 */
export async function getLoanDetail(ctx: RequestContext, id: string): Promise<LoanDetail> {
  const loan = await readLoan(ctx, id);
  const [position] = await queryRows<{
    first_instalment_seq: number | null;
    last: string;
    timezone: string;
  }>(
    ctx.tx,
    sql`select l.first_instalment_seq, l.last_instalment_amount as last, o.timezone
        from loans l join organizations o on o.id = l.organization_id
        where l.organization_id = ${loan.organization_id} and l.id = ${id}`,
  );
  let schedule: LoanDetail['schedule'] = [];
  if (position?.first_instalment_seq != null) {
    const first = Number(position.first_instalment_seq);
    const dates = await collectionDays(ctx.tx, {
      organizationId: loan.organization_id,
      first,
      last: first + loan.instalment_count - 1,
    });
    const instalments = buildSchedule(
      {
        dailyRepaymentAmount: toPaise(loan.daily_repayment_amount),
        lastInstalmentAmount: toPaise(Number(position.last)),
        instalmentCount: loan.instalment_count,
      },
      dates,
    );
    const arrears = allocateArrears({
      schedule: instalments,
      paidPaise: toPaise(loan.total_repayable) - toPaise(loan.remaining_amount),
      today: calendarDayIn(position.timezone, ctx.now),
    });
    schedule = arrears.instalments.map((instalment) => ({
      number: instalment.number,
      date: instalment.date,
      amount: fromPaise(instalment.amountPaise),
      paid: fromPaise(instalment.paidPaise),
      status: instalment.status,
    }));
  }
  const payments = await paymentsRepository(ctx.tx).listForLoan(id);
  const journal = await queryRows<{
    entry_id: string;
    entry_type: string;
    occurred_at: string;
    account: string;
    debit: string;
    credit: string;
    memo: string | null;
  }>(
    ctx.tx,
    sql`select e.id as entry_id, e.entry_type, e.occurred_at, jl.account, jl.debit, jl.credit, e.memo
        from journal_entries e
        join journal_lines jl on jl.organization_id = e.organization_id and jl.entry_id = e.id
        where e.organization_id = ${loan.organization_id} and e.loan_id = ${id}
        order by e.occurred_at, e.id, jl.debit desc, jl.account`,
  );
  return {
    ...loan,
    schedule,
    payments,
    journal: journal.map((line) => ({
      entry_id: line.entry_id,
      entry_type: line.entry_type,
      occurred_at: new Date(line.occurred_at).toISOString(),
      account: line.account,
      debit: Number(line.debit),
      credit: Number(line.credit),
      memo: line.memo,
    })),
  };
}

/** GET /loans/terms?customer_id=: what the application dialog needs for its live summary. */
export async function getLoanTerms(
  ctx: RequestContext,
  customerId: string,
): Promise<LoanTermsResponse> {
  const borrower = await findBorrower(ctx.tx, customerId);
  const settings = await lendingSettingsOf(ctx.tx, borrower.organization_id);
  const today = calendarDayIn(settings.timezone, ctx.now);
  const latest = await findLatestCustomerScore(ctx.tx, {
    organizationId: borrower.organization_id,
    customerId: borrower.id,
  });
  const threshold = evaluateAmountThreshold({
    role: ctx.auth.roles[0],
    resource: 'loans',
    amount: 0,
  });
  return {
    customer_id: borrower.id,
    customer_name: borrower.name,
    customer_risk_level: borrower.risk_level,
    organization_id: borrower.organization_id,
    currency: settings.currency,
    timezone: settings.timezone,
    today,
    collection_days: settings.collection_days,
    holidays: settings.holidays.filter((holiday) => holiday >= today).sort(),
    default_daily_interest_rate: Number(settings.default_daily_interest_rate),
    default_upfront_interest: Number(settings.default_upfront_interest),
    default_max_repayment_days: settings.default_max_repayment_days,
    sanction_limit: threshold.kind === 'within_limit' ? threshold.limit : null,
    recommended_amount: latest?.recommended_amount ?? null,
    risk_score: latest?.score ?? null,
    risk_band: latest?.band ?? null,
    risk_rule_version: latest?.rule_version ?? null,
    risk_score_source: latest?.source ?? null,
    risk_profile_id: latest?.profile_id ?? null,
    risk_assessed_at: latest?.assessed_at.toISOString() ?? null,
  };
}
