import { sql, type SQL } from 'drizzle-orm';

const UNITS = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

/**
 * The start of the next period after `at` for a schedule row `s` in its organization's timezone
 * (column `timezone`): tomorrow, next Monday or the first of next month, at local midnight.
 * A schedule is due at that instant; a run catches up once however many periods were missed.
 */
export function nextRunSql(at: SQL, frequency: SQL, timezone: SQL): SQL {
  const cases = Object.entries(UNITS).map(
    ([name, unit]) =>
      sql`when ${name}::text then (date_trunc(${unit}::text, ${at} at time zone ${timezone})
        + ${`1 ${unit}`}::interval) at time zone ${timezone}`,
  );
  return sql`(case ${frequency} ${sql.join(cases, sql` `)} end)`;
}

/** The period just ended before `at` (local dates): yesterday, last week, last month. */
export function lastPeriodSql(at: SQL, frequency: SQL, timezone: SQL): { from: SQL; to: SQL } {
  const start = (shift: string) =>
    sql.join(
      Object.entries(UNITS).map(
        ([name, unit]) =>
          sql`when ${name}::text then to_char(date_trunc(${unit}::text, ${at} at time zone ${timezone}) - ${shift.replace('UNIT', unit)}::interval, 'YYYY-MM-DD')`,
      ),
      sql` `,
    );
  return {
    from: sql`(case ${frequency} ${start('1 UNIT')} end)`,
    to: sql`(case ${frequency} ${start('1 day')} end)`,
  };
}
