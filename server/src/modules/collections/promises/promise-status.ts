import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../../db/scope.ts';

/**
 * The SQL side of core promiseStatus, for a promise of `amount` by `promisedDate` that `paid`
 * was paid towards, on the organization's `today` (promise-status-sql.test.ts holds the two
 * together): kept once the payments cover the amount, even before the date; open until the date
 * is over; then partially kept when something was paid, broken when nothing was.
 */
export function promiseStatusSql(amount: SQL, promisedDate: SQL, paid: SQL, today: SQL): SQL {
  return sql`case
    when ${paid} >= ${amount} then 'kept'
    when ${today} <= ${promisedDate} then 'open'
    when ${paid} > 0 then 'partially_kept'
    else 'broken' end`;
}

/**
 * The promises of the scope matching `where` (on the table alias p) with what was paid towards
 * each and its status `now`, as a FROM item named `pr` (the promise's columns, `today`,
 * `paid_amount`, `status`). A payment counts towards a promise when it is completed and not
 * reversed, recorded at or after the promise, and dated from the promise's day (organization
 * timezone) through its promised date; the payment taken at the visit the promise was made at
 * does not (the promise is for what is still to come). Never stored: a status is right the
 * instant a payment posts, is reversed, or a day ends.
 */
export function promisesWithStatus(now: Date, where: SQL = sql`true`): SQL {
  const today = sql`(${now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  return sql`(select p.*, t.today, paid.amount as paid_amount,
        ${promiseStatusSql(sql`p.amount`, sql`p.promised_date`, sql`paid.amount`, sql`t.today`)} as status
      from payment_promises p
      join organizations o on o.id = p.organization_id
      cross join lateral (select ${today} as today,
        (p.created_at at time zone o.timezone)::date as made_on) t
      cross join lateral (select coalesce(sum(x.amount), 0) as amount from loan_payments x
        where x.organization_id = p.organization_id and x.loan_id = p.loan_id
          and x.status = 'completed' and x.reversed_at is null
          and x.created_at >= p.created_at
          and x.payment_date between t.made_on and p.promised_date
          and x.id is distinct from (select v.payment_id from field_visits v
            where v.organization_id = p.organization_id and v.id = p.visit_id)) paid
      where ${inScope(sql`p.organization_id`)} and ${where}) pr`;
}
