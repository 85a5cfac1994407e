import { sql, type SQL } from 'drizzle-orm';
import { scopeToday } from './scope-days.ts';

/**
 * The Business Intelligence screen's range (issue 14): the first day of the month `months − 1`
 * months before the scope's current one, to `to` (yesterday for snapshot series, the days that
 * have ended; today for live ones). As the FROM item `range r ("from", "to")`.
 */
export function biRange(now: Date, months: number, to: 'yesterday' | 'today'): SQL {
  const today = scopeToday(now);
  return sql`(select (date_trunc('month', t.today) - make_interval(months => ${months}::int - 1))::date
      as "from", ${to === 'today' ? sql`t.today` : sql`t.today - 1`} as "to", t.today
    from (select ${today} as today) t) r`;
}
