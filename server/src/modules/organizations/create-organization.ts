import {
  ORGANIZATION_MESSAGES,
  type CreateOrganizationRequest,
  type Organization,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { ORGANIZATION_ENTITY_TYPE, organizationAuditValues } from './organization-audit.ts';

export async function requireParent(ctx: RequestContext, parentId: string): Promise<void> {
  if (!(await repositories(ctx).organizations.findById(parentId))) {
    throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.parentNotFound);
  }
}

/** POST /organizations (platform_super_admin). */
export async function createOrganization(
  ctx: RequestContext,
  body: CreateOrganizationRequest,
): Promise<Organization> {
  const organizations = repositories(ctx).organizations;
  if (body.parent_organization_id) await requireParent(ctx, body.parent_organization_id);
  const id = await organizations.insert({
    name: body.name,
    organization_type: body.organization_type,
    parent_organization_id: body.parent_organization_id ?? null,
    timezone: body.timezone,
    currency: body.currency,
    default_phone_country: body.default_phone_country,
    is_active: body.is_active,
    mfa_policy: body.mfa_policy,
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  const organization = (await organizations.findById(id))!;
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: organization.id,
    action: 'create',
    entityType: ORGANIZATION_ENTITY_TYPE,
    entityId: organization.id,
    newValues: organizationAuditValues(organization),
  });
  await publishEvent(ctx.tx, { type: 'counts.changed', organization_id: organization.id });
  return organization;
}
