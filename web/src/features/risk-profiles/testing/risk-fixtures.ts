import { riskBadgeOf, scoreProspect } from '@lendline/core';
import type { RiskProfile, RiskProfileListResponse, RiskProfileSummary } from '@lendline/core';

export const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
export const PROFILE_ID = 'b0000000-0000-4000-8000-000000000001';
const USER_ID = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';

/** The prospect's inputs: 40,000 a month, 10,000 of debt (25 %), scores that give 93. */
const INPUTS = {
  payment_history_score: 80,
  business_stability_score: 70,
  asset_backing_score: 60,
  years_at_current_location: 6,
  income_stability_rating: 8,
  location_stability_score: 9,
  total_monthly_income: 40_000,
  monthly_household_income: 35_000,
  total_existing_debt: 10_000,
};

/** A completed profile scored by core's rule (93, low risk, 240,000 recommended). */
export function buildRiskProfile(overrides: Partial<RiskProfile> = {}): RiskProfile {
  const score = scoreProspect({ ...INPUTS, ...overrides });
  const profile: RiskProfile = {
    id: PROFILE_ID,
    organization_id: ORGANIZATION_ID,
    prospective_customer_name: 'Meena Devi',
    phone: '+919812345678',
    bazaar_location: 'Crawford Market',
    business_location_address: 'Stall 14, Crawford Market, Mumbai',
    business_latitude: null,
    business_longitude: null,
    product_selling: 'Vegetables',
    business_type: 'retail',
    ...INPUTS,
    daily_savings_capacity: 200,
    proposed_daily_payment: 500,
    primary_income_source: 'Vegetable stall',
    secondary_income_source: null,
    total_monthly_expenses: 22_000,
    assessor_comments: null,
    multiple_income_sources: [{ source: 'Tailoring', monthly_amount: 5_000 }],
    existing_loans: [],
    multiple_businesses: [],
    bank_accounts: [],
    assets_owned: [],
    guarantors: [],
    collateral_details: [],
    emergency_contacts: [],
    assessment_status: 'completed',
    risk_category: score.risk_category,
    risk_badge: 'low',
    overall_eligibility_score: score.score,
    behavioral_score: null,
    documentation_score: null,
    recommended_loan_amount: score.recommended_loan_amount,
    score_components: score.components,
    debt_to_income_percent: score.debt_to_income_percent,
    score_rule_version: score.rule_version,
    customer_created: false,
    customer_id: null,
    approved_at: null,
    approved_by: null,
    rejected_at: null,
    rejected_by: null,
    rejection_reason: null,
    created_by: USER_ID,
    created_at: '2026-03-02T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
  return { ...profile, risk_badge: riskBadgeOf(profile) };
}

export function riskProfileListOf(
  profiles: RiskProfile[],
  total = profiles.length,
): RiskProfileListResponse {
  return {
    data: profiles,
    page: 1,
    page_size: 25,
    total,
    counts: { all: total, completed: 17, approved: 9, low_risk: 12 },
  };
}

export function buildRiskSummary(overrides: Partial<RiskProfileSummary> = {}): RiskProfileSummary {
  return {
    total_profiles: 48,
    completed: 17,
    approved: 9,
    low_risk: 12,
    customers_created: 6,
    ...overrides,
  };
}
