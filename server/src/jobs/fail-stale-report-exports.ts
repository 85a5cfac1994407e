import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { exportsRunningHere } from '../modules/reports/exports/report-export-jobs.ts';
import { publishEvent } from '../realtime/publish-event.ts';

/**
 * How long a new export may wait for its writer to lock its row: the request commits the row,
 * then the background transaction locks it a moment later (decision 0079).
 */
export const REPORT_EXPORT_START_GRACE_MS = 2 * 60_000;

/**
 * Fails the long exports nobody is writing any more (decision 0079): a row still `running` that
 * no instance holds locked (its writer's connection died with the instance) and that this
 * instance is not writing, once the start grace has passed: `interrupted`. (An export still being
 * written stops itself past REPORT_EXPORT_TIME_LIMIT_MS: `timed_out`.) The exporter hears of it in
 * the feed as of any failed export, and may start again. One statement for every organization;
 * answers how many it failed.
 */
export async function failStaleReportExports(
  database: Database,
  options: { now: Date; runningHere?: readonly string[] },
): Promise<number> {
  const runningHere = options.runningHere ?? exportsRunningHere();
  const now = options.now.getTime();
  const started = new Date(now - REPORT_EXPORT_START_GRACE_MS).toISOString();
  return runSystem(ownerConnection(database), async (tx) => {
    const reached = await queryRows<{ user_id: string }>(
      tx,
      sql`with stale as (
            select organization_id, id from report_exports
            where status = 'running' and created_at < ${started}::timestamptz
              and not (id = any(${`{${runningHere.join(',')}}`}::uuid[]))
            for update skip locked
          ), failed as (
            update report_exports e set status = 'failed',
              completed_at = ${options.now.toISOString()}::timestamptz,
              error = 'interrupted'
            from stale where e.organization_id = stale.organization_id and e.id = stale.id
            returning e.organization_id, e.user_id, e.file_name
          )
          insert into notifications (organization_id, user_id, kind, title, title_values, link)
          select organization_id, user_id, 'export_failed', 'notifications.feed.export_failed',
            jsonb_build_object('name', file_name), '/reports'
          from failed
          returning user_id`,
    );
    if (reached.length > 0) {
      await publishEvent(tx, {
        type: 'notifications.changed',
        organization_id: null,
        user_ids: [...new Set(reached.map((row) => row.user_id))],
      });
    }
    return reached.length;
  });
}
