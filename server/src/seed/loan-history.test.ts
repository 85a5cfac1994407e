import {
  addDays,
  allocateArrears,
  buildSchedule,
  calculateLoan,
  daysBetween,
  disbursedLoanStatus,
  instalmentDates,
  toPaise,
  type CollectionDays,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection } from '../db/system.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO_GENERATED_HISTORY } from './demo.ts';
import { checkLoanLedger, generateLoanHistory, type LoanHistoryCounts } from './loan-history.ts';

let database: Database;
let counts: LoanHistoryCounts;
let everyDayOrg: string;
let acmeOrg: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ownerConnection(database), query);

beforeAll(async () => {
  database = await createTestDatabase();
  // A lender unlike the demo's: collects every day, has holidays, another timezone and other
  // loan defaults; its customers registered over the last 200 days.
  const [org] = await rows<{ id: string }>(sql`
    insert into organizations (name, organization_type, timezone, collection_days, holidays,
      default_daily_interest_rate, default_upfront_interest, default_max_repayment_days)
    values ('Generated Lending', 'microfinance', 'America/New_York', 'every_day',
      array[current_date - 40, current_date - 11, current_date - 10, current_date + 3,
        current_date + 30]::date[], 0.25, 15, 60)
    returning id`);
  everyDayOrg = org!.id;
  const [acme] = await rows<{ id: string }>(
    sql`select id from organizations where name = 'Acme Microfinance'`,
  );
  acmeOrg = acme!.id;
  const users = await rows<{ id: string }>(
    sql`select id from users where email in ('manager@acme.test', 'officer@acme.test', 'agent@acme.test') order by email`,
  );
  const [agent, manager, officer] = users.map((user) => user.id) as [string, string, string];
  await ownerConnection(database).execute(sql`
    insert into customers (organization_id, customer_id, first_name, last_name, phone, created_by,
      created_at)
    select ${everyDayOrg}, 'CUST' || nextval('customer_number_seq'), 'Test', 'Customer' || n,
      '+9198' || lpad(n::text, 8, '0'), ${officer}, now() - n * interval '5 days'
    from generate_series(1, 40) n`);
  counts = await generateLoanHistory(ownerConnection(database), {
    seed: 9,
    payments: 1_500,
    organizations: [
      {
        id: everyDayOrg,
        loans: 240,
        officers: [officer],
        approvers: [manager],
        collectors: [agent, officer],
      },
      { id: acmeOrg, loans: 60, officers: [officer], approvers: [manager], collectors: [agent] },
    ],
  });
});
afterAll(() => database.close());

interface LoanRow {
  id: string;
  organization_id: string;
  loan_number: string;
  status: string;
  principal_amount: string;
  upfront_interest_percent: string;
  upfront_interest_amount: string;
  disbursed_amount: string;
  daily_interest_rate: string;
  max_repayment_days: number;
  total_interest: string;
  total_repayable: string;
  daily_repayment_amount: string;
  instalment_count: number;
  last_instalment_amount: string;
  remaining_amount: string;
  first_instalment_seq: number | null;
  disbursement_date: string | null;
  due_date: string | null;
  next_due_date: string | null;
  today: string;
  collection_days: CollectionDays;
  holidays: string[];
  paid: string;
  first_day: string | null;
  due_day: string | null;
  next_day: string | null;
}

const paise = (value: string | number) => toPaise(Number(value));

async function loans(): Promise<LoanRow[]> {
  return rows<LoanRow>(sql`
    select l.id, l.organization_id, l.loan_number, l.status, l.principal_amount,
      l.upfront_interest_percent, l.upfront_interest_amount, l.disbursed_amount,
      l.daily_interest_rate, l.max_repayment_days, l.total_interest, l.total_repayable,
      l.daily_repayment_amount, l.instalment_count, l.last_instalment_amount, l.remaining_amount,
      l.first_instalment_seq, l.disbursement_date::text, l.due_date::text,
      l.next_due_date::text, (now() at time zone o.timezone)::date::text as today,
      o.collection_days, o.holidays::text[] as holidays,
      coalesce((select sum(p.amount) from loan_payments p
        where p.organization_id = l.organization_id and p.loan_id = l.id
          and p.status = 'completed' and p.reversed_at is null), 0)::text as paid,
      (select c.day::text from collection_calendar c where c.organization_id = l.organization_id
        and c.day > l.disbursement_date order by c.day limit 1) as first_day,
      (select c.day::text from collection_calendar c where c.organization_id = l.organization_id
        and c.seq = l.first_instalment_seq + l.instalment_count - 1) as due_day,
      (select c.day::text from collection_calendar c where c.organization_id = l.organization_id
        and c.seq = l.first_instalment_seq
          + floor((l.total_repayable - l.remaining_amount) / l.daily_repayment_amount)::int) as next_day
    from loans l join organizations o on o.id = l.organization_id
    where l.organization_id in (${everyDayOrg}, ${acmeOrg})
    order by l.organization_id, l.loan_number`);
}

describe('generateLoanHistory', () => {
  it('writes loans in every status in each organization, with payments and journal rows', async () => {
    expect(counts.loans).toBe(300);
    expect(counts.payments).toBeGreaterThan(1_000);
    const statuses = await rows<{ organization_id: string; statuses: string[] }>(sql`
      select organization_id, array_agg(distinct status order by status) as statuses
      from loans where organization_id in (${everyDayOrg}, ${acmeOrg}) group by organization_id`);
    for (const row of statuses) {
      expect(row.statuses).toEqual([
        'active',
        'approved',
        'completed',
        'overdue',
        'pending',
        'rejected',
      ]);
    }
    const [kinds] = await rows<{ reversed: number; failed: number; pending: number }>(sql`
      select count(*) filter (where reversed_at is not null)::int as reversed,
        count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status = 'pending')::int as pending
      from loan_payments where organization_id in (${everyDayOrg}, ${acmeOrg})`);
    expect(kinds!.reversed + kinds!.failed + kinds!.pending).toBeGreaterThan(0);
  });

  it('gives every loan the figures of core calculateLoan', async () => {
    for (const loan of await loans()) {
      const figures = calculateLoan({
        principalPaise: paise(loan.principal_amount),
        dailyInterestRate: Number(loan.daily_interest_rate),
        upfrontInterest: Number(loan.upfront_interest_percent),
        maxRepaymentDays: loan.max_repayment_days,
      });
      expect({
        loan: loan.loan_number,
        totalInterest: paise(loan.total_interest),
        upfront: paise(loan.upfront_interest_amount),
        disbursed: paise(loan.disbursed_amount),
        total: paise(loan.total_repayable),
        daily: paise(loan.daily_repayment_amount),
        count: loan.instalment_count,
        last: paise(loan.last_instalment_amount),
      }).toEqual({
        loan: loan.loan_number,
        totalInterest: figures.totalInterest,
        upfront: figures.upfrontInterestAmount,
        disbursed: figures.disbursedAmount,
        total: figures.totalRepayable,
        daily: figures.dailyRepaymentAmount,
        count: figures.instalmentCount,
        last: figures.lastInstalmentAmount,
      });
    }
  });

  it('keeps remaining_amount at total_repayable less the completed, not reversed payments', async () => {
    for (const loan of await loans()) {
      expect([loan.loan_number, paise(loan.remaining_amount)]).toEqual([
        loan.loan_number,
        paise(loan.total_repayable) - paise(loan.paid),
      ]);
      if (['pending', 'approved', 'rejected'].includes(loan.status)) {
        expect(loan.remaining_amount).toBe(loan.total_repayable);
        expect(loan.first_instalment_seq).toBeNull();
      }
      if (loan.status === 'completed') expect(paise(loan.remaining_amount)).toBe(0);
    }
  });

  it('dates instalments by the calendar and sets the status by the rule', async () => {
    let checked = 0;
    for (const loan of await loans()) {
      if (!['active', 'overdue', 'completed'].includes(loan.status)) continue;
      checked++;
      const holidays = new Set(loan.holidays);
      const dates = instalmentDates({
        disbursementDate: loan.disbursement_date!,
        count: loan.instalment_count,
        collectionDays: loan.collection_days,
        holidays,
      });
      const schedule = buildSchedule(
        {
          dailyRepaymentAmount: paise(loan.daily_repayment_amount),
          lastInstalmentAmount: paise(loan.last_instalment_amount),
          instalmentCount: loan.instalment_count,
        },
        dates,
      );
      const arrears = allocateArrears({ schedule, paidPaise: paise(loan.paid), today: loan.today });
      const status = disbursedLoanStatus({
        remainingPaise: paise(loan.remaining_amount),
        daysOverdue: arrears.daysOverdue,
        dueDate: loan.due_date!,
        today: loan.today,
      });
      const expected = {
        loan: loan.loan_number,
        firstDay: dates[0],
        dueDate: dates.at(-1),
        nextDueDate: arrears.oldestUnpaidDate,
        status,
      };
      // The calendar and the stored columns agree with core's instalment dates…
      expect({
        loan: loan.loan_number,
        firstDay: loan.first_day,
        dueDate: loan.due_date,
        nextDueDate: loan.next_due_date,
        status: loan.status,
      }).toEqual(expected);
      // …and with the numbered days the rule names.
      expect(loan.due_day).toBe(loan.due_date);
      if (paise(loan.remaining_amount) > 0) expect(loan.next_day).toBe(loan.next_due_date);
      else expect(loan.next_due_date).toBeNull();
      // The rule as the brief states it.
      const late = loan.next_due_date !== null && daysBetween(loan.next_due_date, loan.today) > 7;
      const pastDue = daysBetween(loan.due_date!, loan.today) > 0;
      expect(loan.status).toBe(
        paise(loan.remaining_amount) === 0 ? 'completed' : late || pastDue ? 'overdue' : 'active',
      );
      expect(daysBetween(loan.disbursement_date!, loan.today)).toBeGreaterThan(0);
      // 120 days of history by default; Acme also holds the demo's generated half year.
      const historyDays =
        loan.organization_id === everyDayOrg ? 120 : DEMO_GENERATED_HISTORY.months * 31;
      expect(daysBetween(loan.disbursement_date!, loan.today)).toBeLessThanOrEqual(historyDays);
      expect(addDays(loan.disbursement_date!, 0)).toBe(loan.disbursement_date);
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('numbers loans uniquely per organization, LN-year-number', async () => {
    const duplicates = await rows<{ loan_number: string }>(sql`
      select loan_number from loans group by organization_id, loan_number having count(*) > 1`);
    expect(duplicates).toEqual([]);
    const [badNumbers] = await rows<{ count: number }>(sql`
      select count(*)::int as count from loans where loan_number !~ '^LN-[0-9]{4}-[0-9]{6,}$'`);
    expect(badNumbers!.count).toBe(0);
  });

  it('keeps the timeline in order: customer, application, approval, disbursement, payments', async () => {
    const [wrong] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where l.created_at <= c.created_at)::int as before_customer,
        count(*) filter (where l.approved_at < l.created_at or l.disbursed_at < l.approved_at
          or l.rejected_at < l.created_at or l.created_at > now())::int as out_of_order,
        count(*) filter (where (l.status in ('active', 'overdue', 'completed')) <> (l.disbursed_at is not null
          and l.disbursed_by is not null and l.disbursement_method is not null
          and l.approved_by is not null))::int as disbursement_fields,
        count(*) filter (where (l.status = 'rejected') <> (l.rejected_at is not null
          and l.rejected_by is not null and l.approved_at is null))::int as rejection_fields
      from loans l join customers c on c.organization_id = l.organization_id and c.id = l.customer_id`);
    expect(wrong).toEqual({
      before_customer: 0,
      out_of_order: 0,
      disbursement_fields: 0,
      rejection_fields: 0,
    });
    const [payments] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where p.payment_date < l.disbursement_date
          or p.payment_date > (now() at time zone o.timezone)::date)::int as date_out_of_range,
        count(*) filter (where p.payment_time <= l.disbursed_at or p.payment_time > now())::int
          as time_out_of_range,
        count(*) filter (where (p.payment_time at time zone o.timezone)::date <> p.payment_date)::int
          as time_not_on_date,
        count(*) filter (where p.reversed_at < p.payment_time or p.reversed_at > now())::int
          as reversal_out_of_order,
        count(*) filter (where l.status not in ('active', 'overdue', 'completed'))::int
          as undisbursed_loan
      from loan_payments p
      join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
      join organizations o on o.id = p.organization_id`);
    expect(payments).toEqual({
      date_out_of_range: 0,
      time_out_of_range: 0,
      time_not_on_date: 0,
      reversal_out_of_order: 0,
      undisbursed_loan: 0,
    });
  });

  it('posts one balanced journal entry per disbursement, completed payment and reversal', async () => {
    expect(await checkLoanLedger(ownerConnection(database))).toEqual({
      unbalancedEntries: 0,
      loansOffLedger: 0,
      oneSidedViolations: 0,
    });
    // The disbursement's lines, exactly.
    const wrongDisbursements = await rows<{ loan_number: string }>(sql`
      select l.loan_number from loans l
      where l.status in ('active', 'overdue', 'completed')
        and (select jsonb_agg(jsonb_build_array(jl.account, jl.debit, jl.credit) order by jl.account)
          from journal_entries e join journal_lines jl
            on jl.organization_id = e.organization_id and jl.entry_id = e.id
          where e.organization_id = l.organization_id and e.loan_id = l.id
            and e.entry_type = 'disbursement' and e.occurred_at = l.disbursed_at)
        is distinct from (select jsonb_agg(jsonb_build_array(x.account, x.debit, x.credit) order by x.account)
          from (values ('loan_receivable', l.total_repayable, 0::numeric),
            ('cash', 0, l.disbursed_amount),
            ('interest_income', 0, l.upfront_interest_amount),
            ('unearned_interest', 0, l.total_repayable - l.principal_amount)) x(account, debit, credit)
          where x.debit > 0 or x.credit > 0)`);
    expect(wrongDisbursements).toEqual([]);
    const [entries] = await rows<Record<string, number>>(sql`
      select
        (select count(*) from loans l where l.status in ('pending', 'approved', 'rejected')
          and exists (select 1 from journal_entries e where e.organization_id = l.organization_id
            and e.loan_id = l.id))::int as undisbursed_with_entries,
        (select count(*) from loans l where l.status in ('active', 'overdue', 'completed')
          and (select count(*) from journal_entries e where e.organization_id = l.organization_id
            and e.loan_id = l.id and e.entry_type = 'disbursement') <> 1)::int as disbursements_not_one,
        (select count(*) from loan_payments p where
          (select count(*) from journal_entries e where e.organization_id = p.organization_id
            and e.payment_id = p.id and e.entry_type = 'payment')
          <> (case when p.status = 'completed' then 1 else 0 end))::int as payment_entries_wrong,
        (select count(*) from loan_payments p where
          (select count(*) from journal_entries e
            join journal_entries pe on pe.organization_id = e.organization_id
              and pe.id = e.reverses_entry_id and pe.payment_id = p.id
            where e.organization_id = p.organization_id and e.payment_id = p.id
              and e.entry_type = 'reversal')
          <> (case when p.reversed_at is not null then 1 else 0 end))::int as reversal_entries_wrong,
        (select count(*) from journal_entries e join loan_payments p
            on p.organization_id = e.organization_id and p.id = e.payment_id
          where exists (select 1 from journal_lines jl where jl.organization_id = e.organization_id
            and jl.entry_id = e.id and greatest(jl.debit, jl.credit) <> p.amount))::int
          as payment_lines_not_the_amount,
        (select count(*) from journal_entries e where e.entry_type = 'payment' and exists (
          select 1 from journal_lines jl where jl.organization_id = e.organization_id
            and jl.entry_id = e.id and not (
              (jl.account = 'cash' and jl.debit > 0) or (jl.account = 'loan_receivable' and jl.credit > 0)))
        )::int as payment_lines_wrong_side,
        (select count(*) from journal_entries e where e.entry_type = 'reversal' and exists (
          select 1 from journal_lines jl where jl.organization_id = e.organization_id
            and jl.entry_id = e.id and not (
              (jl.account = 'loan_receivable' and jl.debit > 0) or (jl.account = 'cash' and jl.credit > 0)))
        )::int as reversal_lines_wrong_side`);
    expect(entries).toEqual({
      undisbursed_with_entries: 0,
      disbursements_not_one: 0,
      payment_entries_wrong: 0,
      reversal_entries_wrong: 0,
      payment_lines_not_the_amount: 0,
      payment_lines_wrong_side: 0,
      reversal_lines_wrong_side: 0,
    });
  });
});

describe('generateLoanHistory in bulk', () => {
  it('writes the same kind of rows with triggers off and builds the dropped indexes again', async () => {
    const indexes = () =>
      rows<{ name: string }>(sql`
        select indexname as name from pg_indexes
        where tablename in ('loans', 'loan_payments', 'journal_entries', 'journal_lines')
        order by indexname`);
    const before = await indexes();
    const [officer] = await rows<{ id: string }>(
      sql`select id from users where email = 'officer@acme.test'`,
    );
    const bulk = await generateLoanHistory(ownerConnection(database), {
      seed: 10,
      bulk: true,
      organizations: [
        {
          id: everyDayOrg,
          loans: 80,
          officers: [officer!.id],
          approvers: [officer!.id],
          collectors: [officer!.id],
        },
      ],
    });
    expect(bulk.loans).toBe(80);
    expect(bulk.payments).toBeGreaterThan(0);
    expect(await indexes()).toEqual(before);
    expect(await checkLoanLedger(ownerConnection(database))).toEqual({
      unbalancedEntries: 0,
      loansOffLedger: 0,
      oneSidedViolations: 0,
    });
    const [orphans] = await rows<{ count: number }>(sql`
      select ((select count(*) from loan_payments p where not exists (select 1 from loans l
          where l.organization_id = p.organization_id and l.id = p.loan_id))
        + (select count(*) from journal_lines jl where not exists (select 1 from journal_entries e
          where e.organization_id = jl.organization_id and e.id = jl.entry_id)))::int as count`);
    expect(orphans!.count).toBe(0);
  });
});
