import { EnhancedRiskProfileRequestSchema, issueMessage } from '@lendline/core';
import type {
  EnhancedRiskProfile,
  EnhancedRiskProfileRequest,
  EnhancedRiskSection,
} from '@lendline/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Translate } from '@/i18n/use-t';
import type { FormTab } from './enhanced-risk-labels';

/** A number input's value: '' while empty (Mantine's NumberInput may also hand a partial '1.'). */
export type NumberValue = number | string;

export interface BusinessRow {
  /** React's key for the row; never sent. */
  key: string;
  business_name: string;
  business_type: string | null;
  business_registration_number: string;
  business_address: string;
  years_in_operation: NumberValue;
  monthly_revenue: NumberValue;
  monthly_expenses: NumberValue;
  monthly_profit: NumberValue;
  employee_count: NumberValue;
}

export interface LoanRow {
  key: string;
  /** 'other' (personal) or a business's index, as a Select holds it ('0', '1', …). */
  business_id: string;
  reason: string | null;
  custom_reason: string;
  amount: NumberValue;
  amount_repaid: NumberValue;
  source: string;
  defaulted: string;
  default_reason: string;
  loan_status: string | null;
  start_date: string;
  end_date: string;
  monthly_payment: NumberValue;
  interest_rate: NumberValue;
  loan_term_months: NumberValue;
  lender_type: string | null;
}

export interface AssetRow {
  key: string;
  type: string | null;
  description: string;
  value: NumberValue;
  ownership_status: string | null;
  has_loan: boolean;
  loan_amount: NumberValue;
  outstanding_loan_amount: NumberValue;
  monthly_loan_payment: NumberValue;
  loan_interest_rate: NumberValue;
  loan_status: string | null;
  loan_start_date: string;
  loan_end_date: string;
  loan_lender: string;
}

export type EnhancedRiskFormState = {
  full_name: string;
  age: NumberValue;
  secondary_phone: string;
  address: string;
  marital_status: string | null;
  dependents: NumberValue;
  monthly_household_income: NumberValue;
  monthly_household_expenses: NumberValue;
  other_income_sources: string;
  savings_amount: NumberValue;
  businesses: BusinessRow[];
  loan_history: LoanRow[];
  no_loan_history: boolean;
  assets: AssetRow[];
  no_assets: boolean;
};

let rowCount = 0;
const nextKey = () => `row-${++rowCount}`;

export function emptyBusiness(): BusinessRow {
  return {
    key: nextKey(),
    business_name: '',
    business_type: null,
    business_registration_number: '',
    business_address: '',
    years_in_operation: '',
    monthly_revenue: '',
    monthly_expenses: '',
    monthly_profit: '',
    employee_count: '',
  };
}

export function emptyLoan(): LoanRow {
  return {
    key: nextKey(),
    business_id: 'other',
    reason: null,
    custom_reason: '',
    amount: '',
    amount_repaid: '',
    source: '',
    // Spec part 2 §3: "defaulted (no, yes, unknown; default unknown)".
    defaulted: 'unknown',
    default_reason: '',
    loan_status: null,
    start_date: '',
    end_date: '',
    monthly_payment: '',
    interest_rate: '',
    loan_term_months: '',
    lender_type: null,
  };
}

export function emptyAsset(): AssetRow {
  return {
    key: nextKey(),
    type: null,
    description: '',
    value: '',
    ownership_status: null,
    has_loan: false,
    loan_amount: '',
    outstanding_loan_amount: '',
    monthly_loan_payment: '',
    loan_interest_rate: '',
    loan_status: null,
    loan_start_date: '',
    loan_end_date: '',
    loan_lender: '',
  };
}

const shown = (value: number | null | undefined): NumberValue => value ?? '';
const text = (value: string | null | undefined): string => value ?? '';

/**
 * The form's first values: the customer's latest profile when there is one (an update starts
 * from what was said last time), else the customer's name and one empty business.
 */
export function formStateOf(
  latest: EnhancedRiskProfile | null,
  customerName: string,
): EnhancedRiskFormState {
  if (!latest) {
    return {
      full_name: customerName,
      age: '',
      secondary_phone: '',
      address: '',
      marital_status: null,
      dependents: '',
      monthly_household_income: '',
      monthly_household_expenses: '',
      other_income_sources: '',
      savings_amount: '',
      businesses: [emptyBusiness()],
      loan_history: [],
      no_loan_history: false,
      assets: [],
      no_assets: false,
    };
  }
  return {
    full_name: latest.full_name,
    age: latest.age,
    secondary_phone: text(latest.secondary_phone),
    address: text(latest.address),
    marital_status: latest.marital_status,
    dependents: shown(latest.dependents),
    monthly_household_income: shown(latest.monthly_household_income),
    monthly_household_expenses: shown(latest.monthly_household_expenses),
    other_income_sources: text(latest.other_income_sources),
    savings_amount: shown(latest.savings_amount),
    businesses:
      latest.businesses.length > 0
        ? latest.businesses.map((business) => ({
            key: nextKey(),
            business_name: business.business_name,
            business_type: business.business_type,
            business_registration_number: text(business.business_registration_number),
            business_address: text(business.business_address),
            years_in_operation: shown(business.years_in_operation),
            monthly_revenue: shown(business.monthly_revenue),
            monthly_expenses: shown(business.monthly_expenses),
            monthly_profit: shown(business.monthly_profit),
            employee_count: shown(business.employee_count),
          }))
        : [emptyBusiness()],
    loan_history: latest.loan_history.map((loan) => ({
      key: nextKey(),
      business_id: loan.business_index === null ? 'other' : String(loan.business_index),
      reason: loan.reason,
      custom_reason: text(loan.custom_reason),
      amount: loan.amount,
      amount_repaid: loan.amount_repaid,
      source: text(loan.source),
      defaulted: loan.defaulted,
      default_reason: text(loan.default_reason),
      loan_status: loan.loan_status,
      start_date: text(loan.start_date),
      end_date: text(loan.end_date),
      monthly_payment: shown(loan.monthly_payment),
      interest_rate: shown(loan.interest_rate),
      loan_term_months: shown(loan.loan_term_months),
      lender_type: loan.lender_type,
    })),
    no_loan_history: latest.no_loan_history,
    assets: latest.assets.map((asset) => ({
      key: nextKey(),
      type: asset.type,
      description: text(asset.description),
      value: asset.value,
      ownership_status: asset.ownership_status,
      has_loan: asset.has_loan,
      loan_amount: shown(asset.loan_amount),
      outstanding_loan_amount: shown(asset.outstanding_loan_amount),
      monthly_loan_payment: shown(asset.monthly_loan_payment),
      loan_interest_rate: shown(asset.loan_interest_rate),
      loan_status: asset.loan_status,
      loan_start_date: text(asset.loan_start_date),
      loan_end_date: text(asset.loan_end_date),
      loan_lender: text(asset.loan_lender),
    })),
    no_assets: latest.no_assets,
  };
}

/** A number as sent: empty → undefined; what does not parse falls back to 0 (spec part 2 §5). */
export function numberOf(value: NumberValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}
const textOf = (value: string): string | undefined => (value.trim() === '' ? undefined : value);
const choiceOf = (value: string | null): string | undefined => value ?? undefined;

/**
 * The body of POST /customers/:id/risk-profiles as the form holds it now. Fields a condition
 * hides are not sent (a custom reason only for 'other', a default reason only for 'yes', an
 * asset's loan only when it has one), so a changed answer never leaves a stale value behind.
 * It is also what the completion bar reads: the server computes it from the same body.
 */
export function requestOf(values: EnhancedRiskFormState) {
  return {
    full_name: values.full_name,
    age: numberOf(values.age),
    secondary_phone: textOf(values.secondary_phone),
    address: textOf(values.address),
    marital_status: choiceOf(values.marital_status),
    dependents: numberOf(values.dependents),
    monthly_household_income: numberOf(values.monthly_household_income),
    monthly_household_expenses: numberOf(values.monthly_household_expenses),
    other_income_sources: textOf(values.other_income_sources),
    savings_amount: numberOf(values.savings_amount),
    businesses: values.businesses.map((business) => ({
      business_name: business.business_name,
      business_type: choiceOf(business.business_type),
      business_registration_number: textOf(business.business_registration_number),
      business_address: textOf(business.business_address),
      years_in_operation: numberOf(business.years_in_operation),
      monthly_revenue: numberOf(business.monthly_revenue),
      monthly_expenses: numberOf(business.monthly_expenses),
      monthly_profit: numberOf(business.monthly_profit),
      employee_count: numberOf(business.employee_count),
    })),
    loan_history: values.loan_history.map((loan) => ({
      business_id: loan.business_id === 'other' ? ('other' as const) : Number(loan.business_id),
      reason: choiceOf(loan.reason),
      custom_reason: loan.reason === 'other' ? textOf(loan.custom_reason) : undefined,
      amount: numberOf(loan.amount),
      amount_repaid: numberOf(loan.amount_repaid),
      source: textOf(loan.source),
      defaulted: loan.defaulted,
      default_reason: loan.defaulted === 'yes' ? textOf(loan.default_reason) : undefined,
      loan_status: choiceOf(loan.loan_status),
      start_date: textOf(loan.start_date),
      end_date: textOf(loan.end_date),
      monthly_payment: numberOf(loan.monthly_payment),
      interest_rate: numberOf(loan.interest_rate),
      loan_term_months: numberOf(loan.loan_term_months),
      lender_type: choiceOf(loan.lender_type),
    })),
    no_loan_history: values.no_loan_history,
    assets: values.assets.map((asset) => {
      const row = {
        type: choiceOf(asset.type),
        description: textOf(asset.description),
        value: numberOf(asset.value),
        ownership_status: choiceOf(asset.ownership_status),
        has_loan: asset.has_loan,
      };
      if (!asset.has_loan) return row;
      return {
        ...row,
        loan_amount: numberOf(asset.loan_amount),
        outstanding_loan_amount: numberOf(asset.outstanding_loan_amount),
        monthly_loan_payment: numberOf(asset.monthly_loan_payment),
        loan_interest_rate: numberOf(asset.loan_interest_rate),
        loan_status: choiceOf(asset.loan_status),
        loan_start_date: textOf(asset.loan_start_date),
        loan_end_date: textOf(asset.loan_end_date),
        loan_lender: textOf(asset.loan_lender),
      };
    }),
    no_assets: values.no_assets,
  };
}

/**
 * The schema's errors by the form's path ('businesses.0.business_name'), first message each, in
 * the active language: the server's own contract checks the form.
 */
export function schemaErrorsOf(
  values: EnhancedRiskFormState,
  t: Translate,
): Record<string, string> {
  const result = EnhancedRiskProfileRequestSchema.safeParse(requestOf(values));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const message = issueMessage(issue);
    errors[path] ??= message ? t(message.key, message.values) : issue.message;
  }
  return errors;
}

/** The parsed body, or null while the schema refuses it. */
export function parsedRequestOf(values: EnhancedRiskFormState): EnhancedRiskProfileRequest | null {
  const result = EnhancedRiskProfileRequestSchema.safeParse(requestOf(values));
  return result.success ? result.data : null;
}

const SECTION_FIELDS: Record<EnhancedRiskSection, readonly string[]> = {
  personal: ['full_name', 'age', 'secondary_phone', 'address', 'marital_status', 'dependents'],
  business: ['businesses'],
  expenditure: [
    'monthly_household_income',
    'monthly_household_expenses',
    'other_income_sources',
    'savings_amount',
  ],
  loan_history: ['loan_history', 'no_loan_history'],
  assets: ['assets', 'no_assets'],
};

/** The tab that shows a field, by its path's first segment; the Review tab for anything else. */
export function tabOfPath(path: string): FormTab {
  const top = path.split('.')[0] ?? '';
  const section = (Object.keys(SECTION_FIELDS) as EnhancedRiskSection[]).find((candidate) =>
    SECTION_FIELDS[candidate].includes(top),
  );
  return section ?? 'review';
}

/**
 * The loan rows after business `removed` is gone: a loan of that business becomes personal
 * ('other'), a loan of a later business follows its new index.
 */
export function loansAfterBusinessRemoved(loans: readonly LoanRow[], removed: number): LoanRow[] {
  return loans.map((loan) => {
    if (loan.business_id === 'other') return loan;
    const index = Number(loan.business_id);
    if (index === removed) return { ...loan, business_id: 'other' };
    return index > removed ? { ...loan, business_id: String(index - 1) } : loan;
  });
}

/** The form as the section components receive it. */
export type EnhancedRiskForm = UseFormReturnType<EnhancedRiskFormState>;
