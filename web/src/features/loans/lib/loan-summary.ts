import { calculateLoan, fromPaise, instalmentDates, toPaise } from '@lendline/core';
import type { LoanTermsResponse } from '@lendline/core';

export interface LoanSummaryInput {
  principal_amount: number | string;
  daily_interest_rate: number | string;
  max_repayment_days: number;
  upfront_interest: number | string;
}

/** The New Loan Application dialog's live figures, in rupees, and what to warn about. */
export interface LoanSummary {
  disbursedAmount: number;
  upfrontInterestAmount: number;
  dailyRepaymentAmount: number;
  totalRepayable: number;
  instalmentCount: number;
  firstInstalmentDate: string | null;
  lastInstalmentDate: string | null;
  upfrontExceedsInterest: boolean;
  aboveRecommended: boolean;
  aboveSanctionLimit: boolean;
}

/**
 * The figures of the loan the form describes, with core's loan math (the server's own), the
 * dates assuming the money leaves on the organization's today. Null while a field cannot be
 * computed (empty, or more decimals than money has): the form shows that field's error instead.
 */
export function summarizeLoan(
  values: LoanSummaryInput,
  terms: Pick<
    LoanTermsResponse,
    'today' | 'collection_days' | 'holidays' | 'sanction_limit' | 'recommended_amount'
  >,
): LoanSummary | null {
  const principal = Number(values.principal_amount);
  const rate = Number(values.daily_interest_rate);
  const upfront = Number(values.upfront_interest);
  if (values.principal_amount === '' || values.daily_interest_rate === '') return null;
  if (values.upfront_interest === '') return null;
  if (!(principal > 0) || !(rate >= 0) || !(upfront >= 0)) return null;
  try {
    const figures = calculateLoan({
      principalPaise: toPaise(principal),
      dailyInterestRate: rate,
      upfrontInterest: upfront,
      maxRepaymentDays: values.max_repayment_days,
    });
    const dates = instalmentDates({
      disbursementDate: terms.today,
      count: figures.instalmentCount,
      collectionDays: terms.collection_days,
      holidays: new Set(terms.holidays),
    });
    return {
      disbursedAmount: fromPaise(figures.disbursedAmount),
      upfrontInterestAmount: fromPaise(figures.upfrontInterestAmount),
      dailyRepaymentAmount: fromPaise(figures.dailyRepaymentAmount),
      totalRepayable: fromPaise(figures.totalRepayable),
      instalmentCount: figures.instalmentCount,
      firstInstalmentDate: dates[0] ?? null,
      lastInstalmentDate: dates.at(-1) ?? null,
      upfrontExceedsInterest: figures.upfrontExceedsInterest,
      aboveRecommended: terms.recommended_amount !== null && principal > terms.recommended_amount,
      aboveSanctionLimit: terms.sanction_limit !== null && principal > terms.sanction_limit,
    };
  } catch {
    // A third decimal or a negative percentage: core refuses rather than round money.
    return null;
  }
}
