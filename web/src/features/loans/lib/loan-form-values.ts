import { LOAN_PURPOSES } from '@lendline/core';
import type { CreateLoanRequestInput, Loan, LoanPurpose, LoanTermsResponse } from '@lendline/core';

/** The application form's values: numbers as the inputs hold them ('' while empty). */
export type LoanFormValues = {
  principal_amount: number | string;
  daily_interest_rate: number | string;
  /** One of LOAN_REPAYMENT_DAY_OPTIONS, as the select's value. */
  max_repayment_days: string;
  upfront_interest: number | string;
  purpose: string | null;
  notes: string;
};

/** A new application starts from the organization's defaults; an edit from the loan. */
export function loanFormValuesOf(
  terms: Pick<
    LoanTermsResponse,
    'default_daily_interest_rate' | 'default_max_repayment_days' | 'default_upfront_interest'
  >,
  loan: Loan | null,
): LoanFormValues {
  if (loan) {
    return {
      principal_amount: loan.principal_amount,
      daily_interest_rate: loan.daily_interest_rate,
      max_repayment_days: String(loan.max_repayment_days),
      upfront_interest: loan.upfront_interest,
      purpose: loan.purpose,
      notes: loan.notes ?? '',
    };
  }
  return {
    principal_amount: '',
    daily_interest_rate: terms.default_daily_interest_rate,
    max_repayment_days: String(terms.default_max_repayment_days),
    upfront_interest: terms.default_upfront_interest,
    purpose: null,
    notes: '',
  };
}

/** '' (an emptied input) is no number: the schema then names the field's range. */
const numberOf = (value: number | string): number | undefined =>
  value === '' ? undefined : Number(value);

const purposeOf = (value: string | null): LoanPurpose | null =>
  value !== null && (LOAN_PURPOSES as readonly string[]).includes(value)
    ? (value as LoanPurpose)
    : null;

/** The values as POST /loans's body (the schema runs on it before sending). */
export function loanRequestOf(customerId: string, values: LoanFormValues): CreateLoanRequestInput {
  const notes = values.notes.trim();
  return {
    customer_id: customerId,
    principal_amount: numberOf(values.principal_amount) as number,
    daily_interest_rate: numberOf(values.daily_interest_rate),
    max_repayment_days: Number(values.max_repayment_days),
    upfront_interest: numberOf(values.upfront_interest),
    purpose: purposeOf(values.purpose),
    notes: notes === '' ? undefined : notes,
  };
}
