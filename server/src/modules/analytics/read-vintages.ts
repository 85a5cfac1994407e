import { percentageOf, type VintagesResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { biRange } from './bi-months.ts';

interface Row {
  cohort: string;
  /** The month on book the loans first passed 30 days late in; null: never. */
  late_in: number | null;
  loans: number;
  /** The months on book the cohort has reached (1 = its disbursement month). */
  reached: number;
}

const monthNumber = (day: string) =>
  sql.raw(`(extract(year from ${day}) * 12 + extract(month from ${day}))::int`);

/**
 * GET /analytics/vintages (issue 14): the loans disbursed in each of the last `months` months,
 * and for each month on book the cumulative count and share of them that had been more than 30
 * days late by its end. "Ever 30+ days late" is `loans.first_late_30_on` (mark-first-late.ts),
 * or — for a loan 30+ days late today that the start-of-day job has not marked yet — its oldest
 * unpaid instalment's date + 31. One round trip: the loans grouped by (cohort, month crossed),
 * from their tally by disbursement day and day crossed (vintage_counts, kept by the trigger on
 * loans, migration 0046: `crossed_on` is that day, a marked loan's or an open one's to come).
 */
export async function readVintages(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  months: number,
): Promise<VintagesResponse> {
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with range as materialized (select r."from", r.today from ${biRange(ctx.now, months, 'today')})
      select to_char(x.cohort, 'YYYY-MM-DD') as cohort, x.late_in, x.loans,
        ${monthNumber('r.today')} - ${monthNumber('x.cohort')} + 1 as reached
      from range r
      join (
        select date_trunc('month', t.disbursement_date)::date as cohort,
          case when t.marked or t.crossed_on <= r.today
            then ${monthNumber('t.crossed_on')} - ${monthNumber('t.disbursement_date')} + 1
          end as late_in,
          sum(t.loans)::int as loans
        from vintage_counts t
        cross join range r
        where ${inScope(sql`t.organization_id`)}
          and t.disbursement_date between r."from" and r.today
        group by 1, 2
        having sum(t.loans) <> 0
      ) x on true
      order by x.cohort, x.late_in nulls last`,
  );
  const cohorts = new Map<
    string,
    { loans: number; reached: number; lateIn: Map<number, number> }
  >();
  for (const row of rows) {
    const cohort = cohorts.get(row.cohort) ?? {
      loans: 0,
      reached: Number(row.reached),
      lateIn: new Map<number, number>(),
    };
    cohort.loans += Number(row.loans);
    if (row.late_in !== null) cohort.lateIn.set(Number(row.late_in), Number(row.loans));
    cohorts.set(row.cohort, cohort);
  }
  return {
    months,
    data: [...cohorts].map(([cohort, figures]) => {
      let lateLoans = 0;
      const points = Array.from({ length: figures.reached }, (_, index) => {
        lateLoans += figures.lateIn.get(index + 1) ?? 0;
        return {
          months_on_book: index + 1,
          late_loans: lateLoans,
          share: percentageOf(lateLoans, figures.loans),
        };
      });
      return { cohort, loans: figures.loans, points };
    }),
  };
}
