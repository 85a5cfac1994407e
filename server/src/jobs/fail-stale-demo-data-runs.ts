import type { DemoDataProgress } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { publishDemoDataProgress } from '../modules/demo-data/publish-demo-data-progress.ts';
import { demoDataRunsHere } from './generate-demo-data.ts';

/**
 * How long a new generation may wait for its job to lock its row: the request commits the row
 * (queued), then the job locks it a moment later (decision 0081, as decision 0079's exports).
 */
export const DEMO_DATA_START_GRACE_MS = 2 * 60_000;

/** The `error` of a generation whose instance stopped (crash or restart) before it ended. */
export const DEMO_DATA_INTERRUPTED = 'interrupted';

/**
 * Fails the demo data generations nobody is running any more (decision 0081): a row still
 * `queued` or `running` that no instance holds locked (its job's connection died with the
 * instance) and that this instance is not running (its in-memory list: PGlite has one
 * connection, so locks tell nothing there), once the start grace has passed: `interrupted`. The
 * organization may then start a new one. One statement for every organization; answers how many
 * it failed.
 */
export async function failStaleDemoDataRuns(
  database: Database,
  options: { now: Date; runningHere?: readonly string[] },
): Promise<number> {
  const runningHere = options.runningHere ?? demoDataRunsHere();
  const started = new Date(options.now.getTime() - DEMO_DATA_START_GRACE_MS).toISOString();
  return runSystem(ownerConnection(database), async (tx) => {
    const failed = await queryRows<DemoDataProgress & { organization_id: string }>(
      tx,
      sql`with stale as (
            select organization_id, id from demo_data_runs
            where status in ('queued', 'running') and created_at < ${started}::timestamptz
              and not (id = any(${`{${runningHere.join(',')}}`}::uuid[]))
            for update skip locked
          )
          update demo_data_runs d set status = 'failed', error = ${DEMO_DATA_INTERRUPTED},
            finished_at = ${options.now.toISOString()}::timestamptz
          from stale where d.organization_id = stale.organization_id and d.id = stale.id
          returning d.organization_id, d.id, d.status, d.step, d.percent`,
    );
    // An open /demo-data screen learns at once that its run is over (decision 0087).
    for (const { organization_id: organizationId, ...progress } of failed) {
      await publishDemoDataProgress(tx, organizationId, progress);
    }
    return failed.length;
  });
}
