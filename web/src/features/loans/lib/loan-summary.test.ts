import { describe, expect, it } from 'vitest';
import { buildTerms } from '../testing/loan-fixtures';
import { summarizeLoan } from './loan-summary';

const DEFAULTS = { daily_interest_rate: 0.2, max_repayment_days: 100, upfront_interest: 20 };

describe('summarizeLoan', () => {
  it('gives 8,000 to disburse and 100 a day for 10,000 at the defaults', () => {
    const summary = summarizeLoan({ principal_amount: 10_000, ...DEFAULTS }, buildTerms());
    expect(summary).toMatchObject({
      disbursedAmount: 8_000,
      upfrontInterestAmount: 2_000,
      dailyRepaymentAmount: 100,
      totalRepayable: 10_000,
      instalmentCount: 100,
      // Disbursed on Monday 2 March 2026: the first weekday after it, the 100th weekday.
      firstInstalmentDate: '2026-03-03',
      lastInstalmentDate: '2026-07-20',
      upfrontExceedsInterest: false,
    });
  });

  it('notes an upfront share above the interest the rate implies', () => {
    const summary = summarizeLoan(
      { principal_amount: 10_000, ...DEFAULTS, max_repayment_days: 30 },
      buildTerms(),
    );
    expect(summary?.upfrontExceedsInterest).toBe(true);
  });

  it('warns above the recommended amount and the sanction limit', () => {
    const summary = summarizeLoan(
      { principal_amount: 60_000, ...DEFAULTS },
      buildTerms({ recommended_amount: 50_000, sanction_limit: 50_000 }),
    );
    expect(summary).toMatchObject({ aboveRecommended: true, aboveSanctionLimit: true });
  });

  it('has no figures while the amount is empty or has a third decimal', () => {
    expect(summarizeLoan({ principal_amount: '', ...DEFAULTS }, buildTerms())).toBeNull();
    expect(summarizeLoan({ principal_amount: 1000.005, ...DEFAULTS }, buildTerms())).toBeNull();
  });
});
