import {
  CUSTOMER_MESSAGES,
  hiddenCustomerFields,
  refuseCustomerFields,
  type Customer,
  type CustomerCategory,
  type Role,
} from '@lendline/core';
import { reaches, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { AppError } from '../../errors.ts';
import type { CustomerRecord } from './customers.repository.ts';

export const CUSTOMER_ENTITY_TYPE = 'customer';
/** The most audit rows the detail dialog's Audit Trail tab loads. */
export const CUSTOMER_AUDIT_LIMIT = 200;

/** The customer as these roles may see it: hidden fields null and named in hidden_fields. */
export function presentCustomer(record: CustomerRecord, roles: readonly Role[]): Customer {
  const hidden = hiddenCustomerFields(roles);
  const customer: Customer = { ...record, hidden_fields: hidden };
  for (const field of hidden) customer[field] = null;
  return customer;
}

/** The fields an audit row keeps of a customer. */
export function customerAuditValues(record: CustomerRecord): Record<string, unknown> {
  return {
    organization_id: record.organization_id,
    customer_id: record.customer_id,
    first_name: record.first_name,
    last_name: record.last_name,
    phone: record.phone,
    email: record.email,
    business_name: record.business_name,
    business_type: record.business_type,
    category_id: record.category_id,
    risk_level: record.risk_level,
    status: record.status,
    residential_address: record.residential_address,
    business_address: record.business_address,
    residential_latitude: record.residential_latitude,
    residential_longitude: record.residential_longitude,
    business_latitude: record.business_latitude,
    business_longitude: record.business_longitude,
  };
}

/** A coordinate for a numeric column: number → text, null stays null, absent stays absent. */
export const coordinate = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.toFixed(6);

/** Refuses (403) a payload that sets a field the roles may not set (never silently dropped). */
export function refuseForbiddenFields(roles: readonly Role[], body: Record<string, unknown>): void {
  const refusal = refuseCustomerFields(roles, body);
  if (refusal) {
    throw new AppError('FORBIDDEN', refusal.message, { details: { field: refusal.field } });
  }
}

/** The customer, or 404 'Customer not found' when unknown or outside the scope. */
export async function requireCustomer(
  ctx: RequestContext,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRecord> {
  const record = await repositories(ctx).customers.findById(id, options);
  if (!record || !reaches(ctx, record.organization_id)) {
    throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  }
  return record;
}

/** A category of the customer's organization, or 404 (another organization's id too). */
export async function requireCategory(
  ctx: RequestContext,
  categoryId: string,
  organizationId: string,
): Promise<CustomerCategory> {
  const category = await repositories(ctx).customers.findCategory({
    id: categoryId,
    organizationId,
  });
  if (!category) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.categoryNotFound);
  return category;
}
