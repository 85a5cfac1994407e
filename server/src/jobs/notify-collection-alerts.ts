import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { EVENTS_CHANNEL } from '../realtime/publish-event.ts';

const JOB = 'collection_alerts_notice';

/**
 * Once a day per organization (its own day, recorded in organization_daily_runs), the staff who
 * assign collection work (debt_collectors:assign: managers, partner and organization admins)
 * get a notification of the loans overdue with money remaining — the critical alerts of the
 * collections issue — linking to /due-today. One statement for every organization; the day's
 * record makes a second run, or a second instance, write nothing. Announced to those users.
 * Answers how many notifications it wrote.
 */
export async function notifyCollectionAlerts(executor: Executor, now: Date): Promise<number> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  const [row] = await queryRows<{ written: number }>(
    executor,
    sql`with due as (
          select o.id, ${today} as today from organizations o
          left join organization_daily_runs r on r.organization_id = o.id and r.job = ${JOB}
          where r.last_day is null or r.last_day < ${today}
        ),
        recorded as (
          insert into organization_daily_runs (organization_id, job, last_day)
          select id, ${JOB}, today from due
          on conflict (organization_id, job) do update set last_day = excluded.last_day
          where organization_daily_runs.last_day < excluded.last_day
          returning organization_id
        ),
        overdue as (
          select l.organization_id, count(*)::int as loans from loans l
          join recorded on recorded.organization_id = l.organization_id
          where l.status = 'overdue' and l.remaining_amount > 0
          group by l.organization_id
        ),
        written as (
          insert into notifications (organization_id, user_id, kind, title, title_values, link)
          select distinct on (overdue.organization_id, ur.user_id) overdue.organization_id,
            ur.user_id, 'collections_alert', 'notifications.feed.collections_alert',
            jsonb_build_object('count', overdue.loans), '/due-today'
          from overdue
          join user_roles ur on ur.organization_id = overdue.organization_id
          join role_permissions rp on rp.role = ur.role
            and rp.resource = 'debt_collectors' and rp.action = 'assign'
          returning user_id
        ),
        announced as (
          select pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'notifications.changed',
            'organization_id', null, 'user_ids', json_agg(user_id))::text)
          from written having count(*) > 0
        )
        select (select count(*) from written)::int as written,
          (select count(*) from announced) as announced`,
  );
  return Number(row?.written ?? 0);
}
