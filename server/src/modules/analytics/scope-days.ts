import type { AnalyticsPeriod } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/scope.ts';

/** The latest of the scope's organizations' todays (each in its own timezone), as SQL. */
export const scopeToday = (now: Date): SQL =>
  sql`(select max((${now.toISOString()}::timestamptz at time zone o.timezone)::date)
    from organizations o where ${inScope(sql`o.id`)})`;

/** The interval one period long, for date arithmetic in SQL. */
export const periodInterval = (period: AnalyticsPeriod): SQL => sql.raw(`interval '1 ${period}'`);

/** The first day of the period `day` falls in (weeks from Monday, ISO), as a date. */
export const periodStart = (period: AnalyticsPeriod, day: SQL): SQL =>
  sql`date_trunc(${period}, ${day})::date`;

/** How far back a range reaches without `from`: 6 months, 12 weeks or 30 days up to `to`. */
export const DEFAULT_SPAN: Record<AnalyticsPeriod, SQL> = {
  day: sql.raw(`interval '29 days'`),
  week: sql.raw(`interval '11 weeks'`),
  month: sql.raw(`interval '5 months'`),
};

/** A range's ends: given, or the default span ending at `defaultTo`. */
export function resolvedRange(
  query: { from?: string; to?: string; period: AnalyticsPeriod },
  defaultTo: SQL,
): { from: SQL; to: SQL } {
  const to = sql`coalesce(${query.to ?? null}::date, ${defaultTo})`;
  const from = sql`coalesce(${query.from ?? null}::date,
    ${periodStart(query.period, sql`(${to} - ${DEFAULT_SPAN[query.period]})`)})`;
  return { from, to };
}
