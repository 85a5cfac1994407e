import {
  CreateCustomerRequestSchema,
  CUSTOMER_BUSINESS_TYPES,
  customerFieldAccess,
  isMessageKey,
  MESSAGES,
  RISK_PROFILE_MESSAGES,
  splitProspectName,
  type CreateCustomerFromRiskProfileRequest,
  type CreateCustomerRequest,
  type Customer,
  type RiskProfile,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { riskProfiles } from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { createCustomer } from '../customers/create-customer.ts';
import {
  findRiskProfile,
  presentRiskProfile,
  recordRiskProfileChange,
  type RiskProfileRecord,
} from './risk-profile-records.ts';

/**
 * The customer form's body a profile fills: names split from the prospect's (or the caller's),
 * phone, business name (what the prospect sells, else the first business's name) and type when
 * it is one of the customer's types, the business location, and the residential location the
 * caller gives. Business fields only for roles that may set them (refuseCustomerFields).
 */
function customerBodyOf(
  ctx: RequestContext,
  profile: RiskProfileRecord,
  body: NonNullable<CreateCustomerFromRiskProfileRequest> | null | undefined,
): Record<string, unknown> {
  const names = splitProspectName(profile.prospective_customer_name);
  const firstBusiness = (profile.multiple_businesses as { name?: string | null }[])[0]?.name;
  const businessType = (CUSTOMER_BUSINESS_TYPES as readonly string[]).includes(
    profile.business_type ?? '',
  )
    ? profile.business_type
    : undefined;
  const pinned = profile.business_latitude !== null && profile.business_longitude !== null;
  return {
    organization_id: profile.organization_id,
    first_name: body?.first_name ?? names.first_name,
    last_name: body?.last_name ?? names.last_name,
    // The profile's phone; the caller's only where the profile records none.
    phone: profile.phone ?? body?.phone ?? undefined,
    ...(customerFieldAccess(ctx.auth.roles).editBusiness && {
      business_name: profile.product_selling ?? firstBusiness ?? undefined,
      business_type: businessType,
    }),
    business_address: profile.business_location_address ?? undefined,
    business_latitude: pinned ? profile.business_latitude : undefined,
    business_longitude: pinned ? profile.business_longitude : undefined,
    residential_address: body?.residential_address ?? undefined,
    residential_latitude: body?.residential_latitude ?? undefined,
    residential_longitude: body?.residential_longitude ?? undefined,
  };
}

/** The customer form's own validation, answered as POST /customers answers it (400). */
function validCustomerBody(candidate: Record<string, unknown>): CreateCustomerRequest {
  const parsed = CreateCustomerRequestSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, unknown[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    (fieldErrors[field] ??= []).push(isMessageKey(issue.message) ? issue : issue.message);
  }
  const first = parsed.error.issues[0]?.message;
  throw new AppError('VALIDATION_FAILED', isMessageKey(first) ? first : MESSAGES.invalidRequest, {
    details: { fieldErrors },
  });
}

/**
 * POST /risk-profiles/:id/create-customer: an approved profile becomes a customer through the
 * customers' own creation (validation, display id, audit), once; both are linked in the same
 * transaction. 422 notApproved before approval, 409 customerExists the second time.
 */
export async function createCustomerFromRiskProfile(
  ctx: RequestContext,
  options: { id: string; body?: CreateCustomerFromRiskProfileRequest },
): Promise<{ risk_profile: RiskProfile; customer: Customer }> {
  const before = await findRiskProfile(ctx.tx, options.id, { forUpdate: true });
  if (before.customer_created) {
    throw new AppError('CONFLICT', RISK_PROFILE_MESSAGES.customerExists);
  }
  if (before.assessment_status !== 'approved') {
    throw new AppError('BUSINESS_RULE', RISK_PROFILE_MESSAGES.notApproved);
  }
  const customer = await createCustomer(
    ctx,
    validCustomerBody(customerBodyOf(ctx, before, options.body)),
  );
  const [after] = await ctx.tx
    .update(riskProfiles)
    .set({ customer_id: customer.id, customer_created: true, updated_at: ctx.now })
    .where(rowInScope(riskProfiles, before.id))
    .returning();
  await recordRiskProfileChange(ctx, { action: 'create_customer', before, after: after! });
  return { risk_profile: presentRiskProfile(after!), customer };
}
