/**
 * The expected collections' tallies (migrations 0058, 0059) as the loans and payments give them,
 * worked out whole: what the generator's bulk load writes, and what the ledger check holds the
 * kept tallies to. Plain SQL text over the loans row `l` (the payments row `p`), narrowed by
 * `where`; the triggers keep the same figures one change at a time, through the same SQL
 * functions (loan_collection_events, loan_day_start).
 */

/** The collector key of the loans without one, in the tallies. */
export const NIL_COLLECTOR = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** expected_collection_events' figures by organization, kind, collector and day number. */
export const expectedEventsFromLoans = (where: string) =>
  `select l.organization_id, e.kind, coalesce(l.collector_id, ${NIL_COLLECTOR}) as collector_id, e.seq,
     sum(e.range_amount) as range_amount, sum(e.range_loans) as range_loans,
     sum(e.point_amount) as point_amount, sum(e.point_loans) as point_loans
   from loans l
   cross join lateral loan_collection_events(l.status, l.first_instalment_seq,
     l.instalment_count, l.daily_repayment_amount, l.last_instalment_amount, l.total_repayable,
     l.remaining_amount) e
   where ${where}
   group by 1, 2, 3, 4`;

/** expected_collection_starts' figures by organization, collector and latest payment day. */
export const expectedStartsFromLoans = (where: string) =>
  `select l.organization_id, coalesce(l.collector_id, ${NIL_COLLECTOR}) as collector_id,
     l.last_paid_on as day, sum(s.amount) as amount, sum(s.loans) as loans
   from loans l
   join collection_calendar k on k.organization_id = l.organization_id
     and k.day = l.last_paid_on
   cross join lateral loan_day_start(l.status, l.first_instalment_seq, l.instalment_count,
     l.daily_repayment_amount, l.last_instalment_amount, l.total_repayable, l.remaining_amount,
     k.seq, l.paid_on_last_day) s
   where ${where}
   group by 1, 2, 3`;

/** collector_day_payments' figures by organization, day and the loan's collector. */
export const collectorPaymentsFromPayments = (where: string) =>
  `select p.organization_id, p.payment_date, coalesce(l.collector_id, ${NIL_COLLECTOR}) as collector_id,
     count(*) as payments, sum(p.amount) as amount
   from loan_payments p
   join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
   where p.status = 'completed' and p.reversed_at is null and ${where}
   group by 1, 2, 3`;
