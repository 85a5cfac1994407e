import {
  CUSTOMER_MESSAGES,
  hasResidentialLocation,
  PHONE_MESSAGES,
  splitProspectName,
} from '@lendline/core';
import type { CreateCustomerFromRiskProfileRequest, RiskProfile } from '@lendline/core';
import { EMPTY_LOCATION } from '@/components/inputs/location-value';
import type { LocationValue } from '@/components/inputs/location-value';
import type { Translate } from '@/i18n/use-t';

/**
 * The 'Create Customer' dialog: the names (editable), what the server copies from the profile
 * (shown, read-only) and the residential location the profile does not record.
 */
export type CreateCustomerValues = {
  first_name: string;
  last_name: string;
  phone: string;
  /** Shown only to roles whose customers take a business (customerFieldAccess.editBusiness). */
  business_name: string;
  business_location: string;
  residential: LocationValue;
};

/** The profile as the server copies it (create-customer-from-risk-profile.ts). */
export function createCustomerValuesOf(profile: RiskProfile): CreateCustomerValues {
  const names = splitProspectName(profile.prospective_customer_name);
  return {
    ...names,
    phone: profile.phone ?? '',
    business_name: profile.product_selling ?? profile.multiple_businesses[0]?.name ?? '',
    business_location: profile.business_location_address ?? '',
    residential: EMPTY_LOCATION,
  };
}

/** The request body: the names as checked and the residential location; empty values left out. */
export function createCustomerBodyOf(
  values: CreateCustomerValues,
): NonNullable<CreateCustomerFromRiskProfileRequest> {
  const text = (value: string) => value.trim() || undefined;
  const { residential } = values;
  const pinned = residential.latitude !== null && residential.longitude !== null;
  return {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    // The profile's own (the server keeps it) or the one asked for when it records none.
    phone: text(values.phone),
    residential_address: text(residential.address),
    ...(pinned && {
      residential_latitude: residential.latitude,
      residential_longitude: residential.longitude,
    }),
  };
}

/** The dialog's field that shows a server field error (the customer form's field names). */
const FIELD_OF_REQUEST: Partial<Record<string, keyof CreateCustomerValues>> = {
  phone: 'phone',
  residential_address: 'residential',
  residential_latitude: 'residential',
  residential_longitude: 'residential',
  business_name: 'business_name',
  business_type: 'business_name',
  business_address: 'business_location',
  business_latitude: 'business_location',
  business_longitude: 'business_location',
};

export function createCustomerFieldOf(
  requestField: string,
): keyof CreateCustomerValues | undefined {
  return FIELD_OF_REQUEST[requestField];
}

/**
 * What the customer form requires and the profile or the user must give: both names, a phone
 * (the profile's, or asked for when it records none) and where the customer lives (core's rule,
 * as the server checks it).
 */
export function missingCustomerFieldsOf(
  values: CreateCustomerValues,
  t: Translate,
): Partial<Record<keyof CreateCustomerValues, string>> {
  return {
    first_name:
      values.first_name.trim() === '' ? t('customers.form.first_name_required') : undefined,
    last_name: values.last_name.trim() === '' ? t('customers.form.last_name_required') : undefined,
    phone: values.phone === '' ? t(PHONE_MESSAGES.required) : undefined,
    residential: hasResidentialLocation(createCustomerBodyOf(values))
      ? undefined
      : t(CUSTOMER_MESSAGES.residentialRequired),
  };
}
