import { COLLECTOR_MESSAGES, type Collector, type UpdateCollectorRequest } from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { COLLECTOR_ENTITY_TYPE, collectorAuditValues } from './collector-audit.ts';
import { requireCollectorUser } from './collector-user.ts';
import { getCollector } from './get-collector.ts';

/** PATCH /collectors/:id: the fields sent; a blocked collector is not activated here. */
export async function updateCollector(
  ctx: RequestContext,
  options: { id: string; body: UpdateCollectorRequest },
): Promise<Collector> {
  const { body } = options;
  const collectors = repositories(ctx).collectors;
  const before = await getCollector(ctx, options.id, { forUpdate: true });
  if (body.is_active === true && before.is_blocked) {
    throw new AppError('BUSINESS_RULE', COLLECTOR_MESSAGES.activateBlocked);
  }
  if (body.user_id) {
    await requireCollectorUser(ctx, {
      organizationId: before.organization_id,
      userId: body.user_id,
      collectorId: before.id,
    });
  }
  await collectors.update(before.id, {
    name: body.name,
    phone: body.phone,
    email: body.email,
    territory: body.territory,
    user_id: body.user_id,
    is_active: body.is_active,
    updated_at: ctx.now,
  });
  const after = (await collectors.findById(before.id))!;
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: after.organization_id,
    action: 'update',
    entityType: COLLECTOR_ENTITY_TYPE,
    entityId: after.id,
    oldValues: collectorAuditValues(before),
    newValues: collectorAuditValues(after),
  });
  if (before.is_active !== after.is_active) {
    await publishEvent(ctx.tx, { type: 'counts.changed', organization_id: after.organization_id });
  }
  return after;
}
