import {
  DailyInterestRateSchema,
  LOAN_MESSAGES,
  RepaymentDaysSchema,
  UpfrontInterestSchema,
} from '@lendline/core';
import type { COLLECTION_DAYS, LendingSettings, MessageKey, Organization } from '@lendline/core';

export type CollectionDays = (typeof COLLECTION_DAYS)[number];

/** The Lending settings section as the form holds it (number inputs may hold '' while typed). */
export type LendingFormValues = {
  collection_days: CollectionDays;
  holidays: string[];
  default_daily_interest_rate: number | string;
  default_upfront_interest: number | string;
  default_max_repayment_days: string;
  second_loan_approver: boolean;
};

export type LendingField = keyof LendingFormValues;

export function lendingValuesOf(organization: Organization): LendingFormValues {
  return {
    collection_days: organization.collection_days,
    holidays: [...organization.holidays].sort(),
    default_daily_interest_rate: organization.default_daily_interest_rate,
    default_upfront_interest: organization.default_upfront_interest,
    default_max_repayment_days: String(organization.default_max_repayment_days),
    second_loan_approver: organization.second_loan_approver,
  };
}

const asNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The section's errors, with core's schemas (the server checks the same), as message keys. */
export function lendingErrorsOf(
  values: LendingFormValues,
): Partial<Record<LendingField, MessageKey>> {
  const errors: Partial<Record<LendingField, MessageKey>> = {};
  if (!DailyInterestRateSchema.safeParse(asNumber(values.default_daily_interest_rate)).success) {
    errors.default_daily_interest_rate = LOAN_MESSAGES.rateRange;
  }
  if (!UpfrontInterestSchema.safeParse(asNumber(values.default_upfront_interest)).success) {
    errors.default_upfront_interest = LOAN_MESSAGES.upfrontRange;
  }
  if (!RepaymentDaysSchema.safeParse(Number(values.default_max_repayment_days)).success) {
    errors.default_max_repayment_days = LOAN_MESSAGES.daysOption;
  }
  return errors;
}

/** The settings that differ from the organization's: PATCH sends only those. */
export function lendingChangesOf(
  organization: Organization,
  values: LendingFormValues,
): Partial<LendingSettings> {
  const next: LendingSettings = {
    collection_days: values.collection_days,
    holidays: [...new Set(values.holidays)].sort(),
    default_daily_interest_rate: asNumber(values.default_daily_interest_rate),
    default_upfront_interest: asNumber(values.default_upfront_interest),
    default_max_repayment_days: Number(values.default_max_repayment_days),
    second_loan_approver: values.second_loan_approver,
  };
  const changes: Partial<LendingSettings> = {};
  if (next.collection_days !== organization.collection_days) {
    changes.collection_days = next.collection_days;
  }
  if (next.holidays.join() !== [...organization.holidays].sort().join()) {
    changes.holidays = next.holidays;
  }
  if (next.default_daily_interest_rate !== organization.default_daily_interest_rate) {
    changes.default_daily_interest_rate = next.default_daily_interest_rate;
  }
  if (next.default_upfront_interest !== organization.default_upfront_interest) {
    changes.default_upfront_interest = next.default_upfront_interest;
  }
  if (next.default_max_repayment_days !== organization.default_max_repayment_days) {
    changes.default_max_repayment_days = next.default_max_repayment_days;
  }
  if (next.second_loan_approver !== organization.second_loan_approver) {
    changes.second_loan_approver = next.second_loan_approver;
  }
  return changes;
}
