import type { MfaPolicy, Organization, UpdateOrganizationRequest } from '@lendline/core';

export type CollectionDays = Organization['collection_days'];

export type SettingsValues = {
  timezone: string;
  currency: string;
  default_phone_country: string;
  collection_days: CollectionDays;
  holidays: string[];
  default_daily_interest_rate: number | string;
  default_upfront_interest: number | string;
  default_max_repayment_days: string;
  second_loan_approver: boolean;
  mfa_policy: MfaPolicy;
};

/** What PATCH /organizations/:id takes from this screen. */
export type SettingsChanges = UpdateOrganizationRequest;

export function settingsValuesOf(organization: Organization): SettingsValues {
  return {
    timezone: organization.timezone,
    currency: organization.currency,
    default_phone_country: organization.default_phone_country,
    collection_days: organization.collection_days,
    holidays: [...organization.holidays],
    default_daily_interest_rate: organization.default_daily_interest_rate,
    default_upfront_interest: organization.default_upfront_interest,
    default_max_repayment_days: String(organization.default_max_repayment_days),
    second_loan_approver: organization.second_loan_approver,
    mfa_policy: organization.mfa_policy,
  };
}

/** Only the settings that differ from the organization's: each change is audited on its own. */
export function settingsChangesOf(
  organization: Organization,
  values: SettingsValues,
): SettingsChanges {
  const changes: SettingsChanges = {};
  if (values.timezone !== organization.timezone) changes.timezone = values.timezone;
  if (values.currency !== organization.currency) changes.currency = values.currency;
  if (values.default_phone_country !== organization.default_phone_country) {
    changes.default_phone_country = values.default_phone_country;
  }
  if (values.collection_days !== organization.collection_days) {
    changes.collection_days = values.collection_days;
  }
  if (values.holidays.join() !== organization.holidays.join()) changes.holidays = values.holidays;
  const rate = Number(values.default_daily_interest_rate);
  if (rate !== organization.default_daily_interest_rate) changes.default_daily_interest_rate = rate;
  const upfront = Number(values.default_upfront_interest);
  if (upfront !== organization.default_upfront_interest) {
    changes.default_upfront_interest = upfront;
  }
  const days = Number(values.default_max_repayment_days);
  if (days !== organization.default_max_repayment_days) changes.default_max_repayment_days = days;
  if (values.second_loan_approver !== organization.second_loan_approver) {
    changes.second_loan_approver = values.second_loan_approver;
  }
  if (values.mfa_policy !== organization.mfa_policy) changes.mfa_policy = values.mfa_policy;
  return changes;
}
