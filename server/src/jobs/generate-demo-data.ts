import type { DemoDataProgress, DemoDataStep } from '@lendline/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { demoDataRuns } from '../db/schema/index.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import {
  publishDemoDataProgress,
  throttleProgress,
} from '../modules/demo-data/publish-demo-data-progress.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { generateOrganizationHistory } from '../seed/organization-history.ts';

export interface DemoDataJob {
  id: string;
  organization_id: string;
  requested_by: string;
  customers: number;
  months: number;
  seed: number;
}

/** The generations this instance is running, by id (the sweeper leaves them alone). */
const runningHere = new Set<string>();

/** The ids of the demo data generations this instance is running (decision 0081). */
export function demoDataRunsHere(): string[] {
  return [...runningHere];
}

/**
 * Runs one queued demo data generation (docs/decisions/0074) as the system, in the background:
 * marks it running, writes its step and percent between the generator's steps (each step its
 * own transaction, so any instance reading the row sees them), then done with the counts, or
 * failed with the reason; each state also goes out on the events stream once committed, a few a
 * second at most (decision 0087). Never throws: the row says what happened. While it runs, the
 * instance holds the row (decision 0081): in its list, and on PostgreSQL by a lock a transaction
 * of its own keeps until the end, so that a sweeper fails the row only once this instance is
 * gone.
 */
export async function runDemoDataJob(
  database: Database,
  job: DemoDataJob,
  clock: () => Date = () => new Date(),
): Promise<void> {
  runningHere.add(job.id);
  try {
    await holdingRun(database, job, () => generate(database, job, clock));
  } finally {
    runningHere.delete(job.id);
  }
}

/**
 * Runs `work` while a transaction of its own holds the run's row (FOR KEY SHARE: the job's own
 * updates of its status and progress go through; the sweeper's FOR UPDATE SKIP LOCKED skips the
 * row). PGlite has one connection, which a transaction held open would keep from the work: there
 * the in-memory list alone says the run is alive. Should the lock fail, the work runs anyway.
 */
async function holdingRun(database: Database, job: DemoDataJob, work: () => Promise<void>) {
  if (database.kind === 'pglite') return work();
  let started = false;
  try {
    await runSystem(ownerConnection(database), async (tx) => {
      await tx.execute(
        sql`select id from demo_data_runs
          where organization_id = ${job.organization_id} and id = ${job.id} for key share`,
      );
      started = true;
      await work();
    });
  } catch {
    if (!started) await work();
  }
}

async function generate(database: Database, job: DemoDataJob, clock: () => Date): Promise<void> {
  const owner = ownerConnection(database);
  const update = (
    values: Partial<typeof demoDataRuns.$inferInsert>,
    also?: (tx: Executor) => Promise<void>,
  ) =>
    runSystem(owner, async (tx) => {
      await tx
        .update(demoDataRuns)
        .set(values)
        .where(
          and(eq(demoDataRuns.organization_id, job.organization_id), eq(demoDataRuns.id, job.id)),
        );
      await also?.(tx);
    });
  // Each state is announced once its row has committed, so a client that reads it finds it.
  const progress = throttleProgress((state) =>
    publishDemoDataProgress(owner, job.organization_id, state),
  );
  let reached: DemoDataProgress = { id: job.id, status: 'running', step: null, percent: 0 };
  const report = (state: Partial<DemoDataProgress>, final = false) => {
    reached = { ...reached, ...state };
    return progress.report(reached, { final });
  };
  try {
    await update({ status: 'running', started_at: clock() });
    void report({});
    const counts = await generateOrganizationHistory(owner, {
      organizationId: job.organization_id,
      customers: job.customers,
      months: job.months,
      seed: job.seed,
      fallbackUserId: job.requested_by,
      now: clock(),
      onProgress: async (step: DemoDataStep, percent: number) => {
        await update({ step, percent });
        void report({ step, percent });
        // PGlite runs in this process and its statements resolve without a turn of the event
        // loop: let it turn between steps, so requests and the streams' writes go out meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    // The generated loans, entries, approvals and alerts change every badge of the organization:
    // its staff's screens count again when the run's row says it is done.
    await update({ status: 'done', percent: 100, step: null, counts, finished_at: clock() }, (tx) =>
      publishEvent(tx, { type: 'counts.changed', organization_id: job.organization_id }),
    );
    await report({ status: 'done', step: null, percent: 100 }, true);
  } catch (error) {
    // A failed query's own message (its cause), not the statement.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    const failed = await update({
      status: 'failed',
      error: reason.slice(0, 1_000),
      finished_at: clock(),
    }).then(
      () => true,
      () => false,
    );
    // Still running, as far as the row says: the sweeper fails it later, and says so.
    if (failed) await report({ status: 'failed' }, true);
  }
}
