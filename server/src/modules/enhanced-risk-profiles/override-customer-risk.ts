import {
  ENHANCED_RISK_MESSAGES,
  type RiskOverrideRequest,
  type RiskOverrideResponse,
} from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { customers } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/write-audit.ts';
import {
  CUSTOMER_ENTITY_TYPE,
  refuseForbiddenFields,
  requireCustomer,
} from '../customers/customer-access.ts';

/** The audit action of an override: 'override' flags the row approval_required (spec part 1 §4). */
export const RISK_OVERRIDE_ACTION = 'risk_override';

/**
 * POST /customers/:id/risk-override: a manager's or organization admin's decision on the
 * customer's risk level, whatever the scores say, with a mandatory reason, audited with
 * approval_required. The level must be one the caller may set on the customer form (spec part 2
 * §6: high only by manager and organization_admin), so an override is no way around that rule.
 */
export async function overrideCustomerRisk(
  ctx: RequestContext,
  options: { customerId: string; body: RiskOverrideRequest },
): Promise<RiskOverrideResponse> {
  const { body } = options;
  refuseForbiddenFields(ctx.auth.roles, { risk_level: body.risk_level });
  const before = await requireCustomer(ctx, options.customerId, { forUpdate: true });
  await ctx.tx
    .update(customers)
    .set({ risk_level: body.risk_level, updated_at: ctx.now })
    .where(and(eq(customers.organization_id, before.organization_id), eq(customers.id, before.id)));
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action: RISK_OVERRIDE_ACTION,
    entityType: CUSTOMER_ENTITY_TYPE,
    entityId: before.id,
    oldValues: { risk_level: before.risk_level },
    newValues: { risk_level: body.risk_level },
    reason: body.reason,
  });
  return {
    message: ENHANCED_RISK_MESSAGES.overridden,
    customer_id: before.id,
    previous_risk_level: before.risk_level,
    risk_level: body.risk_level,
    reason: body.reason,
  };
}
