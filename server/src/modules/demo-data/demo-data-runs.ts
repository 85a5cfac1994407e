import type { DemoDataCounts, DemoDataRequest, DemoDataRun, DemoDataStep } from '@lendline/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { RequestContext } from '../../context/request-context.ts';
import { demoDataRuns, organizations } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';

export const DEMO_DATA_ENTITY_TYPE = 'demo_data';

type DemoDataRunRow = typeof demoDataRuns.$inferSelect;

export function toDemoDataRun(row: DemoDataRunRow): DemoDataRun {
  return {
    id: row.id,
    organization_id: row.organization_id,
    customers: row.customers,
    months: row.months,
    status: row.status,
    percent: row.percent,
    step: (row.step as DemoDataStep | null) ?? null,
    counts: (row.counts as DemoDataCounts | null) ?? null,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

async function requireOrganization(ctx: RequestContext, organizationId: string): Promise<void> {
  const [organization] = await ctx.tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw notFound();
}

/**
 * POST /organizations/:id/demo-data: records a queued generation (one queued or running per
 * organization: a second answers 409) and audits it, in the request's transaction; the caller
 * starts the job once that commits.
 */
export async function startDemoDataRun(
  ctx: RequestContext,
  organizationId: string,
  body: DemoDataRequest,
): Promise<DemoDataRunRow> {
  await requireOrganization(ctx, organizationId);
  const [active] = await ctx.tx
    .select({ id: demoDataRuns.id })
    .from(demoDataRuns)
    .where(
      and(
        eq(demoDataRuns.organization_id, organizationId),
        inArray(demoDataRuns.status, ['queued', 'running']),
      ),
    );
  if (active) throw new AppError('CONFLICT', 'messages.demo_data.already_running');
  const [row] = await ctx.tx
    .insert(demoDataRuns)
    .values({
      organization_id: organizationId,
      requested_by: ctx.auth.user.id,
      customers: body.customers,
      months: body.months,
      // Chooses the rows and their ids' prefix: random, past the seeds the demo and bench use.
      seed: randomInt(1_000, 0x7fffffff),
      created_at: ctx.now,
    })
    .returning();
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId,
    action: 'create',
    entityType: DEMO_DATA_ENTITY_TYPE,
    entityId: row!.id,
    newValues: { customers: body.customers, months: body.months },
  });
  return row!;
}

/** GET /organizations/:id/demo-data: the organization's latest generation, or null. */
export async function readLatestDemoDataRun(
  ctx: RequestContext,
  organizationId: string,
): Promise<DemoDataRun | null> {
  await requireOrganization(ctx, organizationId);
  const [row] = await ctx.tx
    .select()
    .from(demoDataRuns)
    .where(eq(demoDataRuns.organization_id, organizationId))
    .orderBy(desc(demoDataRuns.created_at))
    .limit(1);
  return row ? toDemoDataRun(row) : null;
}
