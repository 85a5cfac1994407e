import { describe, expect, it } from 'vitest';
import {
  ENHANCED_RISK_MESSAGES as M,
  EnhancedRiskProfileRequestSchema,
  RiskOverrideRequestSchema,
  type EnhancedRiskProfileRequestValues,
} from './enhanced-risk.ts';
import { RISK_PROFILE_MESSAGES } from './risk.ts';
import { INPUT_MESSAGES } from '../validation/generic.ts';

const BUSINESS = { business_name: 'Tea stall', business_type: 'food_beverage' } as const;
const LOAN = { reason: 'inventory', amount: 10_000 } as const;
const ASSET = { type: 'vehicle', value: 50_000 } as const;
const VALID: EnhancedRiskProfileRequestValues = {
  full_name: 'Meena Kumari',
  age: 34,
  businesses: [BUSINESS],
};

/** The issues of a request: 'path → message key'. */
function issuesOf(change: Record<string, unknown>): string[] {
  const result = EnhancedRiskProfileRequestSchema.safeParse({ ...VALID, ...change });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')} → ${issue.message}`);
}

describe('EnhancedRiskProfileRequestSchema', () => {
  it('takes the least a submission needs, with the lists and their "none" defaulted', () => {
    expect(
      EnhancedRiskProfileRequestSchema.parse({ ...VALID, full_name: ' Meena ' }),
    ).toMatchObject({
      full_name: 'Meena',
      loan_history: [],
      no_loan_history: false,
      assets: [],
      no_assets: false,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { full_name: undefined }, `full_name → ${M.fullNameRequired}`],
    ['a blank name', { full_name: '   ' }, `full_name → ${M.fullNameRequired}`],
    ['a missing age', { age: undefined }, `age → ${M.ageRequired}`],
    ['a fractional age', { age: 30.5 }, `age → ${M.ageRequired}`],
    ['an age of 17', { age: 17 }, `age → ${M.ageRequired}`],
    ['an age of 101', { age: 101 }, `age → ${M.ageRequired}`],
    ['fractional dependents', { dependents: 1.5 }, `dependents → ${M.wholeNumber}`],
    ['negative dependents', { dependents: -1 }, `dependents → ${M.wholeNumber}`],
    ['no business', { businesses: [] }, `businesses → ${M.businessRequired}`],
    [
      'a business without a name',
      { businesses: [{ business_type: 'retail' }] },
      `businesses.0.business_name → ${M.businessNameRequired}`,
    ],
    [
      'a business with a blank name',
      { businesses: [{ ...BUSINESS, business_name: ' ' }] },
      `businesses.0.business_name → ${M.businessNameRequired}`,
    ],
    [
      'a business without a type',
      { businesses: [{ business_name: 'Stall' }] },
      `businesses.0.business_type → ${M.businessTypeRequired}`,
    ],
    [
      'a business type not in the list',
      { businesses: [{ ...BUSINESS, business_type: 'services' }] },
      `businesses.0.business_type → ${M.businessTypeRequired}`,
    ],
    [
      'fractional years',
      { businesses: [{ ...BUSINESS, years_in_operation: 2.5 }] },
      `businesses.0.years_in_operation → ${M.wholeNumber}`,
    ],
    [
      'fractional employees',
      { businesses: [{ ...BUSINESS, employee_count: 1.5 }] },
      `businesses.0.employee_count → ${M.wholeNumber}`,
    ],
    [
      'revenue with 3 decimals',
      { businesses: [{ ...BUSINESS, monthly_revenue: 10.005 }] },
      `businesses.0.monthly_revenue → ${RISK_PROFILE_MESSAGES.amountInvalid}`,
    ],
    [
      'a profit past the cap',
      { businesses: [{ ...BUSINESS, monthly_profit: -10_000_000.01 }] },
      `businesses.0.monthly_profit → ${M.profitInvalid}`,
    ],
    [
      'a loan for "other" without the reason',
      { loan_history: [{ ...LOAN, reason: 'other' }] },
      `loan_history.0.custom_reason → ${M.customReasonRequired}`,
    ],
    [
      'a defaulted loan without the reason',
      { loan_history: [{ ...LOAN, defaulted: 'yes' }] },
      `loan_history.0.default_reason → ${M.defaultReasonRequired}`,
    ],
    [
      'a loan without an amount',
      { loan_history: [{ reason: 'inventory' }] },
      `loan_history.0.amount → ${INPUT_MESSAGES.amountInvalid}`,
    ],
    [
      'a loan of a business that is not listed',
      { loan_history: [{ ...LOAN, business_id: 1 }] },
      `loan_history.0.business_id → ${M.businessIndexInvalid}`,
    ],
    [
      'a loan of a business index that is no index',
      { loan_history: [{ ...LOAN, business_id: 0.5 }] },
      `loan_history.0.business_id → ${M.businessIndexInvalid}`,
    ],
    [
      'a loan ending before it starts',
      { loan_history: [{ ...LOAN, start_date: '2026-03-02', end_date: '2026-03-01' }] },
      `loan_history.0.end_date → ${M.endBeforeStart}`,
    ],
    [
      'a fractional loan term',
      { loan_history: [{ ...LOAN, loan_term_months: 1.5 }] },
      `loan_history.0.loan_term_months → ${M.wholeNumber}`,
    ],
    [
      'a rate past 999 %',
      { loan_history: [{ ...LOAN, interest_rate: 1_000 }] },
      `loan_history.0.interest_rate → ${M.rateInvalid}`,
    ],
    [
      '"no loans" beside listed loans',
      { loan_history: [LOAN], no_loan_history: true },
      `no_loan_history → ${M.noLoansWithRows}`,
    ],
    [
      'asset loan fields on an asset without a loan',
      { assets: [{ ...ASSET, loan_amount: 10_000 }] },
      `assets.0.loan_amount → ${M.assetLoanFields}`,
    ],
    [
      'an asset loan ending before it starts',
      {
        assets: [
          { ...ASSET, has_loan: true, loan_start_date: '2026-01-02', loan_end_date: '2025-01-02' },
        ],
      },
      `assets.0.loan_end_date → ${M.endBeforeStart}`,
    ],
    [
      '"no assets" beside listed assets',
      { assets: [ASSET], no_assets: true },
      `no_assets → ${M.noAssetsWithRows}`,
    ],
    [
      'a marital status not in the list',
      { marital_status: 'engaged' },
      `marital_status → ${M.choiceInvalid}`,
    ],
    [
      'more than 20 businesses',
      { businesses: Array.from({ length: 21 }, () => BUSINESS) },
      `businesses → ${RISK_PROFILE_MESSAGES.listTooLong}`,
    ],
  ])('refuses %s', (_name, change, issue) => {
    expect(issuesOf(change)).toEqual([issue]);
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'a loan for "other" with its reason',
      { loan_history: [{ ...LOAN, reason: 'other', custom_reason: 'Wedding' }] },
    ],
    [
      'a defaulted loan with its reason',
      { loan_history: [{ ...LOAN, defaulted: 'yes', default_reason: 'Flood' }] },
    ],
    [
      'a personal loan and a business loan',
      {
        loan_history: [
          { ...LOAN, business_id: 'other' },
          { ...LOAN, business_id: 0 },
        ],
      },
    ],
    ['a loss-making business', { businesses: [{ ...BUSINESS, monthly_profit: -2_500.5 }] }],
    [
      'an asset with its loan',
      {
        assets: [
          {
            ...ASSET,
            has_loan: true,
            loan_amount: 10_000,
            outstanding_loan_amount: 4_000,
            loan_status: 'active',
          },
        ],
      },
    ],
    [
      'an asset without a loan and its loan fields empty',
      { assets: [{ ...ASSET, has_loan: false, loan_amount: null }] },
    ],
    ['an explicit "none" for both lists', { no_loan_history: true, no_assets: true }],
    ['a rate with 3 decimals', { loan_history: [{ ...LOAN, interest_rate: 24.125 }] }],
  ])('takes %s', (_name, change) => {
    expect(issuesOf(change)).toEqual([]);
  });

  it('defaults a loan to a personal one whose default is unknown (spec §3)', () => {
    const parsed = EnhancedRiskProfileRequestSchema.parse({ ...VALID, loan_history: [LOAN] });
    expect(parsed.loan_history[0]).toMatchObject({ business_id: 'other', defaulted: 'unknown' });
  });
});

describe('RiskOverrideRequestSchema', () => {
  it('requires a level and a reason', () => {
    expect(RiskOverrideRequestSchema.safeParse({ risk_level: 'high' }).success).toBe(false);
    const blank = RiskOverrideRequestSchema.safeParse({ risk_level: 'high', reason: '  ' });
    expect(blank.error?.issues[0]?.message).toBe(INPUT_MESSAGES.empty);
    expect(
      RiskOverrideRequestSchema.safeParse({ risk_level: 'extreme', reason: 'x' }).success,
    ).toBe(false);
    expect(
      RiskOverrideRequestSchema.parse({ risk_level: 'low', reason: ' Repaid early ' }),
    ).toEqual({
      risk_level: 'low',
      reason: 'Repaid early',
    });
  });
});
