import type { NavigationCounts } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Sidebar badges, counted in SQL. The scoped transaction limits rows to the user's
 * organizations (the platform owner's reaches all), which is the spec's sidebar count scope.
 * Due today uses each loan's organization's timezone; the date is due_date, or created_at
 * when missing (spec part 1 §4 "Loan due classification").
 */
export async function countNavigationBadges(tx: Tx, now: Date): Promise<NavigationCounts> {
  const [row] = await queryRows<{ loans_open: number; due_today: number }>(
    tx,
    sql`
    select
      count(*) filter (where l.status <> 'completed')::int as loans_open,
      count(*) filter (
        where l.status in ('active', 'overdue')
          and coalesce(l.due_date, (l.created_at at time zone o.timezone)::date)
            = (${now.toISOString()}::timestamptz at time zone o.timezone)::date
      )::int as due_today
    from loans l
    join organizations o on o.id = l.organization_id
  `,
  );
  return { loans_open: Number(row?.loans_open ?? 0), due_today: Number(row?.due_today ?? 0) };
}
