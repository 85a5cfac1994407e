import {
  CUSTOMER_MESSAGES,
  hiddenCustomerFields,
  ORGANIZATION_MESSAGES,
  refuseCustomerFields,
  type AuditLog,
  type CreateCustomerRequest,
  type Customer,
  type CustomerCategory,
  type CustomerDetail,
  type CustomerFilter,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerSummary,
  type Role,
  type UpdateCustomerRequest,
} from '@lendline/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customers, organizations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { selectAuditLogs } from '../audit/audit.repository.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import {
  customerFinancialSummary,
  customerListCondition,
  customerOrderBy,
  findCategory,
  findCustomerById,
  selectCategories,
  selectCustomerLoans,
  selectCustomers,
  summarizeCustomers,
  type CustomerRecord,
} from './customers.repository.ts';

export const CUSTOMER_ENTITY_TYPE = 'customer';
/** The most audit rows the detail dialog's Audit Trail tab loads. */
export const CUSTOMER_AUDIT_LIMIT = 200;

/** The organizations a user's customer calls reach; null means every organization. */
export type CustomerScope = readonly string[] | null;

/** Who is asking: what they may reach and which fields they may read and set. */
export interface CustomerViewer {
  scope: CustomerScope;
  roles: readonly Role[];
}

/** The customer as this viewer may see it: hidden fields null and named in hidden_fields. */
export function presentCustomer(record: CustomerRecord, roles: readonly Role[]): Customer {
  const hidden = hiddenCustomerFields(roles);
  const customer: Customer = { ...record, hidden_fields: hidden };
  for (const field of hidden) customer[field] = null;
  return customer;
}

/** The fields an audit row keeps of a customer. */
function customerAuditValues(record: CustomerRecord): Record<string, unknown> {
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

const inScope = (scope: CustomerScope, organizationId: string) =>
  scope === null || scope.includes(organizationId);

/** A coordinate for a numeric column: number → text, null stays null, absent stays absent. */
const coordinate = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.toFixed(6);

/** Refuses (403) a payload that sets a field the roles may not set (never silently dropped). */
function refuseForbiddenFields(roles: readonly Role[], body: Record<string, unknown>): void {
  const refusal = refuseCustomerFields(roles, body);
  if (refusal) {
    throw new AppError('FORBIDDEN', refusal.message, { details: { field: refusal.field } });
  }
}

/** A category of the customer's organization, or 404 (another organization's id too). */
async function requireCategory(tx: Tx, categoryId: string, organizationId: string) {
  const category = await findCategory(tx, { id: categoryId, organizationId });
  if (!category) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.categoryNotFound);
  return category;
}

export async function listCustomers(
  tx: Tx,
  options: { viewer: CustomerViewer; query: CustomerListQuery },
): Promise<CustomerListResponse> {
  const { query } = options;
  const where = customerListCondition(options.viewer.scope, query);
  const offset = (query.page - 1) * query.page_size;
  const { rows, total } = await selectCustomers(tx, {
    where,
    // Sorting by a field the viewer may not read would reveal it: newest first instead.
    orderBy: (hiddenCustomerFields(options.viewer.roles) as string[]).includes(query.sort)
      ? customerOrderBy('created_at', 'desc')
      : customerOrderBy(query.sort, query.order),
    limit: query.page_size,
    offset,
  });
  return {
    data: rows.map((row) => presentCustomer(row, options.viewer.roles)),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}

export async function summarizeCustomerList(
  tx: Tx,
  options: { scope: CustomerScope; filter: CustomerFilter },
): Promise<CustomerSummary> {
  return summarizeCustomers(tx, customerListCondition(options.scope, options.filter));
}

/** The customer, or 404 'Customer not found' when unknown or outside the scope. */
async function requireCustomer(
  tx: Tx,
  options: { id: string; scope: CustomerScope; forUpdate?: boolean },
): Promise<CustomerRecord> {
  const record = await findCustomerById(tx, options.id, { forUpdate: options.forUpdate });
  if (!record || !inScope(options.scope, record.organization_id)) {
    throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  }
  return record;
}

export async function getCustomerDetail(
  tx: Tx,
  options: { id: string; viewer: CustomerViewer },
): Promise<CustomerDetail> {
  const record = await requireCustomer(tx, { id: options.id, scope: options.viewer.scope });
  const [financialSummary, loans] = [
    await customerFinancialSummary(tx, record.id),
    await selectCustomerLoans(tx, record.id),
  ];
  return {
    ...presentCustomer(record, options.viewer.roles),
    financial_summary: financialSummary,
    loans,
  };
}

/** This customer's audit rows, newest first. */
export async function listCustomerAudit(
  tx: Tx,
  options: { id: string; scope: CustomerScope },
): Promise<AuditLog[]> {
  const record = await requireCustomer(tx, options);
  const { rows } = await selectAuditLogs(tx, {
    where: sql`a.entity_type = ${CUSTOMER_ENTITY_TYPE} and a.entity_id = ${record.id}`,
    limit: CUSTOMER_AUDIT_LIMIT,
  });
  return rows;
}

export async function createCustomer(
  tx: Tx,
  options: {
    body: CreateCustomerRequest;
    viewer: CustomerViewer;
    /** The user's own organization: where the customer goes unless the body names one. */
    defaultOrganizationId: string | null;
    userId: string;
    actor: AuditActor;
    now: Date;
  },
): Promise<Customer> {
  const { body, viewer } = options;
  refuseForbiddenFields(viewer.roles, body);
  const organizationId = body.organization_id ?? options.defaultOrganizationId;
  if (!organizationId) throw new AppError('BUSINESS_RULE', 'No organization found');
  const [organization] = inScope(viewer.scope, organizationId)
    ? await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
    : [];
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  if (body.category_id) await requireCategory(tx, body.category_id, organization.id);

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
      created_by: options.userId,
      created_at: options.now,
      updated_at: options.now,
    })
    .returning({ id: customers.id });
  const record = (await findCustomerById(tx, inserted!.id))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: record.organization_id,
    action: 'create',
    entityType: CUSTOMER_ENTITY_TYPE,
    entityId: record.id,
    newValues: customerAuditValues(record),
  });
  return presentCustomer(record, viewer.roles);
}

export async function updateCustomer(
  tx: Tx,
  options: {
    id: string;
    body: UpdateCustomerRequest;
    viewer: CustomerViewer;
    actor: AuditActor;
    now: Date;
  },
): Promise<Customer> {
  const { body, viewer } = options;
  refuseForbiddenFields(viewer.roles, body);
  const before = await requireCustomer(tx, {
    id: options.id,
    scope: viewer.scope,
    forUpdate: true,
  });
  if (body.category_id) await requireCategory(tx, body.category_id, before.organization_id);
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
      updated_at: options.now,
    })
    .where(eq(customers.id, before.id));
  const after = (await findCustomerById(tx, before.id))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: after.organization_id,
    action: 'update',
    entityType: CUSTOMER_ENTITY_TYPE,
    entityId: after.id,
    oldValues: customerAuditValues(before),
    newValues: customerAuditValues(after),
  });
  return presentCustomer(after, viewer.roles);
}

/** The categories of one organization in scope, ordered by name. */
export async function listCustomerCategories(
  tx: Tx,
  options: { scope: CustomerScope; organizationId: string | null },
): Promise<CustomerCategory[]> {
  const { organizationId } = options;
  if (!organizationId || !inScope(options.scope, organizationId)) {
    throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  }
  const exists = await queryRows<{ found: number }>(
    tx,
    sql`select 1 as found from organizations where id = ${organizationId}`,
  );
  if (exists.length === 0) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return selectCategories(tx, organizationId);
}
