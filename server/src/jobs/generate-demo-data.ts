import type { DemoDataStep } from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { demoDataRuns } from '../db/schema/index.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { generateOrganizationHistory } from '../seed/organization-history.ts';

export interface DemoDataJob {
  id: string;
  organization_id: string;
  requested_by: string;
  customers: number;
  months: number;
  seed: number;
}

/**
 * Runs one queued demo data generation (docs/decisions/0074) as the system, in the background:
 * marks it running, writes its step and percent between the generator's steps (each step its
 * own transaction, so any instance reading the row sees them), then done with the counts, or
 * failed with the reason. Never throws: the row says what happened.
 */
export async function runDemoDataJob(
  database: Database,
  job: DemoDataJob,
  clock: () => Date = () => new Date(),
): Promise<void> {
  const owner = ownerConnection(database);
  const update = (values: Partial<typeof demoDataRuns.$inferInsert>) =>
    runSystem(owner, (tx) =>
      tx
        .update(demoDataRuns)
        .set(values)
        .where(
          and(eq(demoDataRuns.organization_id, job.organization_id), eq(demoDataRuns.id, job.id)),
        ),
    );
  try {
    await update({ status: 'running', started_at: clock() });
    const counts = await generateOrganizationHistory(owner, {
      organizationId: job.organization_id,
      customers: job.customers,
      months: job.months,
      seed: job.seed,
      fallbackUserId: job.requested_by,
      now: clock(),
      onProgress: (step: DemoDataStep, percent: number) => update({ step, percent }).then(() => {}),
    });
    await update({ status: 'done', percent: 100, step: null, counts, finished_at: clock() });
  } catch (error) {
    // A failed query's own message (its cause), not the statement.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    await update({ status: 'failed', error: reason.slice(0, 1_000), finished_at: clock() }).catch(
      () => {},
    );
  }
}
