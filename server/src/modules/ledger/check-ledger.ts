import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { VINTAGE_LATE_DAYS } from '../analytics/mark-first-late.ts';
import {
  collectorPaymentsFromPayments,
  expectedEventsFromLoans,
  expectedStartsFromLoans,
} from '../collections/expected/expected-tallies.ts';
import { nextInstalmentSeq } from '../loans/collection-calendar.ts';

export interface LedgerProblem {
  /** What drifted, in words. */
  check: string;
  count: number;
  /** Up to five ids, to start looking from. */
  examples: string[];
}

/**
 * The check the tallies of the /payments cards rest on (migration 0056): every open loan's
 * next_due_date is the day of its oldest unpaid instalment. Named, for the tests that move a
 * loan's date by hand on purpose and keep the other checks.
 */
export const MISDATED_OPEN_LOANS =
  'open loans whose oldest unpaid date is not the day of their oldest unpaid instalment';

/**
 * The integrity checks of issue 10, each a query that finds what must not exist. They read
 * what the executor's scope lets them: one organization's books through the API, every
 * organization's as the owner (runSystem).
 */
const CHECKS: { check: string; query: SQL }[] = [
  {
    check: 'journal entries whose debits and credits differ, or with fewer than two lines',
    query: sql`select e.id::text as id from journal_entries e
      left join journal_lines jl on jl.organization_id = e.organization_id and jl.entry_id = e.id
      group by e.id
      having count(jl.id) < 2 or coalesce(sum(jl.debit), 0) <> coalesce(sum(jl.credit), 0)`,
  },
  {
    check:
      'disbursed loans whose receivable balance in the journal differs from their remaining amount',
    query: sql`select l.id::text as id from loans l
      left join (
        select e.loan_id, sum(jl.debit - jl.credit) as balance
        from journal_entries e
        join journal_lines jl on jl.organization_id = e.organization_id and jl.entry_id = e.id
        where jl.account = 'loan_receivable'
        group by e.loan_id
      ) b on b.loan_id = l.id
      where l.disbursed_at is not null and coalesce(b.balance, 0) <> l.remaining_amount`,
  },
  {
    check: 'loans not yet disbursed that have journal entries',
    query: sql`select distinct l.id::text as id from loans l
      join journal_entries e on e.organization_id = l.organization_id and e.loan_id = l.id
      where l.disbursed_at is null`,
  },
  {
    check: 'completed payments without their journal entry',
    query: sql`select p.id::text as id from loan_payments p
      where p.status = 'completed' and not exists (select 1 from journal_entries e
        where e.organization_id = p.organization_id and e.payment_id = p.id
          and e.entry_type = 'payment')`,
  },
  {
    check: 'payments not completed that have a journal entry',
    query: sql`select p.id::text as id from loan_payments p
      where p.status <> 'completed' and exists (select 1 from journal_entries e
        where e.organization_id = p.organization_id and e.payment_id = p.id)`,
  },
  {
    check: 'reversed payments without their reversing entry',
    query: sql`select p.id::text as id from loan_payments p
      where p.reversed_at is not null and not exists (select 1 from journal_entries e
        where e.organization_id = p.organization_id and e.payment_id = p.id
          and e.entry_type = 'reversal')`,
  },
  {
    check: 'reversing entries of payments not marked reversed',
    query: sql`select p.id::text as id from loan_payments p
      where p.reversed_at is null and exists (select 1 from journal_entries e
        where e.organization_id = p.organization_id and e.payment_id = p.id
          and e.entry_type = 'reversal')`,
  },
  {
    check: 'completed loans with money remaining, or loans in collection with none',
    query: sql`select l.id::text as id from loans l
      where (l.status = 'completed' and l.remaining_amount <> 0)
        or (l.status in ('active', 'overdue') and l.remaining_amount = 0)`,
  },
  {
    check: 'loan counts (the tab counts) that differ from the loans they count',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.status, r.status) as id
      from (select organization_id, status, sum(loans) as n from loan_counts group by 1, 2) t
      full join (select organization_id, status, count(*) as n from loans group by 1, 2) r
        on r.organization_id = t.organization_id and r.status = t.status
      where coalesce(t.n, 0) <> coalesce(r.n, 0)`,
  },
  {
    check: "open loan balances (today's portfolio) that differ from the loans they tally",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.status, r.status) || ' ' || coalesce(t.next_due_date, r.next_due_date) as id
      from (select organization_id, status, next_due_date, sum(loans) as loans,
            sum(balance) as balance
          from open_loan_balances group by 1, 2, 3
          having sum(loans) <> 0 or sum(balance) <> 0) t
      full join (select organization_id, status, coalesce(next_due_date, 'infinity') as
            next_due_date, count(*) as loans, sum(remaining_amount) as balance
          from loans where status in ('active', 'overdue') group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.status = t.status
          and r.next_due_date = t.next_due_date
      where (t.loans, t.balance) is distinct from (r.loans, r.balance)`,
  },
  {
    check: MISDATED_OPEN_LOANS,
    query: sql`select l.organization_id::text || ' ' || l.id::text as id
      from loans l
      left join collection_calendar c on c.organization_id = l.organization_id
        and c.seq = ${nextInstalmentSeq(sql`l`, sql`l.remaining_amount`)}
      where l.status in ('active', 'overdue') and l.next_due_date is distinct from c.day`,
  },
  {
    check: 'open loan arrears (the overdue and pending cards) that differ from the loans',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.next_due_date, r.next_due_date) as id
      from (select organization_id, next_due_date, sum(loans) as loans,
            sum(instalments) as instalments, sum(behind_offset) as behind_offset
          from open_loan_arrears group by 1, 2
          having sum(loans) <> 0 or sum(instalments) <> 0 or sum(behind_offset) <> 0) t
      full join (select organization_id, coalesce(next_due_date, 'infinity') as next_due_date,
            count(*) as loans, sum(daily_repayment_amount) as instalments,
            sum((first_instalment_seq - 1) * daily_repayment_amount + total_repayable
              - remaining_amount) as behind_offset
          from loans where status in ('active', 'overdue') group by 1, 2) r
        on r.organization_id = t.organization_id and r.next_due_date = t.next_due_date
      where (t.loans, t.instalments, t.behind_offset)
        is distinct from (r.loans, r.instalments, r.behind_offset)`,
  },
  {
    check: 'open loan ends (the overdue and pending cards) that differ from the loans',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.last_instalment_seq, r.last_instalment_seq)::text || ' ' ||
        coalesce(t.next_due_date, r.next_due_date)::text as id
      from open_loan_ends t
      full join (select organization_id,
            first_instalment_seq + instalment_count - 1 as last_instalment_seq,
            coalesce(next_due_date, 'infinity') as next_due_date, count(*) as loans, sum(daily_repayment_amount) as instalments,
            sum(last_instalment_amount) as last_instalments,
            sum((first_instalment_seq - 1) * daily_repayment_amount + total_repayable)
              as end_offset
          from loans where status in ('active', 'overdue') group by 1, 2, 3) r
        on r.organization_id = t.organization_id
          and r.last_instalment_seq = t.last_instalment_seq and r.next_due_date = t.next_due_date
      where (t.loans, t.instalments, t.last_instalments, t.end_offset)
        is distinct from (r.loans, r.instalments, r.last_instalments, r.end_offset)`,
  },
  {
    check: "officer open loans (the pipeline's portfolio) that differ from the loans they tally",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.created_by, r.created_by)::text || ' ' || coalesce(t.status, r.status) || ' ' ||
        coalesce(t.next_due_date, r.next_due_date) as id
      from (select organization_id, created_by, status, next_due_date, sum(loans) as loans,
            sum(balance) as balance
          from officer_open_loans group by 1, 2, 3, 4
          having sum(loans) <> 0 or sum(balance) <> 0) t
      full join (select organization_id, created_by, status,
            coalesce(next_due_date, 'infinity') as next_due_date, count(*) as loans,
            sum(remaining_amount) as balance
          from loans where status in ('active', 'overdue') group by 1, 2, 3, 4) r
        on r.organization_id = t.organization_id and r.created_by = t.created_by
          and r.status = t.status and r.next_due_date = t.next_due_date
      where (t.loans, t.balance) is distinct from (r.loans, r.balance)`,
  },
  {
    check: 'disbursement day counts (disbursed this month) that differ from the loans',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.disbursement_date, r.disbursement_date) || ' ' || coalesce(t.status, r.status)
        as id
      from disbursement_day_counts t
      full join (select organization_id, disbursement_date, status, count(*) as loans,
            sum(disbursed_amount) as disbursed_amount
          from loans where disbursement_date is not null group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.disbursement_date = t.disbursement_date
          and r.status = t.status
      where (t.loans, t.disbursed_amount) is distinct from (r.loans, r.disbursed_amount)`,
  },
  {
    check: "officer loan counts (an officer's tab counts) that differ from the loans",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.created_by, r.created_by)::text || ' ' || coalesce(t.status, r.status) as id
      from officer_loan_counts t
      full join (select organization_id, created_by, status, count(*) as loans
          from loans group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.created_by = t.created_by
          and r.status = t.status
      where coalesce(t.loans, 0) <> coalesce(r.loans, 0)`,
  },
  {
    check: 'vintage counts (the vintages) that differ from the loans',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.disbursement_date, r.disbursement_date) || ' ' ||
        coalesce(t.crossed_on, r.crossed_on) as id
      from vintage_counts t
      full join (select organization_id, disbursement_date,
            coalesce(first_late_30_on, case when status in ('active', 'overdue')
              then next_due_date + ${sql.raw(String(VINTAGE_LATE_DAYS + 1))} end, 'infinity')
              as crossed_on,
            first_late_30_on is not null as marked, count(*) as loans
          from loans where disbursement_date is not null group by 1, 2, 3, 4) r
        on r.organization_id = t.organization_id and r.disbursement_date = t.disbursement_date
          and r.crossed_on = t.crossed_on and r.marked = t.marked
      where t.loans is distinct from r.loans`,
  },
  {
    check: 'payment counts (the history totals) that differ from the payments they count',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.status, r.status) || ' ' || coalesce(t.payment_method, r.payment_method) as id
      from (select organization_id, status, payment_method, sum(payments) as n
            from payment_counts group by 1, 2, 3) t
      full join (select organization_id, status, payment_method, count(*) as n
            from loan_payments group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.status = t.status
          and r.payment_method = t.payment_method
      where coalesce(t.n, 0) <> coalesce(r.n, 0)`,
  },
  {
    check: "payment day totals (today's and total collection) that differ from the payments",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.payment_date, r.payment_date)::text || ' ' ||
        coalesce(t.payment_method, r.payment_method) as id
      from (select organization_id, payment_date, payment_method, sum(payments) as payments,
              sum(amount) as amount
            from payment_day_totals group by 1, 2, 3) t
      full join (select organization_id, payment_date, payment_method, count(*) as payments,
              sum(amount) as amount
            from loan_payments where status = 'completed' and reversed_at is null
            group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.payment_date = t.payment_date
          and r.payment_method = t.payment_method
      where (coalesce(t.payments, 0), coalesce(t.amount, 0))
        <> (coalesce(r.payments, 0), coalesce(r.amount, 0))`,
  },
  {
    check:
      "customer month payments (the payment analytics' customers) that differ from the payments",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.month, r.month)::text || ' ' || coalesce(t.customer_id, r.customer_id)::text as id
      from customer_month_payments t
      full join (select organization_id, date_trunc('month', payment_date)::date as month,
              customer_id, count(*) as payments, sum(amount) as amount,
              count(*) filter (where amount > high_value_payment_over()) as high_value_payments
            from loan_payments where status = 'completed' and reversed_at is null
            group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.month = t.month
          and r.customer_id = t.customer_id
      where (coalesce(t.payments, 0), coalesce(t.amount, 0), coalesce(t.high_value_payments, 0))
        <> (coalesce(r.payments, 0), coalesce(r.amount, 0), coalesce(r.high_value_payments, 0))`,
  },
  {
    check: 'expected collection events (the payment schedule) that differ from the loans',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.kind, r.kind) || ' ' || coalesce(t.collector_id, r.collector_id)::text || ' ' ||
        coalesce(t.seq, r.seq)::text as id
      from (select organization_id, kind, collector_id, seq, sum(range_amount) as range_amount,
            sum(range_loans) as range_loans, sum(point_amount) as point_amount,
            sum(point_loans) as point_loans
          from expected_collection_events group by 1, 2, 3, 4) t
      full join (${sql.raw(expectedEventsFromLoans('true'))}) r
        on r.organization_id = t.organization_id and r.kind = t.kind
          and r.collector_id = t.collector_id and r.seq = t.seq
      where (coalesce(t.range_amount, 0), coalesce(t.range_loans, 0), coalesce(t.point_amount, 0),
          coalesce(t.point_loans, 0))
        <> (coalesce(r.range_amount, 0), coalesce(r.range_loans, 0), coalesce(r.point_amount, 0),
          coalesce(r.point_loans, 0))`,
  },
  {
    check: "loans whose latest payment day or that day's sum differ from their payments",
    query: sql`select l.organization_id::text || ' ' || l.id::text as id
      from loans l
      left join (select organization_id, loan_id, max(payment_date) as newest
          from loan_payments where status = 'completed' and reversed_at is null
          group by 1, 2) m on m.organization_id = l.organization_id and m.loan_id = l.id
      left join (select organization_id, loan_id, payment_date, sum(amount) as amount
          from loan_payments where status = 'completed' and reversed_at is null
          group by 1, 2, 3) d on d.organization_id = l.organization_id and d.loan_id = l.id
        and d.payment_date = l.last_paid_on
      where m.newest > l.last_paid_on or (m.newest is not null and l.last_paid_on is null)
        or coalesce(d.amount, 0) <> l.paid_on_last_day`,
  },
  {
    check: 'expected collection starts (the payment schedule today) that differ from the loans',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.collector_id, r.collector_id)::text || ' ' || coalesce(t.day, r.day)::text as id
      from (select organization_id, collector_id, day, sum(amount) as amount, sum(loans) as loans
          from expected_collection_starts group by 1, 2, 3) t
      full join (${sql.raw(expectedStartsFromLoans('true'))}) r
        on r.organization_id = t.organization_id and r.collector_id = t.collector_id
          and r.day = t.day
      where (coalesce(t.amount, 0), coalesce(t.loans, 0))
        <> (coalesce(r.amount, 0), coalesce(r.loans, 0))`,
  },
  {
    check:
      "collector day payments (the payment schedule's collected) that differ from the payments",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.payment_date, r.payment_date)::text || ' ' ||
        coalesce(t.collector_id, r.collector_id)::text as id
      from (select organization_id, payment_date, collector_id, sum(payments) as payments,
              sum(amount) as amount
            from collector_day_payments group by 1, 2, 3) t
      full join (${sql.raw(collectorPaymentsFromPayments('true'))}) r
        on r.organization_id = t.organization_id and r.payment_date = t.payment_date
          and r.collector_id = t.collector_id
      where (coalesce(t.payments, 0), coalesce(t.amount, 0))
        <> (coalesce(r.payments, 0), coalesce(r.amount, 0))`,
  },
  {
    check: 'collection day counts (the Due Today cards and badge) that differ from the entries',
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.collection_date, r.collection_date)::text || ' ' ||
        coalesce(t.payment_status, r.payment_status) as id
      from (select organization_id, collection_date, payment_status, sum(entries) as entries,
              sum(to_collect) as to_collect, sum(collected_entries) as collected_entries,
              sum(collected_amount) as collected_amount
            from collection_day_counts group by 1, 2, 3) t
      full join (select organization_id, collection_date, payment_status, count(*) as entries,
              sum(greatest(0, due_amount - collected_amount)) as to_collect,
              count(*) filter (where collected_amount > 0) as collected_entries,
              sum(collected_amount) as collected_amount
            from daily_collection_entries group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.collection_date = t.collection_date
          and r.payment_status = t.payment_status
      where (coalesce(t.entries, 0), coalesce(t.to_collect, 0), coalesce(t.collected_entries, 0),
          coalesce(t.collected_amount, 0))
        <> (coalesce(r.entries, 0), coalesce(r.to_collect, 0), coalesce(r.collected_entries, 0),
          coalesce(r.collected_amount, 0))`,
  },
  {
    check: "collection day customers (the Due Today card) that differ from the entries' customers",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.collection_date, r.collection_date)::text as id
      from collection_day_customers t
      full join (select organization_id, collection_date, count(distinct customer_id) as customers
            from daily_collection_entries group by 1, 2) r
        on r.organization_id = t.organization_id and r.collection_date = t.collection_date
      where coalesce(t.customers, 0) <> coalesce(r.customers, 0)`,
  },
  {
    check: "collector day counts (the agent's route) that differ from the entries",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.collection_date, r.collection_date)::text || ' ' ||
        coalesce(t.collector_id, r.collector_id)::text || ' ' ||
        coalesce(t.payment_status, r.payment_status) as id
      from (select organization_id, collection_date, collector_id, payment_status,
              sum(entries) as entries, sum(to_collect) as to_collect,
              sum(collected_entries) as collected_entries, sum(collected_amount) as collected_amount,
              sum(due_amount) as due_amount
            from collector_day_counts group by 1, 2, 3, 4) t
      full join (select organization_id, collection_date, collector_id, payment_status,
              count(*) as entries, sum(greatest(0, due_amount - collected_amount)) as to_collect,
              count(*) filter (where collected_amount > 0) as collected_entries,
              sum(collected_amount) as collected_amount, sum(due_amount) as due_amount
            from daily_collection_entries where collector_id is not null group by 1, 2, 3, 4) r
        on r.organization_id = t.organization_id and r.collection_date = t.collection_date
          and r.collector_id = t.collector_id and r.payment_status = t.payment_status
      where (coalesce(t.entries, 0), coalesce(t.to_collect, 0), coalesce(t.collected_entries, 0),
          coalesce(t.collected_amount, 0), coalesce(t.due_amount, 0))
        <> (coalesce(r.entries, 0), coalesce(r.to_collect, 0), coalesce(r.collected_entries, 0),
          coalesce(r.collected_amount, 0), coalesce(r.due_amount, 0))`,
  },
  {
    check: "collection alert counts (the alerts' total) that differ from the entries and loans",
    query: sql`select coalesce(t.organization_id, r.organization_id)::text || ' ' ||
        coalesce(t.collection_date, r.collection_date)::text || ' ' ||
        coalesce(t.alert_type, r.alert_type) as id
      from (select organization_id, collection_date, alert_type, sum(entries) as entries
            from collection_alert_counts group by 1, 2, 3) t
      full join (select e.organization_id, e.collection_date,
              collection_alert_type(e.collected_amount, e.due_amount, e.risk_priority, l.status)
                as alert_type,
              count(*) as entries
            from daily_collection_entries e
            join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
            where e.collected_amount < e.due_amount
            group by 1, 2, 3) r
        on r.organization_id = t.organization_id and r.collection_date = t.collection_date
          and r.alert_type = t.alert_type
      where coalesce(t.entries, 0) <> coalesce(r.entries, 0)
        and coalesce(t.alert_type, r.alert_type) is not null`,
  },
];

/** Every drift the checks find; empty when the books are sound. */
export async function checkLedger(executor: Executor): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  // Fixed checks, not a query per row: each reads the whole journal (or a table) once.
  for (const { check, query } of CHECKS) {
    const rows = await queryRows<{ id: string }>(executor, query);
    if (rows.length > 0) {
      problems.push({ check, count: rows.length, examples: rows.slice(0, 5).map((row) => row.id) });
    }
  }
  return problems;
}
