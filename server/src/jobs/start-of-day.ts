import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { runSystem, ownerConnection } from '../db/system.ts';
import { generateEntries } from '../modules/collections/generate-entries.ts';
import { disbursedStatusOn } from '../modules/loans/collection-calendar.ts';
import { markFirstLateThirty } from '../modules/analytics/mark-first-late.ts';
import { writeOverdueMapPoints } from '../modules/analytics/overdue-map-points.ts';
import { writePortfolioSnapshots } from '../modules/analytics/portfolio-snapshot.ts';
import { purgeExpiredRows } from './purge-expired.ts';

/** The advisory-lock key of the start-of-day work: one instance runs it at a time. */
export const START_OF_DAY_LOCK_KEY = 72_010;
export const START_OF_DAY_INTERVAL_MS = 5 * 60_000;
const JOB = 'loan_standing';
/** How far back the job fills snapshots a stopped server missed (the backfill does the rest). */
const MISSED_DAYS_CAUGHT_UP = 31;

/**
 * The start of each organization's day (issue 10 "Overdue and completed"): for every
 * organization whose own day has begun since the last run, the loans whose status the passing
 * of time changed — an instalment more than 7 days behind, a due date passed — turn overdue,
 * in one statement for all of them; each run is recorded per organization, so a second
 * instance, or a second run the same day, changes nothing. Then each of those organizations
 * gets its collection entries for the day (issue 11). Payments and reversals keep the status
 * and the entries right in between, in their own transactions. Answers how many organizations
 * started a day, how many loans changed, how many entries and snapshots were written.
 */
export async function runStartOfDay(
  executor: Executor,
  now: Date,
): Promise<{ organizations: number; loans: number; entries: number; snapshots: number }> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  const [result] = await queryRows<{
    organizations: string;
    loans: string;
    started: { id: string; today: string }[];
  }>(
    executor,
    sql`with locked as (select pg_try_advisory_xact_lock(${START_OF_DAY_LOCK_KEY}) as got),
        due as (
          select o.id, o.timezone, ${today} as today from organizations o
          left join organization_daily_runs r on r.organization_id = o.id and r.job = ${JOB}
          where (select got from locked) and (r.last_day is null or r.last_day < ${today})
        ),
        changed as (
          update loans l set status = ${disbursedStatusOn(sql`due.today`)}
          from due
          where l.organization_id = due.id and l.status in ('active', 'overdue')
            and l.status <> ${disbursedStatusOn(sql`due.today`)}
          returning l.id
        ),
        recorded as (
          insert into organization_daily_runs (organization_id, job, last_day)
          select id, ${JOB}, today from due
          on conflict (organization_id, job) do update set last_day = excluded.last_day
          returning organization_id
        )
        select (select count(*) from recorded) as organizations,
          (select count(*) from changed) as loans,
          (select coalesce(json_agg(json_build_object('id', due.id,
            'today', to_char(due.today, 'YYYY-MM-DD'))), '[]') from due) as started`,
  );
  // Then the portfolio snapshot of the day that ended (issue 14), and of any day a stopped
  // server missed since the organization's last one (at most 31 days back), under the same lock.
  const started = result?.started ?? [];
  const snapshots =
    started.length === 0
      ? 0
      : await writePortfolioSnapshots(
          executor,
          sql`select s.id as organization_id, g.day::date as day
            from json_to_recordset(${JSON.stringify(started)}::json) as s (id uuid, today date)
            cross join lateral generate_series(
              greatest(s.today - ${MISSED_DAYS_CAUGHT_UP}::int,
                coalesce((select max(p.snapshot_date) from portfolio_snapshots p
                  where p.organization_id = s.id) + 1, s.today - 1)),
              s.today - 1, interval '1 day') g (day)`,
        );
  // Then the first day past 30 days late of loans that crossed it (the vintage curves).
  if (started.length > 0) {
    await markFirstLateThirty(
      executor,
      sql`select s.id, s.today from json_to_recordset(${JSON.stringify(started)}::json)
        as s (id uuid, today date)`,
    );
  }
  // Then the overdue map as of this morning (decision 0086), after the statuses changed.
  if (started.length > 0) {
    await writeOverdueMapPoints(
      executor,
      sql`select s.id as organization_id, s.today as day
        from json_to_recordset(${JSON.stringify(started)}::json) as s (id uuid, today date)`,
    );
  }
  // Then each one's collection entries for the day begun (issue 11), under the same lock.
  let entries = 0;
  for (const organization of started) {
    entries += await generateEntries(executor, {
      organizationId: organization.id,
      date: organization.today,
      force: false,
    });
  }
  // A day's entries are most of the table: its statistics are read again at once, so the
  // payments of the morning find their entry by its (organization, loan, day) key. Without them
  // (never analyzed, autovacuum off or not yet round) the planner read the whole day by another
  // index: 64 ms a payment at 500,000 loans instead of 5 (bench/RESULTS.md).
  if (entries > 0) await executor.execute(sql`analyze daily_collection_entries`);
  return {
    organizations: Number(result?.organizations ?? 0),
    loans: Number(result?.loans ?? 0),
    entries,
    snapshots,
  };
}

/** Runs the start-of-day work, then the purge of expired rows, now and every few minutes, as the system. */
export function startStartOfDayWorker(options: {
  database: Database;
  clock: () => Date;
  intervalMs?: number;
  logger?: { error(object: unknown, message?: string): void };
}): { stop(): void } {
  const system = ownerConnection(options.database);
  const run = async () => {
    await runSystem(system, (tx) => runStartOfDay(tx, options.clock())).catch((error: unknown) =>
      options.logger?.error({ err: error }, 'Start-of-day work failed'),
    );
    // The system's expired security rows, in a transaction of their own.
    await runSystem(system, (tx) => purgeExpiredRows(tx, options.clock())).catch((error: unknown) =>
      options.logger?.error({ err: error }, 'Purging expired rows failed'),
    );
  };
  void run();
  const timer = setInterval(run, options.intervalMs ?? START_OF_DAY_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
