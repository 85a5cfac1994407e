import { PHONE_MESSAGES } from '@lendline/core';
import { t } from '@/i18n/i18n';
import type {
  CreateCustomerRequestInput,
  Customer,
  CustomerFieldAccess,
  CustomerRiskLevel,
  UpdateCustomerRequestInput,
} from '@lendline/core';

/** One captured location (the shared LocationInput's value). */
export interface FormLocation {
  address: string;
  latitude: number | null;
  longitude: number | null;
  googleMapsLink: string;
}

export type CustomerFormValues = {
  first_name: string;
  last_name: string;
  /** International format from the phone input ('+919876543210'), '' for none. */
  phone: string;
  email: string;
  business_name: string;
  business_type: string | null;
  category_id: string | null;
  risk_level: CustomerRiskLevel | null;
  /** Picked by a user working across organizations (spansOrganizations); null: their own. */
  organization_id: string | null;
  residential: FormLocation;
  business: FormLocation;
};

const location = (
  address: string | null,
  latitude: number | null,
  longitude: number | null,
): FormLocation => ({ address: address ?? '', latitude, longitude, googleMapsLink: '' });

export function formValuesOf(customer: Customer | null): CustomerFormValues {
  return {
    first_name: customer?.first_name ?? '',
    last_name: customer?.last_name ?? '',
    phone: customer?.phone ?? '',
    email: customer?.email ?? '',
    business_name: customer?.business_name ?? '',
    business_type: customer?.business_type ?? null,
    category_id: customer?.category_id ?? null,
    risk_level: customer?.risk_level ?? null,
    organization_id: customer?.organization_id ?? null,
    residential: location(
      customer?.residential_address ?? null,
      customer?.residential_latitude ?? null,
      customer?.residential_longitude ?? null,
    ),
    business: location(
      customer?.business_address ?? null,
      customer?.business_latitude ?? null,
      customer?.business_longitude ?? null,
    ),
  };
}

type Payload = Record<string, string | number | null>;

/** Every field the form may send, as the API names them; '' and null mean "no value". */
function fieldsOf(values: CustomerFormValues, access: CustomerFieldAccess): Payload {
  const fields: Payload = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    residential_address: values.residential.address.trim(),
    residential_latitude: values.residential.latitude,
    residential_longitude: values.residential.longitude,
    business_address: values.business.address.trim(),
    business_latitude: values.business.latitude,
    business_longitude: values.business.longitude,
  };
  // Sections the role may not see are never sent (the server refuses them).
  if (access.editBusiness) {
    fields.business_name = values.business_name.trim();
    fields.business_type = values.business_type;
    fields.category_id = values.category_id;
  }
  if (access.editRisk) fields.risk_level = values.risk_level;
  return fields;
}

const isEmpty = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '';

/** POST /customers: every filled field; empty values are omitted (spec part 2 §7). */
export function createPayloadOf(
  values: CustomerFormValues,
  access: CustomerFieldAccess,
): CreateCustomerRequestInput {
  const payload: Payload = {};
  for (const [field, value] of Object.entries(fieldsOf(values, access))) {
    if (!isEmpty(value)) payload[field] = value;
  }
  if (values.organization_id) payload.organization_id = values.organization_id;
  return payload as CreateCustomerRequestInput;
}

/**
 * PATCH /customers/:id: only the fields that changed. Empty values are omitted, except a field
 * that held a value and was emptied: that one is sent as null, which clears it (omitting it
 * would silently keep the old value).
 */
export function updatePayloadOf(
  values: CustomerFormValues,
  initial: CustomerFormValues,
  access: CustomerFieldAccess,
): UpdateCustomerRequestInput {
  const now = fieldsOf(values, access);
  const before = fieldsOf(initial, access);
  const payload: Payload = {};
  for (const [field, value] of Object.entries(now)) {
    if (value === before[field] || (isEmpty(value) && isEmpty(before[field]))) continue;
    payload[field] = isEmpty(value) ? null : value;
  }
  // A coordinate pair travels together: moving only the latitude still sends the longitude.
  for (const prefix of ['residential', 'business']) {
    const pair = [`${prefix}_latitude`, `${prefix}_longitude`];
    if (pair.some((field) => field in payload)) {
      for (const field of pair) payload[field] = now[field] ?? null;
    }
  }
  return payload as UpdateCustomerRequestInput;
}

/** Which location input shows an error about one of its request fields. */
const LOCATION_OF_FIELD: Partial<Record<string, 'residential' | 'business'>> = {
  residential_address: 'residential',
  residential_latitude: 'residential',
  residential_longitude: 'residential',
  business_address: 'business',
  business_latitude: 'business',
  business_longitude: 'business',
};

/** The form field showing a request field's errors (the others share the request's names). */
export function formFieldOf(requestField: string): keyof CustomerFormValues | undefined {
  return LOCATION_OF_FIELD[requestField];
}

/**
 * The form's wording for an empty required field; the core schema checks everything else (the
 * server checks again with the same schema).
 */
export function requiredErrorsOf(
  values: CustomerFormValues,
): Partial<Record<keyof CustomerFormValues, string>> {
  return {
    first_name:
      values.first_name.trim() === '' ? t('customers.form.first_name_required') : undefined,
    last_name: values.last_name.trim() === '' ? t('customers.form.last_name_required') : undefined,
    phone: values.phone.trim() === '' ? t(PHONE_MESSAGES.required) : undefined,
  };
}
