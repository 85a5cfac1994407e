import {
  CUSTOMER_MESSAGES,
  hasResidentialLocation,
  type Customer,
  type UpdateCustomerRequest,
} from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import {
  coordinate,
  CUSTOMER_ENTITY_TYPE,
  customerAuditValues,
  presentCustomer,
  refuseForbiddenFields,
  requireCategory,
  requireCustomer,
} from './customer-access.ts';

/** Edits a customer (row locked for the change) and audits old and new values. */
export async function updateCustomer(
  ctx: RequestContext,
  options: { id: string; body: UpdateCustomerRequest },
): Promise<Customer> {
  const { tx, auth, now } = ctx;
  const { body } = options;
  refuseForbiddenFields(auth.roles, body);
  const before = await requireCustomer(ctx, options.id, { forUpdate: true });
  if (body.category_id) await requireCategory(ctx, body.category_id, before.organization_id);
  refuseClearedResidentialLocation(before, body);
  await tx
    .update(customers)
    .set({
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone,
      email: body.email,
      business_name: body.business_name,
      business_type: body.business_type,
      category_id: body.category_id,
      risk_level: body.risk_level,
      status: body.status,
      residential_address: body.residential_address,
      business_address: body.business_address,
      residential_latitude: coordinate(body.residential_latitude),
      residential_longitude: coordinate(body.residential_longitude),
      business_latitude: coordinate(body.business_latitude),
      business_longitude: coordinate(body.business_longitude),
      updated_at: now,
    })
    .where(and(eq(customers.organization_id, before.organization_id), eq(customers.id, before.id)));
  const after = (await repositories(ctx).customers.findById(before.id))!;
  await writeAudit(tx, {
    actor: ctx.actor,
    organizationId: after.organization_id,
    action: 'update',
    entityType: CUSTOMER_ENTITY_TYPE,
    entityId: after.id,
    oldValues: customerAuditValues(before),
    newValues: customerAuditValues(after),
  });
  return presentCustomer(after, auth.roles);
}

/**
 * A change to the residential location may not leave it empty (hasResidentialLocation). A change
 * that does not touch it passes, so a record saved before the rule can still be edited otherwise.
 */
function refuseClearedResidentialLocation(
  before: Parameters<typeof hasResidentialLocation>[0],
  body: UpdateCustomerRequest,
): void {
  const touched = [
    body.residential_address,
    body.residential_latitude,
    body.residential_longitude,
  ].some((value) => value !== undefined);
  const after = {
    residential_address:
      body.residential_address === undefined
        ? before.residential_address
        : body.residential_address,
    residential_latitude:
      body.residential_latitude === undefined
        ? before.residential_latitude
        : body.residential_latitude,
    residential_longitude:
      body.residential_longitude === undefined
        ? before.residential_longitude
        : body.residential_longitude,
  };
  if (touched && !hasResidentialLocation(after)) {
    const message = CUSTOMER_MESSAGES.residentialRequired;
    throw new AppError('VALIDATION_FAILED', message, {
      details: { fieldErrors: { residential_address: [message] } },
    });
  }
}
