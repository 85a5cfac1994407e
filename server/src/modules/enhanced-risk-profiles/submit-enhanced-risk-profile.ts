import {
  canSubmitEnhancedProfile,
  ENHANCED_RISK_MESSAGES,
  RISK_PROFILE_MESSAGES,
  type EnhancedRiskProfile,
  type EnhancedRiskProfileRequest,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import {
  enhancedRiskProfiles,
  riskProfileAssets,
  riskProfileBusinesses,
  riskProfileLoanHistory,
  riskProfiles,
} from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { requireCustomer } from '../customers/customer-access.ts';
import {
  computedColumns,
  ENHANCED_RISK_PROFILE_ENTITY_TYPE,
  enhancedRiskProfileAuditValues,
  moneyColumn,
  presentEnhancedRiskProfile,
  requireEnhancedRiskProfile,
} from './enhanced-risk-profile-records.ts';

/**
 * The prospect profile an assessment follows: of the customer's organization, and not created
 * into another customer (422 prospectMismatch); 404 when it is not in the scope.
 */
async function requireProspect(
  ctx: RequestContext,
  options: { id: string; organizationId: string; customerId: string },
): Promise<string> {
  const [prospect] = await ctx.tx
    .select({
      id: riskProfiles.id,
      organization_id: riskProfiles.organization_id,
      customer_id: riskProfiles.customer_id,
    })
    .from(riskProfiles)
    .where(rowInScope(riskProfiles, options.id));
  if (!prospect) throw new AppError('NOT_FOUND', RISK_PROFILE_MESSAGES.notFound);
  if (
    prospect.organization_id !== options.organizationId ||
    (prospect.customer_id !== null && prospect.customer_id !== options.customerId)
  ) {
    throw new AppError('BUSINESS_RULE', ENHANCED_RISK_MESSAGES.prospectMismatch);
  }
  return prospect.id;
}

/** A business's profit as stored: as given, or revenue minus expenses (spec §3's consolidation). */
function storedProfit(business: EnhancedRiskProfileRequest['businesses'][number]): string | null {
  if (business.monthly_profit != null) return moneyColumn(business.monthly_profit);
  if (business.monthly_revenue == null && business.monthly_expenses == null) return null;
  const paise =
    Math.round((business.monthly_revenue ?? 0) * 100) -
    Math.round((business.monthly_expenses ?? 0) * 100);
  return (paise / 100).toFixed(2);
}

/**
 * POST /customers/:id/risk-profiles: the enhanced submission. The profile, its businesses, loan
 * history and assets are written in the request's one transaction with the audit row, so a row
 * the database refuses leaves nothing behind. Refused below 60 % completion (spec §5's hint).
 */
export async function submitEnhancedRiskProfile(
  ctx: RequestContext,
  options: { customerId: string; body: EnhancedRiskProfileRequest },
): Promise<EnhancedRiskProfile> {
  const { tx, now } = ctx;
  const { body } = options;
  const customer = await requireCustomer(ctx, options.customerId);
  if (!canSubmitEnhancedProfile(body)) {
    throw new AppError('BUSINESS_RULE', ENHANCED_RISK_MESSAGES.completionTooLow);
  }
  const organizationId = customer.organization_id;
  const prospectiveProfileId = body.prospective_profile_id
    ? await requireProspect(ctx, {
        id: body.prospective_profile_id,
        organizationId,
        customerId: customer.id,
      })
    : null;
  const [profile] = await tx
    .insert(enhancedRiskProfiles)
    .values({
      organization_id: organizationId,
      customer_id: customer.id,
      prospective_profile_id: prospectiveProfileId,
      full_name: body.full_name,
      age: body.age,
      secondary_phone: body.secondary_phone ?? null,
      address: body.address ?? null,
      marital_status: body.marital_status ?? null,
      dependents: body.dependents ?? null,
      monthly_household_income: moneyColumn(body.monthly_household_income),
      monthly_household_expenses: moneyColumn(body.monthly_household_expenses),
      other_income_sources: body.other_income_sources ?? null,
      savings_amount: moneyColumn(body.savings_amount),
      no_loan_history: body.no_loan_history,
      no_assets: body.no_assets,
      ...computedColumns(body, now),
      created_by: ctx.auth.user.id,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: enhancedRiskProfiles.id });
  const owned = { organization_id: organizationId, risk_profile_id: profile!.id };
  const businesses = await tx
    .insert(riskProfileBusinesses)
    .values(
      body.businesses.map((business, position) => ({
        ...owned,
        customer_id: customer.id,
        position,
        business_name: business.business_name,
        business_type: business.business_type,
        business_registration_number: business.business_registration_number ?? null,
        business_address: business.business_address ?? null,
        years_in_operation: business.years_in_operation ?? null,
        monthly_revenue: moneyColumn(business.monthly_revenue),
        monthly_expenses: moneyColumn(business.monthly_expenses),
        monthly_profit: storedProfit(business),
        employee_count: business.employee_count ?? null,
      })),
    )
    .returning({ id: riskProfileBusinesses.id, position: riskProfileBusinesses.position });
  const businessIdAt = new Map(businesses.map((row) => [row.position, row.id]));
  if (body.loan_history.length > 0) {
    await tx.insert(riskProfileLoanHistory).values(
      body.loan_history.map((loan, position) => ({
        ...owned,
        position,
        business_id: loan.business_id === 'other' ? null : businessIdAt.get(loan.business_id)!,
        reason: loan.reason,
        custom_reason: loan.custom_reason ?? null,
        amount: moneyColumn(loan.amount)!,
        amount_repaid: moneyColumn(loan.amount_repaid) ?? '0.00',
        source: loan.source ?? null,
        defaulted: loan.defaulted,
        default_reason: loan.default_reason ?? null,
        loan_status: loan.loan_status ?? null,
        start_date: loan.start_date ?? null,
        end_date: loan.end_date ?? null,
        monthly_payment: moneyColumn(loan.monthly_payment),
        interest_rate: loan.interest_rate == null ? null : loan.interest_rate.toFixed(3),
        loan_term_months: loan.loan_term_months ?? null,
        lender_type: loan.lender_type ?? null,
      })),
    );
  }
  if (body.assets.length > 0) {
    await tx.insert(riskProfileAssets).values(
      body.assets.map((asset, position) => ({
        ...owned,
        position,
        type: asset.type,
        description: asset.description ?? null,
        value: moneyColumn(asset.value) ?? '0.00',
        ownership_status: asset.ownership_status ?? null,
        has_loan: asset.has_loan,
        loan_amount: moneyColumn(asset.loan_amount),
        outstanding_loan_amount: moneyColumn(asset.outstanding_loan_amount),
        monthly_loan_payment: moneyColumn(asset.monthly_loan_payment),
        loan_interest_rate:
          asset.loan_interest_rate == null ? null : asset.loan_interest_rate.toFixed(3),
        loan_status: asset.loan_status ?? null,
        loan_start_date: asset.loan_start_date ?? null,
        loan_end_date: asset.loan_end_date ?? null,
        loan_lender: asset.loan_lender ?? null,
      })),
    );
  }
  const stored = await requireEnhancedRiskProfile(ctx, profile!.id);
  await writeAudit(tx, {
    actor: ctx.actor,
    organizationId,
    action: 'create',
    entityType: ENHANCED_RISK_PROFILE_ENTITY_TYPE,
    entityId: stored.profile.id,
    newValues: enhancedRiskProfileAuditValues(stored),
  });
  return presentEnhancedRiskProfile(stored);
}
