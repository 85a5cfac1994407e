import type { AuditLog, CustomerDetail } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import {
  CUSTOMER_AUDIT_LIMIT,
  CUSTOMER_ENTITY_TYPE,
  presentCustomer,
  requireCustomer,
} from './customer-access.ts';

/** The detail dialog: the customer, the Financial Summary (summed in SQL) and the loans. */
export async function getCustomerDetail(ctx: RequestContext, id: string): Promise<CustomerDetail> {
  const record = await requireCustomer(ctx, id);
  const customers = repositories(ctx).customers;
  const financialSummary = await customers.financialSummary(record.id);
  const loans = await customers.loansOf(record.id);
  return {
    ...presentCustomer(record, ctx.auth.roles),
    financial_summary: financialSummary,
    loans,
  };
}

/** This customer's audit rows, newest first. */
export async function listCustomerAudit(ctx: RequestContext, id: string): Promise<AuditLog[]> {
  const record = await requireCustomer(ctx, id);
  const { rows } = await repositories(ctx).audit.select({
    where: sql`a.entity_type = ${CUSTOMER_ENTITY_TYPE} and a.entity_id = ${record.id}`,
    limit: CUSTOMER_AUDIT_LIMIT,
  });
  return rows;
}
