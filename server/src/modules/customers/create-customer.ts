import {
  CUSTOMER_MESSAGES,
  ORGANIZATION_MESSAGES,
  spansOrganizations,
  type CreateCustomerRequest,
  type Customer,
} from '@lendline/core';
import { eq, sql } from 'drizzle-orm';
import { reaches, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { customers, organizations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import {
  coordinate,
  CUSTOMER_ENTITY_TYPE,
  customerAuditValues,
  presentCustomer,
  refuseForbiddenFields,
  requireCategory,
} from './customer-access.ts';

/**
 * Creates a customer in the body's organization (within the user's scope) or the user's own,
 * with a display id from one sequence, and audits it. A user working across organizations
 * (spansOrganizations) must name one: their own is rarely the one meant (the platform's never).
 */
export async function createCustomer(
  ctx: RequestContext,
  body: CreateCustomerRequest,
): Promise<Customer> {
  const { tx, auth, now } = ctx;
  refuseForbiddenFields(auth.roles, body);
  if (!body.organization_id && spansOrganizations(auth.roles, auth.scope.organizationIds)) {
    const message = CUSTOMER_MESSAGES.organizationRequired;
    throw new AppError('VALIDATION_FAILED', message, {
      details: { fieldErrors: { organization_id: [message] } },
    });
  }
  const organizationId = body.organization_id ?? auth.organization?.id ?? null;
  if (!organizationId) throw new AppError('BUSINESS_RULE', ORGANIZATION_MESSAGES.noneFound);
  const [organization] = reaches(ctx, organizationId)
    ? await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
    : [];
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  if (body.category_id) await requireCategory(ctx, body.category_id, organization.id);

  const [inserted] = await tx
    .insert(customers)
    .values({
      organization_id: organization.id,
      // CUST + a number from one sequence: two creates can never draw the same number.
      customer_id: sql`'CUST' || nextval('customer_number_seq')`,
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone,
      email: body.email ?? null,
      business_name: body.business_name ?? null,
      business_type: body.business_type ?? null,
      category_id: body.category_id ?? null,
      risk_level: body.risk_level ?? 'medium',
      status: 'active',
      residential_address: body.residential_address ?? null,
      business_address: body.business_address ?? null,
      residential_latitude: coordinate(body.residential_latitude) ?? null,
      residential_longitude: coordinate(body.residential_longitude) ?? null,
      business_latitude: coordinate(body.business_latitude) ?? null,
      business_longitude: coordinate(body.business_longitude) ?? null,
      created_by: auth.user.id,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: customers.id });
  const record = (await repositories(ctx).customers.findById(inserted!.id))!;
  await writeAudit(tx, {
    actor: ctx.actor,
    organizationId: record.organization_id,
    action: 'create',
    entityType: CUSTOMER_ENTITY_TYPE,
    entityId: record.id,
    newValues: customerAuditValues(record),
  });
  return presentCustomer(record, auth.roles);
}
