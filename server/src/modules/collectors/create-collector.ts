import {
  collectorCreateInBlockedOrganizationMessage,
  type Collector,
  type CreateCollectorRequest,
  ORGANIZATION_MESSAGES,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { COLLECTOR_ENTITY_TYPE, collectorAuditValues } from './collector-audit.ts';
import { requireCollectorUser } from './collector-user.ts';
import { requireOrganizationInScope } from './get-collector.ts';

/** POST /collectors: in the organization the body names, else the user's own. */
export async function createCollector(
  ctx: RequestContext,
  body: CreateCollectorRequest,
): Promise<Collector> {
  const collectors = repositories(ctx).collectors;
  const organizationId = body.organization_id ?? ctx.auth.organization?.id ?? null;
  if (!organizationId) throw new AppError('BUSINESS_RULE', ORGANIZATION_MESSAGES.noneFound);
  const organization = await requireOrganizationInScope(ctx, organizationId);
  if (organization.is_blocked) {
    throw new AppError(
      'BUSINESS_RULE',
      collectorCreateInBlockedOrganizationMessage(organization.name),
    );
  }
  if (body.user_id) {
    await requireCollectorUser(ctx, { organizationId: organization.id, userId: body.user_id });
  }
  const id = await collectors.insert({
    organization_id: organization.id,
    name: body.name,
    phone: body.phone,
    email: body.email ?? null,
    territory: body.territory ?? null,
    user_id: body.user_id ?? null,
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  const collector = (await collectors.findById(id))!;
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: collector.organization_id,
    action: 'create',
    entityType: COLLECTOR_ENTITY_TYPE,
    entityId: collector.id,
    newValues: collectorAuditValues(collector),
  });
  await publishEvent(ctx.tx, {
    type: 'counts.changed',
    organization_id: collector.organization_id,
  });
  return collector;
}
