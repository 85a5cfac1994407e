import {
  enhancedCompletionPercentage,
  enhancedRiskBandOf,
  RISK_PROFILE_MESSAGES,
  scoreEnhancedProfile,
  toPaise,
  type EnhancedRiskFormValues,
  type EnhancedRiskProfile,
  type EnhancedScoreComponents,
  type EnhancedScoreFigures,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import type { NewEnhancedRiskProfile } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  enhancedRiskProfilesRepository,
  type EnhancedRiskProfileRecord,
} from './enhanced-risk-profiles.repository.ts';

export const ENHANCED_RISK_PROFILE_ENTITY_TYPE = 'enhanced_risk_profile';

/** Rupees for a numeric(14,2) column, exact to the paisa; null and absent become null. */
export const moneyColumn = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : (toPaise(value) / 100).toFixed(2);

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The stored rows as the form's values: what scoreEnhancedProfile reads on "recalculate". */
export function formValuesOf(record: EnhancedRiskProfileRecord): EnhancedRiskFormValues {
  const { profile } = record;
  return {
    full_name: profile.full_name,
    age: profile.age,
    marital_status: profile.marital_status,
    dependents: profile.dependents,
    monthly_household_income: numberOrNull(profile.monthly_household_income),
    monthly_household_expenses: numberOrNull(profile.monthly_household_expenses),
    savings_amount: numberOrNull(profile.savings_amount),
    no_loan_history: profile.no_loan_history,
    no_assets: profile.no_assets,
    businesses: record.businesses.map((business) => ({
      business_name: business.business_name,
      business_type: business.business_type,
      years_in_operation: business.years_in_operation,
      monthly_revenue: numberOrNull(business.monthly_revenue),
      monthly_expenses: numberOrNull(business.monthly_expenses),
      monthly_profit: numberOrNull(business.monthly_profit),
    })),
    loan_history: record.loanHistory.map((loan) => ({
      reason: loan.reason,
      custom_reason: loan.custom_reason,
      amount: Number(loan.amount),
      amount_repaid: Number(loan.amount_repaid),
      defaulted: loan.defaulted,
      default_reason: loan.default_reason,
      loan_status: loan.loan_status,
    })),
    assets: record.assets.map((asset) => ({
      type: asset.type,
      value: Number(asset.value),
      ownership_status: asset.ownership_status,
      has_loan: asset.has_loan,
      loan_amount: numberOrNull(asset.loan_amount),
      outstanding_loan_amount: numberOrNull(asset.outstanding_loan_amount),
      loan_status: asset.loan_status,
    })),
  };
}

/**
 * The computed columns of a profile's values: completion, consolidation (spec §3) and the score
 * with its components, figures, recommendation and rule version (docs/decisions/0063).
 */
export function computedColumns(form: EnhancedRiskFormValues, now: Date) {
  const scored = scoreEnhancedProfile(form);
  const { consolidation } = scored;
  return {
    questionnaire_completion_percentage: enhancedCompletionPercentage(form),
    total_businesses_count: consolidation.total_businesses_count,
    consolidated_monthly_income: (consolidation.monthly_income_paise / 100).toFixed(2),
    consolidated_monthly_expenses: (consolidation.monthly_expenses_paise / 100).toFixed(2),
    consolidated_debt_burden: (consolidation.debt_burden_paise / 100).toFixed(2),
    risk_score: scored.score,
    score_components: scored.components,
    score_figures: scored.figures,
    score_rule_version: scored.rule_version,
    recommended_loan_amount: scored.recommended_loan_amount.toFixed(2),
    calculated_at: now,
  } satisfies Partial<NewEnhancedRiskProfile>;
}

/** A stored profile as every endpoint answers it: money as numbers, the band added. */
export function presentEnhancedRiskProfile(record: EnhancedRiskProfileRecord): EnhancedRiskProfile {
  const { profile } = record;
  const indexOfBusiness = new Map(record.businesses.map((business, index) => [business.id, index]));
  return {
    id: profile.id,
    organization_id: profile.organization_id,
    customer_id: profile.customer_id,
    prospective_profile_id: profile.prospective_profile_id,
    full_name: profile.full_name,
    age: profile.age,
    secondary_phone: profile.secondary_phone,
    address: profile.address,
    marital_status: profile.marital_status,
    dependents: profile.dependents,
    monthly_household_income: numberOrNull(profile.monthly_household_income),
    monthly_household_expenses: numberOrNull(profile.monthly_household_expenses),
    other_income_sources: profile.other_income_sources,
    savings_amount: numberOrNull(profile.savings_amount),
    no_loan_history: profile.no_loan_history,
    no_assets: profile.no_assets,
    questionnaire_completion_percentage: profile.questionnaire_completion_percentage,
    total_businesses_count: profile.total_businesses_count,
    consolidated_monthly_income: Number(profile.consolidated_monthly_income),
    consolidated_monthly_expenses: Number(profile.consolidated_monthly_expenses),
    consolidated_debt_burden: Number(profile.consolidated_debt_burden),
    risk_score: profile.risk_score,
    risk_band: enhancedRiskBandOf(profile.risk_score),
    score_components: (profile.score_components as EnhancedScoreComponents | null) ?? null,
    score_figures: (profile.score_figures as EnhancedScoreFigures | null) ?? null,
    score_rule_version: profile.score_rule_version,
    recommended_loan_amount: numberOrNull(profile.recommended_loan_amount),
    calculated_at: profile.calculated_at?.toISOString() ?? null,
    businesses: record.businesses.map((business) => ({
      id: business.id,
      position: business.position,
      business_name: business.business_name,
      business_type: business.business_type,
      business_registration_number: business.business_registration_number,
      business_address: business.business_address,
      years_in_operation: business.years_in_operation,
      monthly_revenue: numberOrNull(business.monthly_revenue),
      monthly_expenses: numberOrNull(business.monthly_expenses),
      monthly_profit: numberOrNull(business.monthly_profit),
      employee_count: business.employee_count,
    })),
    loan_history: record.loanHistory.map((loan) => ({
      id: loan.id,
      position: loan.position,
      business_id: loan.business_id,
      business_index:
        loan.business_id === null ? null : (indexOfBusiness.get(loan.business_id) ?? null),
      reason: loan.reason,
      custom_reason: loan.custom_reason,
      amount: Number(loan.amount),
      amount_repaid: Number(loan.amount_repaid),
      outstanding:
        Math.max(0, toPaise(Number(loan.amount)) - toPaise(Number(loan.amount_repaid))) / 100,
      source: loan.source,
      defaulted: loan.defaulted,
      default_reason: loan.default_reason,
      loan_status: loan.loan_status,
      start_date: loan.start_date,
      end_date: loan.end_date,
      monthly_payment: numberOrNull(loan.monthly_payment),
      interest_rate: numberOrNull(loan.interest_rate),
      loan_term_months: loan.loan_term_months,
      lender_type: loan.lender_type,
    })),
    assets: record.assets.map((asset) => ({
      id: asset.id,
      position: asset.position,
      type: asset.type,
      description: asset.description,
      value: Number(asset.value),
      ownership_status: asset.ownership_status,
      has_loan: asset.has_loan,
      loan_amount: numberOrNull(asset.loan_amount),
      outstanding_loan_amount: numberOrNull(asset.outstanding_loan_amount),
      monthly_loan_payment: numberOrNull(asset.monthly_loan_payment),
      loan_interest_rate: numberOrNull(asset.loan_interest_rate),
      loan_status: asset.loan_status,
      loan_start_date: asset.loan_start_date,
      loan_end_date: asset.loan_end_date,
      loan_lender: asset.loan_lender,
    })),
    created_by: profile.created_by,
    created_at: profile.created_at.toISOString(),
    updated_at: profile.updated_at.toISOString(),
  };
}

/** The profile with its rows, or 404 'Risk profile not found' (another tenant's id too). */
export async function requireEnhancedRiskProfile(
  ctx: RequestContext,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnhancedRiskProfileRecord> {
  const record = await enhancedRiskProfilesRepository(ctx.tx).findById(id, options);
  if (!record) throw new AppError('NOT_FOUND', RISK_PROFILE_MESSAGES.notFound);
  return record;
}

/** What an audit row keeps of a profile: its answer without the timestamps' noise. */
export function enhancedRiskProfileAuditValues(
  record: EnhancedRiskProfileRecord,
): Record<string, unknown> {
  const {
    id: _id,
    created_at: _createdAt,
    updated_at: _updatedAt,
    ...values
  } = presentEnhancedRiskProfile(record);
  return values;
}
