import { CUSTOMER_MESSAGES, type AuditLog, type CustomerDetail } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { reaches, type RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { repositories } from '../../context/repositories.ts';
import {
  CUSTOMER_AUDIT_LIMIT,
  CUSTOMER_ENTITY_TYPE,
  presentCustomer,
  requireCustomer,
} from './customer-access.ts';

/**
 * The detail dialog: the customer, the Financial Summary (summed in SQL) and the loans, read in
 * one statement; 404 'Customer not found' when unknown or outside the scope.
 */
export async function getCustomerDetail(ctx: RequestContext, id: string): Promise<CustomerDetail> {
  const detail = await repositories(ctx).customers.findDetail({
    id,
    organizationIds: ctx.auth.scope.organizationIds,
  });
  if (!detail || !reaches(ctx, detail.record.organization_id)) {
    throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  }
  return {
    ...presentCustomer(detail.record, ctx.auth.roles),
    financial_summary: detail.financialSummary,
    loans: detail.loans,
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
