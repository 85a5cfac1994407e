import {
  COLLECTOR_MESSAGES,
  collectorCreateInBlockedOrganizationMessage,
  ORGANIZATION_MESSAGES,
  type Collector,
  type CollectorListQuery,
  type CollectorListResponse,
  type CreateCollectorRequest,
  type UpdateCollectorRequest,
} from '@lendline/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { debtCollectors, organizations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import {
  collectorListCondition,
  countCollectors,
  findCollectorById,
  selectCollectors,
} from './collectors.repository.ts';

export const COLLECTOR_ENTITY_TYPE = 'debt_collector';

/** The organizations a user's collector calls reach; null means every organization. */
export type CollectorScope = readonly string[] | null;

/** The fields an audit row keeps of a collector. */
export function collectorAuditValues(collector: Collector): Record<string, unknown> {
  return {
    organization_id: collector.organization_id,
    name: collector.name,
    phone: collector.phone,
    email: collector.email,
    territory: collector.territory,
    is_active: collector.is_active,
    is_blocked: collector.is_blocked,
    blocked_due_to_org: collector.blocked_due_to_org,
    blocked_reason: collector.blocked_reason,
    blocked_at: collector.blocked_at,
    blocked_by: collector.blocked_by,
  };
}

/** An organization the caller may reach, or 404 (also for another tenant's id). */
async function requireOrganizationInScope(tx: Tx, scope: CollectorScope, organizationId: string) {
  const [organization] =
    scope === null || scope.includes(organizationId)
      ? await tx
          .select({
            id: organizations.id,
            name: organizations.name,
            is_blocked: organizations.is_blocked,
          })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
      : [];
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return organization;
}

export async function listCollectors(
  tx: Tx,
  options: { scope: CollectorScope; query: CollectorListQuery },
): Promise<CollectorListResponse> {
  const { query } = options;
  let organizationIds = options.scope;
  if (query.organization_id) {
    await requireOrganizationInScope(tx, options.scope, query.organization_id);
    organizationIds = [query.organization_id];
  }
  const where = collectorListCondition(organizationIds, query);
  const offset = (query.page - 1) * query.page_size;
  const { rows, total } = await selectCollectors(tx, { where, limit: query.page_size, offset });
  return {
    data: rows,
    page: query.page,
    page_size: query.page_size,
    total: rows.length > 0 || offset === 0 ? total : await countCollectors(tx, where),
  };
}

/** The collector, or 404 'Collector not found' when unknown or outside the scope. */
export async function getCollector(
  tx: Tx,
  options: { id: string; scope: CollectorScope; forUpdate?: boolean },
): Promise<Collector> {
  const collector = await findCollectorById(tx, options.id, { forUpdate: options.forUpdate });
  if (
    !collector ||
    (options.scope !== null && !options.scope.includes(collector.organization_id))
  ) {
    throw new AppError('NOT_FOUND', COLLECTOR_MESSAGES.notFound);
  }
  return collector;
}

export async function createCollector(
  tx: Tx,
  options: {
    body: CreateCollectorRequest;
    /** The user's own organization: where the collector goes unless the body names one. */
    defaultOrganizationId: string | null;
    scope: CollectorScope;
    actor: AuditActor;
    now: Date;
  },
): Promise<Collector> {
  const { body } = options;
  const organizationId = body.organization_id ?? options.defaultOrganizationId;
  if (!organizationId) throw new AppError('BUSINESS_RULE', 'No organization found');
  const organization = await requireOrganizationInScope(tx, options.scope, organizationId);
  if (organization.is_blocked) {
    throw new AppError(
      'BUSINESS_RULE',
      collectorCreateInBlockedOrganizationMessage(organization.name),
    );
  }
  const [inserted] = await tx
    .insert(debtCollectors)
    .values({
      organization_id: organization.id,
      name: body.name,
      phone: body.phone,
      email: body.email ?? null,
      territory: body.territory ?? null,
      created_at: options.now,
      updated_at: options.now,
    })
    .returning({ id: debtCollectors.id });
  const collector = (await findCollectorById(tx, inserted!.id))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: collector.organization_id,
    action: 'create',
    entityType: COLLECTOR_ENTITY_TYPE,
    entityId: collector.id,
    newValues: collectorAuditValues(collector),
  });
  await publishEvent(tx, { type: 'counts.changed', organization_id: collector.organization_id });
  return collector;
}

export async function updateCollector(
  tx: Tx,
  options: {
    id: string;
    body: UpdateCollectorRequest;
    scope: CollectorScope;
    actor: AuditActor;
    now: Date;
  },
): Promise<Collector> {
  const { body } = options;
  const before = await getCollector(tx, { id: options.id, scope: options.scope, forUpdate: true });
  if (body.is_active === true && before.is_blocked) {
    throw new AppError('BUSINESS_RULE', COLLECTOR_MESSAGES.activateBlocked);
  }
  await tx
    .update(debtCollectors)
    .set({
      name: body.name,
      phone: body.phone,
      email: body.email,
      territory: body.territory,
      is_active: body.is_active,
      updated_at: options.now,
    })
    .where(eq(debtCollectors.id, before.id));
  const after = (await findCollectorById(tx, before.id))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: after.organization_id,
    action: 'update',
    entityType: COLLECTOR_ENTITY_TYPE,
    entityId: after.id,
    oldValues: collectorAuditValues(before),
    newValues: collectorAuditValues(after),
  });
  if (before.is_active !== after.is_active) {
    await publishEvent(tx, { type: 'counts.changed', organization_id: after.organization_id });
  }
  return after;
}
