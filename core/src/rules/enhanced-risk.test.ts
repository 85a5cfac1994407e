import { describe, expect, it } from 'vitest';
import {
  canSubmitEnhancedProfile,
  consolidateEnhancedProfile,
  ENHANCED_RISK_RULE_VERSION,
  enhancedCompletionPercentage,
  enhancedSectionsComplete,
  netAssetValuePaise,
  scoreEnhancedProfile,
  type EnhancedRiskFormValues,
} from './enhanced-risk.ts';
import { enhancedRiskBandOf } from './risk-scoring.ts';

/** Every section complete; scores 100 (hand-computed below). */
const COMPLETE: EnhancedRiskFormValues = {
  full_name: 'Meena Kumari',
  age: 34,
  marital_status: 'married',
  dependents: 2,
  monthly_household_income: 10_000,
  monthly_household_expenses: 12_000,
  savings_amount: 36_000,
  businesses: [
    {
      business_name: 'Tea stall',
      business_type: 'food_beverage',
      years_in_operation: 2,
      monthly_revenue: 30_000,
      monthly_expenses: 20_000,
    },
    {
      business_name: 'Tailoring',
      business_type: 'textiles',
      years_in_operation: 6,
      monthly_revenue: 25_000,
      monthly_expenses: 5_000,
      monthly_profit: 20_000.5,
    },
  ],
  loan_history: [
    {
      reason: 'working_capital',
      amount: 50_000,
      amount_repaid: 50_000,
      loan_status: 'completed',
      defaulted: 'no',
    },
    {
      reason: 'other',
      custom_reason: 'Wedding',
      amount: 30_000,
      amount_repaid: 12_000.25,
      loan_status: 'active',
      defaulted: 'no',
    },
  ],
  assets: [
    { type: 'jewelry', value: 40_000, ownership_status: 'owned' },
    {
      type: 'vehicle',
      value: 60_000,
      ownership_status: 'mortgaged',
      has_loan: true,
      loan_amount: 50_000,
      outstanding_loan_amount: 30_000,
    },
    { type: 'property', value: 500_000, ownership_status: 'rented' },
  ],
};

const with_ = (change: Partial<EnhancedRiskFormValues>): EnhancedRiskFormValues => ({
  ...COMPLETE,
  ...change,
});

describe('enhancedCompletionPercentage: 20 % per complete section', () => {
  const [firstLoan, secondLoan] = COMPLETE.loan_history!;
  const [firstBusiness] = COMPLETE.businesses!;
  it.each<[string, EnhancedRiskFormValues, number]>([
    ['every section', COMPLETE, 100],
    ['an empty form', {}, 0],
    ['only the required name and age', { full_name: 'A', age: 30 }, 0],
    ['no marital status', with_({ marital_status: null }), 80],
    ['a blank name', with_({ full_name: '  ' }), 80],
    ['0 dependents (0 counts)', with_({ dependents: 0 }), 100],
    ['no dependents answer', with_({ dependents: null }), 80],
    ['no business', with_({ businesses: [] }), 80],
    [
      'a business without its years',
      with_({ businesses: [{ ...firstBusiness, years_in_operation: null }] }),
      80,
    ],
    [
      'a business without its type',
      with_({ businesses: [{ ...firstBusiness, business_type: '' }] }),
      80,
    ],
    ['no savings answer', with_({ savings_amount: null }), 80],
    ['savings of 0 (0 counts)', with_({ savings_amount: 0 }), 100],
    ['no household expenses', with_({ monthly_household_expenses: undefined }), 80],
    ['no loans listed and no "none"', with_({ loan_history: [] }), 80],
    ['an explicit "no loans"', with_({ loan_history: [], no_loan_history: true }), 100],
    ['"no loans" beside listed loans', with_({ no_loan_history: true }), 80],
    [
      'a loan for "other" without its reason',
      with_({ loan_history: [{ ...secondLoan, custom_reason: null }] }),
      80,
    ],
    [
      'a defaulted loan without its reason',
      with_({ loan_history: [{ ...firstLoan, defaulted: 'yes' }] }),
      80,
    ],
    [
      'a defaulted loan with its reason',
      with_({ loan_history: [{ ...firstLoan, defaulted: 'yes', default_reason: 'Flood' }] }),
      100,
    ],
    [
      'a loan without its status',
      with_({ loan_history: [{ ...firstLoan, loan_status: null }] }),
      80,
    ],
    ['no assets listed and no "none"', with_({ assets: [] }), 80],
    ['an explicit "no assets"', with_({ assets: [], no_assets: true }), 100],
    [
      'an asset with a loan but no outstanding amount',
      with_({
        assets: [
          { type: 'vehicle', value: 1, ownership_status: 'owned', has_loan: true, loan_amount: 1 },
        ],
      }),
      80,
    ],
    ['an asset without ownership', with_({ assets: [{ type: 'vehicle', value: 1 }] }), 80],
  ])('%s → %i %%', (_name, form, percentage) => {
    expect(enhancedCompletionPercentage(form)).toBe(percentage);
  });

  it('names each section', () => {
    expect(enhancedSectionsComplete(with_({ savings_amount: null, assets: [] }))).toEqual({
      personal: true,
      business: true,
      expenditure: false,
      loan_history: true,
      assets: false,
    });
  });

  it('lets the form submit from 60 % (3 sections), not at 40 %', () => {
    const three = with_({ loan_history: [], assets: [] });
    expect(enhancedCompletionPercentage(three)).toBe(60);
    expect(canSubmitEnhancedProfile(three)).toBe(true);
    const two = with_({ loan_history: [], assets: [], savings_amount: null });
    expect(enhancedCompletionPercentage(two)).toBe(40);
    expect(canSubmitEnhancedProfile(two)).toBe(false);
  });
});

describe('consolidateEnhancedProfile (spec §3), in paise', () => {
  it('adds household and business figures and the loans still owed', () => {
    expect(consolidateEnhancedProfile(COMPLETE)).toEqual({
      total_businesses_count: 2,
      // 30,000 − 20,000 derived; 20,000.50 as given (not 25,000 − 5,000).
      business_profits_paise: [1_000_000, 2_000_050],
      monthly_income_paise: 1_000_000 + 1_000_000 + 2_000_050,
      monthly_expenses_paise: 1_200_000 + 2_000_000 + 500_000,
      // 50,000 − 50,000 and 30,000 − 12,000.25.
      debt_burden_paise: 1_799_975,
    });
  });

  it('keeps a losing business negative and never counts an over-repaid loan below 0', () => {
    const consolidation = consolidateEnhancedProfile({
      monthly_household_income: 1_000,
      businesses: [{ monthly_revenue: 2_000, monthly_expenses: 5_000 }],
      loan_history: [
        { amount: 10_000, amount_repaid: 12_000 },
        { amount: 5_000, amount_repaid: null },
      ],
    });
    expect(consolidation.monthly_income_paise).toBe(100_000 - 300_000);
    expect(consolidation.monthly_expenses_paise).toBe(500_000);
    expect(consolidation.debt_burden_paise).toBe(500_000);
  });

  it('counts what is not a number as 0', () => {
    expect(consolidateEnhancedProfile({})).toEqual({
      total_businesses_count: 0,
      business_profits_paise: [],
      monthly_income_paise: 0,
      monthly_expenses_paise: 0,
      debt_burden_paise: 0,
    });
    expect(
      consolidateEnhancedProfile({ monthly_household_income: Number.NaN }).monthly_income_paise,
    ).toBe(0);
  });
});

describe('scoreEnhancedProfile', () => {
  it('scores the complete profile 100, each component at its maximum, with its figures', () => {
    const scored = scoreEnhancedProfile(COMPLETE);
    expect(scored.components).toEqual({
      debt_to_income: 25, // 17,999.75 over 12 × 40,000.50: 3.75 %
      expense_ratio: 20, // 12,000 over 40,000.50: 30 %
      business_tenure: 15, // the tailoring (most profitable): 6 years
      repayment_history: 20, // a completed loan, no default
      savings_cover: 5, // 36,000 = 3 months of 12,000
      asset_cover: 10, // 40,000 + (60,000 − 30,000) + rented 0 = 70,000 ≥ 2 × debt
      dependents: 5,
    });
    expect(scored.score).toBe(100);
    expect(scored.band).toBe('low');
    expect(scored.figures).toEqual({
      debt_to_annual_income_percent: 3.75,
      expense_to_income_percent: 30,
      main_business_index: 1,
      savings_months: 3,
      net_asset_value: 70_000,
    });
    // 71 or more: 6 × 40,000.50, under the 500,000 cap.
    expect(scored.recommended_loan_amount).toBe(240_003);
    expect(scored.rule_version).toBe(ENHANCED_RISK_RULE_VERSION);
  });

  it('gives nothing for unanswered questions', () => {
    const scored = scoreEnhancedProfile({ full_name: 'A', age: 30 });
    expect(scored.components).toEqual({
      debt_to_income: 5, // the loan history unanswered: the worst band, as without income
      expense_ratio: 0,
      business_tenure: 0,
      repayment_history: 0,
      savings_cover: 0,
      asset_cover: 0,
      dependents: 0,
    });
    expect(scored.score).toBe(5);
    expect(scored.band).toBe('very_high');
    expect(scored.recommended_loan_amount).toBe(0);
  });

  /** One business with no profit: the consolidated income is the household's. */
  const simple = (change: Partial<EnhancedRiskFormValues>): EnhancedRiskFormValues => ({
    monthly_household_income: 10_000,
    businesses: [{ monthly_revenue: 0, monthly_expenses: 0 }],
    ...change,
  });

  describe('debt burden over a year of income: 30 / 50 / 70 % (of 120,000)', () => {
    it.each([
      [0, 25],
      [36_000, 25],
      [36_000.01, 20],
      [60_000, 20],
      [60_000.01, 15],
      [84_000, 15],
      [84_000.01, 5],
    ])('owing %d → %i', (owed, points) => {
      const form = simple({ loan_history: [{ amount: owed, amount_repaid: 0 }] });
      expect(scoreEnhancedProfile(form).components.debt_to_income).toBe(points);
    });
  });

  describe('household expenses over income: 50 / 70 / 90 / 100 % (of 10,000)', () => {
    it.each([
      [0, 20],
      [5_000, 20],
      [5_000.01, 14],
      [7_000, 14],
      [7_000.01, 8],
      [9_000, 8],
      [9_000.01, 3],
      [10_000, 3],
      [10_000.01, 0],
    ])('spending %d → %i', (expenses, points) => {
      const form = simple({ monthly_household_expenses: expenses });
      expect(scoreEnhancedProfile(form).components.expense_ratio).toBe(points);
    });

    it('gives nothing without income', () => {
      const form = simple({ monthly_household_income: 0, monthly_household_expenses: 0 });
      expect(scoreEnhancedProfile(form).components.expense_ratio).toBe(0);
    });
  });

  describe('years of the main business: 1 / 3 / 5', () => {
    it.each<[number | null, number]>([
      [null, 0],
      [0, 0],
      [1, 5],
      [2, 5],
      [3, 10],
      [4, 10],
      [5, 15],
      [30, 15],
    ])('%s years → %i', (years, points) => {
      const form = simple({ businesses: [{ years_in_operation: years }] });
      expect(scoreEnhancedProfile(form).components.business_tenure).toBe(points);
    });

    it('reads the most profitable business, the first on a tie', () => {
      const older = { monthly_revenue: 1_000, monthly_expenses: 0, years_in_operation: 10 };
      const newer = { monthly_revenue: 2_000, monthly_expenses: 0, years_in_operation: 0 };
      expect(
        scoreEnhancedProfile(simple({ businesses: [older, newer] })).components.business_tenure,
      ).toBe(0);
      expect(
        scoreEnhancedProfile(simple({ businesses: [older, { ...newer, monthly_revenue: 1_000 }] }))
          .figures.main_business_index,
      ).toBe(0);
    });
  });

  describe('repayment history, the worst outcome first', () => {
    const loan = { amount: 1_000, amount_repaid: 1_000, defaulted: 'no', loan_status: 'completed' };
    it.each<[string, Partial<EnhancedRiskFormValues>, number]>([
      ['a default', { loan_history: [loan, { ...loan, defaulted: 'yes' }] }, 0],
      ['a defaulted status', { loan_history: [{ ...loan, loan_status: 'defaulted' }] }, 0],
      [
        'a defaulted asset loan',
        { loan_history: [loan], assets: [{ has_loan: true, loan_status: 'defaulted' }] },
        0,
      ],
      [
        'a restructured loan',
        { loan_history: [loan, { ...loan, loan_status: 'restructured' }] },
        8,
      ],
      ['a default not known', { loan_history: [loan, { ...loan, defaulted: 'unknown' }] }, 10],
      ['an explicit "no loans"', { no_loan_history: true }, 12],
      ['no answer', {}, 0],
      [
        'loans still running, none repaid',
        { loan_history: [{ ...loan, loan_status: 'active' }] },
        16,
      ],
      ['a loan repaid', { loan_history: [loan, { ...loan, loan_status: 'active' }] }, 20],
    ])('%s → %i', (_name, change, points) => {
      expect(scoreEnhancedProfile(simple(change)).components.repayment_history).toBe(points);
    });
  });

  describe('savings over household expenses: 1 / 3 months (of 5,000)', () => {
    it.each<[number | null, number]>([
      [null, 0],
      [0, 0],
      [0.01, 1],
      [4_999.99, 1],
      [5_000, 3],
      [14_999.99, 3],
      [15_000, 5],
    ])('saving %s → %i', (savings, points) => {
      const form = simple({ monthly_household_expenses: 5_000, savings_amount: savings });
      expect(scoreEnhancedProfile(form).components.savings_cover).toBe(points);
    });

    it('gives the most to savings without expenses', () => {
      const form = simple({ monthly_household_expenses: 0, savings_amount: 1 });
      expect(scoreEnhancedProfile(form).components.savings_cover).toBe(5);
    });
  });

  describe('net assets over the debt burden: 0.5 / 1 / 2 times (of 10,000)', () => {
    const owing = { loan_history: [{ amount: 10_000, amount_repaid: 0 }] };
    const owned = (value: number) => ({ type: 'jewelry', value, ownership_status: 'owned' });
    it.each<[string, Partial<EnhancedRiskFormValues>, number]>([
      ['no debt, some assets', { assets: [owned(1)] }, 10],
      ['no debt, an explicit "no assets"', { no_assets: true }, 5],
      ['no answer', {}, 0],
      ['20,000 owned', { ...owing, assets: [owned(20_000)] }, 10],
      ['19,999.99 owned', { ...owing, assets: [owned(19_999.99)] }, 7],
      ['10,000 owned', { ...owing, assets: [owned(10_000)] }, 7],
      ['5,000 owned', { ...owing, assets: [owned(5_000)] }, 4],
      ['4,999.99 owned', { ...owing, assets: [owned(4_999.99)] }, 0],
      [
        'half of 20,000 partly owned',
        { ...owing, assets: [{ value: 20_000, ownership_status: 'partially_owned' }] },
        7,
      ],
      [
        'a rented 1,000,000',
        { ...owing, assets: [{ value: 1_000_000, ownership_status: 'rented' }] },
        0,
      ],
    ])('%s → %i', (_name, change, points) => {
      expect(scoreEnhancedProfile(simple(change)).components.asset_cover).toBe(points);
    });

    it('never counts an asset below 0 when its loan exceeds its value', () => {
      expect(
        netAssetValuePaise([
          {
            value: 1_000,
            ownership_status: 'mortgaged',
            has_loan: true,
            outstanding_loan_amount: 5_000,
          },
          { value: 2_000, ownership_status: 'owned' },
        ]),
      ).toBe(200_000);
    });
  });

  describe('dependents: up to 2, up to 4', () => {
    it.each<[number | null, number]>([
      [null, 0],
      [0, 5],
      [2, 5],
      [3, 3],
      [4, 3],
      [5, 0],
    ])('%s dependents → %i', (dependents, points) => {
      expect(scoreEnhancedProfile(simple({ dependents })).components.dependents).toBe(points);
    });
  });

  it('bands the score with enhancedRiskBandOf (80 / 60 / 40) and recommends by spec §4', () => {
    // 100 − asset cover 10 − dependents 5 − savings 5: 80, still Low Risk.
    const eighty = scoreEnhancedProfile(
      with_({ assets: [], dependents: null, savings_amount: null }),
    );
    expect(eighty.score).toBe(80);
    expect(eighty.band).toBe('low');
    // Then loans still running (16, not 20): 76, Medium Risk; 6 × income still (71 or more).
    const running = scoreEnhancedProfile(
      with_({
        assets: [],
        dependents: null,
        savings_amount: null,
        loan_history: [COMPLETE.loan_history![1]!],
      }),
    );
    expect(running.score).toBe(76);
    expect(running.band).toBe('medium');
    expect(running.recommended_loan_amount).toBe(240_003);
    for (const form of [COMPLETE, {}, simple({})]) {
      const scored = scoreEnhancedProfile(form);
      expect(scored.band).toBe(enhancedRiskBandOf(scored.score));
    }
  });

  it('recommends 3 × income (cap 200,000) from 41 to 70 and 1.5 × (cap 50,000) below', () => {
    // 25 + 20 + 0 + 12 + 0 + 0 + 5 = 62 on 10,000 a month.
    const middle = scoreEnhancedProfile(
      simple({ monthly_household_expenses: 0, dependents: 0, no_loan_history: true }),
    );
    expect(middle.score).toBe(62);
    expect(middle.band).toBe('medium');
    expect(middle.recommended_loan_amount).toBe(30_000);
    // Debt unknown (5) and nothing else on 100,000 a month: 1.5 × = 150,000, capped at 50,000.
    const low = scoreEnhancedProfile(simple({ monthly_household_income: 100_000 }));
    expect(low.score).toBe(5);
    expect(low.recommended_loan_amount).toBe(50_000);
    // A losing business leaves no income to lend against.
    const losing = scoreEnhancedProfile(
      simple({
        monthly_household_income: 0,
        businesses: [{ monthly_revenue: 0, monthly_expenses: 1 }],
      }),
    );
    expect(losing.recommended_loan_amount).toBe(0);
  });
});
