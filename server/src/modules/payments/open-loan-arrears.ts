import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/scope.ts';
import { todayOf } from '../loans/loans.repository.ts';

/**
 * Each organization of the transaction's scope on its own today, as the body of a CTE:
 * `organization_id`, `today`, `last_seq` (the number of its last collection day before today:
 * m below) and `today_seq` (today's number; null on a day without collection). `extra` adds
 * columns, written over `o` (the organization) and `d.today`. Today comes from a subquery of its
 * own (offset 0): the time-zone conversion is not leakproof, so it reaches the calendar's index
 * only as a column of an outer query.
 */
export function organizationDays(now: Date, extra: SQL = sql``): SQL {
  return sql`select o.id as organization_id, d.today,
      (select c.seq from collection_calendar c
        where c.organization_id = o.id and c.day < d.today
        order by c.day desc limit 1) as last_seq,
      (select c.seq from collection_calendar c
        where c.organization_id = o.id and c.day = d.today) as today_seq
      ${extra}
    from organizations o
    cross join lateral (select ${todayOf(now)} as today offset 0) d
    where ${inScope(sql`o.id`)}`;
}

/*
 * The arrears of the open loans from their tallies (migration 0056), without reading a loan.
 * A loan with daily instalment d whose first instalment falls on the day numbered f, and whose
 * oldest unpaid instalment is before the day numbered m (DESIGN.md "Arrears"), owes on m
 * m × d − ((f − 1) × d + paid): a straight line whose terms add up over loans, which
 * open_loan_arrears keeps by oldest unpaid date (Σ d as `instalments`, Σ ((f − 1) × d + paid) as
 * `behind_offset`). A loan whose last instalment is on or before m owes what remains instead;
 * the line overshoots it by m × d − ((f − 1) × d + total repayable), which open_loan_ends keeps
 * by last instalment and oldest unpaid date. payment-summary.test.ts holds the figures built on
 * these to the ones worked out loan by loan.
 */

/** The straight-line arrears of the open_loan_arrears row `a` on the day numbered `m`. */
export const lineArrears = (m: SQL, a: SQL): SQL =>
  sql`${m} * ${a}.instalments - ${a}.behind_offset`;

/** What the line overshoots, on the day numbered `m`, for the open_loan_ends row `e`. */
export const endOvershoot = (m: SQL, e: SQL): SQL => sql`${m} * ${e}.instalments - ${e}.end_offset`;
