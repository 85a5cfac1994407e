import { describe, expect, it } from 'vitest';
import {
  RISK_RULE_VERSION,
  debtToIncomePoints,
  enhancedRiskBandOf,
  monthlyIncomeOf,
  recommendedLoanAmountPaise,
  riskBadgeOf,
  scoreProspect,
} from './risk-scoring.ts';

describe('debtToIncomePoints: the bands 30 / 50 / 70 percent', () => {
  // [debt paise, income paise, points]
  const cases: [number, number, number][] = [
    [0, 100_000, 25],
    [30_000, 100_000, 25], // exactly 30 %
    [30_001, 100_000, 20], // 30.001 %
    [50_000, 100_000, 20],
    [50_001, 100_000, 15],
    [70_000, 100_000, 15],
    [70_001, 100_000, 5],
    [500_000, 100_000, 5],
    [0, 0, 5], // no income: the worst band
    [10_000, 0, 5],
  ];
  it.each(cases)('debt %i over income %i gives %i', (debt, income, points) => {
    expect(debtToIncomePoints(debt, income)).toBe(points);
  });
});

describe('monthlyIncomeOf', () => {
  it('is the total monthly income when given', () => {
    expect(monthlyIncomeOf({ total_monthly_income: 20_000, monthly_household_income: 9 })).toBe(
      20_000,
    );
  });
  it('falls back to the household income when the total is empty', () => {
    expect(monthlyIncomeOf({ total_monthly_income: null, monthly_household_income: 9_000 })).toBe(
      9_000,
    );
    expect(monthlyIncomeOf({})).toBe(0);
  });
  it('keeps a total of 0 (given, not empty)', () => {
    expect(monthlyIncomeOf({ total_monthly_income: 0, monthly_household_income: 9_000 })).toBe(0);
  });
});

describe('scoreProspect: the weighted score', () => {
  const best = {
    payment_history_score: 100,
    business_stability_score: 100,
    asset_backing_score: 100,
    years_at_current_location: 5,
    income_stability_rating: 8,
    location_stability_score: 8,
    total_monthly_income: 10_000,
    total_existing_debt: 0,
  };

  it('adds every component and caps the sum at 100', () => {
    const result = scoreProspect(best);
    expect(result.components).toEqual({
      payment_history: 40,
      debt_to_income: 25,
      business_stability: 20,
      asset_backing: 15,
      years_at_location: 5,
      income_stability: 5,
      location_stability: 3,
    });
    expect(result.score).toBe(100);
    expect(result.rule_version).toBe(RISK_RULE_VERSION);
  });

  it('counts missing numbers as 0 and no income as the worst band', () => {
    const result = scoreProspect({});
    expect(result.score).toBe(5);
    expect(result.debt_to_income_percent).toBeNull();
    expect(result.risk_category).toBe('high');
    expect(result.recommended_loan_amount).toBe(0);
  });

  // [years, points], [rating, points], [location, points]: each step's edge.
  it.each([
    [1, 0],
    [2, 3],
    [4, 3],
    [5, 5],
    [30, 5],
  ])('years at the location %i give %i', (years, points) => {
    expect(scoreProspect({ years_at_current_location: years }).components.years_at_location).toBe(
      points,
    );
  });
  it.each([
    [5, 0],
    [6, 3],
    [7, 3],
    [8, 5],
    [10, 5],
  ])('income stability %i gives %i', (rating, points) => {
    expect(scoreProspect({ income_stability_rating: rating }).components.income_stability).toBe(
      points,
    );
  });
  it.each([
    [7, 0],
    [8, 3],
    [10, 3],
  ])('location stability %i gives %i', (rating, points) => {
    expect(scoreProspect({ location_stability_score: rating }).components.location_stability).toBe(
      points,
    );
  });

  it('rounds the weighted sum, half up', () => {
    // 0.4 × 61 = 24.4, 0.2 × 52 = 10.4, 0.15 × 47 = 7.05, debt 40 % → 20: 61.85 → 62.
    const result = scoreProspect({
      payment_history_score: 61,
      business_stability_score: 52,
      asset_backing_score: 47,
      total_monthly_income: 10_000,
      total_existing_debt: 4_000,
    });
    expect(result.components.payment_history).toBe(24.4);
    expect(result.components.asset_backing).toBe(7.05);
    expect(result.debt_to_income_percent).toBe(40);
    expect(result.score).toBe(62);
    // 0.15 × 10 = 1.5 and nothing else but the no-income 5: 6.5 → 7.
    expect(scoreProspect({ asset_backing_score: 10 }).score).toBe(7);
  });

  it('uses the household income when the total is empty', () => {
    const result = scoreProspect({
      monthly_household_income: 20_000,
      total_existing_debt: 14_000,
    });
    expect(result.monthly_income).toBe(20_000);
    expect(result.components.debt_to_income).toBe(15);
  });
});

describe('the category and recommended amount at the score edges 41 and 71', () => {
  // 25 for no debt + 0.4 × payment history + 0.2 × business stability = the score.
  it.each([
    // [score, payment history, business stability, income, category, recommended]
    [71, 100, 30, 10_000, 'low', 60_000],
    [71, 100, 30, 100_000, 'low', 500_000], // 6 × 100,000 capped at 500,000
    [70, 100, 25, 10_000, 'medium', 30_000],
    [41, 40, 0, 10_000, 'medium', 30_000],
    [41, 40, 0, 100_000, 'medium', 200_000], // 3 × capped at 200,000
    [37, 30, 0, 10_000, 'high', 15_000],
    [37, 30, 0, 50_000, 'high', 50_000], // 1.5 × 50,000 = 75,000 capped at 50,000
  ] as const)(
    'score %i (%i, %i) on %i a month is %s, %i',
    (score, paymentHistory, businessStability, income, category, amount) => {
      const result = scoreProspect({
        payment_history_score: paymentHistory,
        business_stability_score: businessStability,
        total_monthly_income: income,
        total_existing_debt: 0,
      });
      expect(result.score).toBe(score);
      expect(result.risk_category).toBe(category);
      expect(result.recommended_loan_amount).toBe(amount);
    },
  );

  it('scores 40 and 41 on either side of the medium tier', () => {
    expect(recommendedLoanAmountPaise(40, 1_000_000)).toBe(1_500_000);
    expect(recommendedLoanAmountPaise(41, 1_000_000)).toBe(3_000_000);
  });

  it('rounds 1.5 × an odd number of paise down, never recommending more than the rule', () => {
    expect(recommendedLoanAmountPaise(10, 1_001)).toBe(1_501);
    expect(recommendedLoanAmountPaise(10, 1)).toBe(1);
  });

  it('recommends at the caps exactly', () => {
    expect(recommendedLoanAmountPaise(100, 8_333_400)).toBe(50_000_000);
    expect(recommendedLoanAmountPaise(70, 6_666_700)).toBe(20_000_000);
    expect(recommendedLoanAmountPaise(0, 3_333_400)).toBe(5_000_000);
  });
});

describe('riskBadgeOf: the dashboard badge (70 / 40)', () => {
  it.each([
    [{ risk_category: 'low' }, 'low'],
    [{ overall_eligibility_score: 70 }, 'low'],
    [{ overall_eligibility_score: 69 }, 'medium'],
    [{ risk_category: 'medium', overall_eligibility_score: 10 }, 'medium'],
    [{ overall_eligibility_score: 40 }, 'medium'],
    [{ overall_eligibility_score: 39 }, 'high'],
    [{ behavioral_score: 75 }, 'low'],
    [
      { overall_eligibility_score: null, behavioral_score: null, documentation_score: 45 },
      'medium',
    ],
    [{ overall_eligibility_score: 20, behavioral_score: 90 }, 'high'],
    [{}, 'high'],
  ] as const)('%o is %s', (profile, badge) => {
    expect(riskBadgeOf(profile)).toBe(badge);
  });
});

describe('enhancedRiskBandOf: the bands 80 / 60 / 40', () => {
  it.each([
    [null, 'not_calculated'],
    [undefined, 'not_calculated'],
    [100, 'low'],
    [80, 'low'],
    [79, 'medium'],
    [60, 'medium'],
    [59, 'high'],
    [40, 'high'],
    [39, 'very_high'],
    [0, 'very_high'],
  ] as const)('%s is %s', (score, band) => {
    expect(enhancedRiskBandOf(score)).toBe(band);
  });
});
