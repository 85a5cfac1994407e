import {
  LENDING_SETTING_FIELDS,
  MESSAGES,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_SETTING_FIELDS,
  type Organization,
  type UpdateOrganizationRequest,
} from '@lendline/core';
import { mayDo } from '../../context/effective-permissions.ts';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { reshapeCollectionCalendar } from '../loans/collection-calendar.ts';
import { requireParent } from './create-organization.ts';
import { getOrganizationInScope } from './get-organization.ts';
import { ORGANIZATION_ENTITY_TYPE, organizationAuditValues } from './organization-audit.ts';

/** PATCH /organizations/:id: the fields sent; never under its own descendant. */
export async function updateOrganization(
  ctx: RequestContext,
  options: { id: string; body: UpdateOrganizationRequest },
): Promise<Organization> {
  const { body } = options;
  if (!mayDo(ctx, 'organizations', 'update')) {
    // settings:update reaches the lending settings and the MFA policy of the organizations in
    // scope, and the timezone, currency and phone country of the holder's own organization
    // (issue 13).
    const own = options.id === ctx.auth.profile?.organization_id;
    const others = Object.entries(body).filter(
      ([field, value]) =>
        value !== undefined &&
        !LENDING_SETTING_FIELDS.includes(field) &&
        field !== 'mfa_policy' &&
        !(own && ORGANIZATION_SETTING_FIELDS.includes(field)),
    );
    if (others.length > 0) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }
  const organizations = repositories(ctx).organizations;
  const before = await getOrganizationInScope(ctx, options.id, { forUpdate: true });
  if (body.parent_organization_id) {
    await requireParent(ctx, body.parent_organization_id);
    if (await organizations.isSelfOrDescendant(before.id, body.parent_organization_id)) {
      throw new AppError('BUSINESS_RULE', ORGANIZATION_MESSAGES.parentCycle);
    }
  }
  await organizations.update(before.id, {
    name: body.name,
    organization_type: body.organization_type,
    parent_organization_id: body.parent_organization_id,
    timezone: body.timezone,
    currency: body.currency,
    default_phone_country: body.default_phone_country,
    collection_days: body.collection_days,
    holidays: body.holidays,
    default_daily_interest_rate: body.default_daily_interest_rate?.toFixed(2),
    default_upfront_interest: body.default_upfront_interest?.toFixed(1),
    default_max_repayment_days: body.default_max_repayment_days,
    second_loan_approver: body.second_loan_approver,
    mfa_policy: body.mfa_policy,
    is_active: body.is_active,
    updated_at: ctx.now,
  });
  const after = (await organizations.findById(before.id))!;
  if (
    after.collection_days !== before.collection_days ||
    after.holidays.join() !== before.holidays.join()
  ) {
    await reshapeCollectionCalendar(ctx, after);
  }
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: after.id,
    action: 'update',
    entityType: ORGANIZATION_ENTITY_TYPE,
    entityId: after.id,
    oldValues: organizationAuditValues(before),
    newValues: organizationAuditValues(after),
  });
  return after;
}
