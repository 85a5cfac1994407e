import type { EnhancedRiskProfile } from '@lendline/core';

export const CUSTOMER_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';

/** A stored, scored profile as the API answers it. */
export function buildEnhancedProfile(
  overrides: Partial<EnhancedRiskProfile> = {},
): EnhancedRiskProfile {
  return {
    id: 'a1000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    customer_id: CUSTOMER_ID,
    prospective_profile_id: null,
    full_name: 'Asha Devi',
    age: 34,
    secondary_phone: null,
    address: null,
    marital_status: 'married',
    dependents: 2,
    monthly_household_income: 20000,
    monthly_household_expenses: 12000,
    other_income_sources: null,
    savings_amount: 30000,
    no_loan_history: true,
    no_assets: true,
    questionnaire_completion_percentage: 80,
    total_businesses_count: 1,
    consolidated_monthly_income: 35000,
    consolidated_monthly_expenses: 37000,
    consolidated_debt_burden: 0,
    risk_score: 72,
    risk_band: 'medium',
    score_components: {
      debt_to_income: 25,
      expense_ratio: 20,
      business_tenure: 5,
      repayment_history: 12,
      savings_cover: 3,
      asset_cover: 5,
      dependents: 2,
    },
    score_figures: null,
    score_rule_version: 1,
    recommended_loan_amount: 105000,
    calculated_at: '2026-03-02T10:00:00.000Z',
    businesses: [
      {
        id: 'b1000000-0000-4000-8000-000000000001',
        position: 0,
        business_name: 'Devi Tailoring',
        business_type: 'textiles',
        business_registration_number: null,
        business_address: null,
        years_in_operation: 2,
        monthly_revenue: 40000,
        monthly_expenses: 25000,
        monthly_profit: 15000,
        employee_count: 1,
      },
    ],
    loan_history: [],
    assets: [],
    created_by: 'c1000000-0000-4000-8000-000000000001',
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}
