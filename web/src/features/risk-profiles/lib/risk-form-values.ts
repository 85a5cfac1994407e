import type {
  MessageKey,
  ProspectScoreInput,
  RiskProfile,
  RiskProfileInputValues,
  RiskProfilePatch,
} from '@lendline/core';
import type { LocationValue } from '@/components/inputs/location-value';

/** What a NumberInput holds: a number, or '' when empty. */
export type NumberValue = number | string;

/** One row of a repeatable section, by the row schema's field names. */
export type ListRow = Record<string, NumberValue>;

type RowFieldKind = 'text' | 'money' | 'phone';

export interface ListSection {
  title: MessageKey;
  add: MessageKey;
  /** Names one row ('Income source {number}'). */
  row: MessageKey;
  fields: readonly { name: string; kind: RowFieldKind; label: MessageKey }[];
}

const contactFields = [
  { name: 'name', kind: 'text', label: 'risk.list_fields.name' },
  { name: 'phone', kind: 'phone', label: 'common.phone.label' },
  { name: 'relationship', kind: 'text', label: 'risk.list_fields.relationship' },
] as const;

const assetFields = [
  { name: 'type', kind: 'text', label: 'risk.list_fields.type' },
  { name: 'description', kind: 'text', label: 'risk.list_fields.description' },
  { name: 'value', kind: 'money', label: 'risk.list_fields.value' },
] as const;

/**
 * The repeatable sections of spec part 2 §3's prospective-customer profile, each with the fields
 * of its row as core's schemas name them (ProspectIncomeSourceSchema …).
 */
export const LIST_SECTIONS = {
  multiple_income_sources: {
    title: 'risk.lists.multiple_income_sources.title',
    add: 'risk.lists.multiple_income_sources.add',
    row: 'risk.lists.multiple_income_sources.row',
    fields: [
      { name: 'source', kind: 'text', label: 'risk.list_fields.source' },
      { name: 'monthly_amount', kind: 'money', label: 'risk.list_fields.monthly_amount' },
    ],
  },
  existing_loans: {
    title: 'risk.lists.existing_loans.title',
    add: 'risk.lists.existing_loans.add',
    row: 'risk.lists.existing_loans.row',
    fields: [
      { name: 'lender', kind: 'text', label: 'risk.list_fields.lender' },
      { name: 'amount', kind: 'money', label: 'risk.list_fields.amount' },
      { name: 'outstanding', kind: 'money', label: 'risk.list_fields.outstanding' },
      { name: 'monthly_payment', kind: 'money', label: 'risk.list_fields.monthly_payment' },
    ],
  },
  multiple_businesses: {
    title: 'risk.lists.multiple_businesses.title',
    add: 'risk.lists.multiple_businesses.add',
    row: 'risk.lists.multiple_businesses.row',
    fields: [
      { name: 'name', kind: 'text', label: 'risk.list_fields.name' },
      { name: 'type', kind: 'text', label: 'risk.list_fields.type' },
      { name: 'monthly_income', kind: 'money', label: 'risk.list_fields.monthly_income' },
    ],
  },
  bank_accounts: {
    title: 'risk.lists.bank_accounts.title',
    add: 'risk.lists.bank_accounts.add',
    row: 'risk.lists.bank_accounts.row',
    fields: [
      { name: 'bank_name', kind: 'text', label: 'risk.list_fields.bank_name' },
      { name: 'account_type', kind: 'text', label: 'risk.list_fields.account_type' },
      { name: 'balance', kind: 'money', label: 'risk.list_fields.balance' },
    ],
  },
  assets_owned: {
    title: 'risk.lists.assets_owned.title',
    add: 'risk.lists.assets_owned.add',
    row: 'risk.lists.assets_owned.row',
    fields: assetFields,
  },
  guarantors: {
    title: 'risk.lists.guarantors.title',
    add: 'risk.lists.guarantors.add',
    row: 'risk.lists.guarantors.row',
    fields: contactFields,
  },
  collateral_details: {
    title: 'risk.lists.collateral_details.title',
    add: 'risk.lists.collateral_details.add',
    row: 'risk.lists.collateral_details.row',
    fields: assetFields,
  },
  emergency_contacts: {
    title: 'risk.lists.emergency_contacts.title',
    add: 'risk.lists.emergency_contacts.add',
    row: 'risk.lists.emergency_contacts.row',
    fields: contactFields,
  },
} as const satisfies Record<string, ListSection>;

export type ListField = keyof typeof LIST_SECTIONS;
export const LIST_FIELDS = Object.keys(LIST_SECTIONS) as ListField[];

/** The profile's own text fields (the phone and the location have inputs of their own). */
export const TEXT_FIELDS = [
  'prospective_customer_name',
  'bazaar_location',
  'product_selling',
  'business_type',
  'primary_income_source',
  'secondary_income_source',
  'assessor_comments',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** Rupee amounts (2 decimals). */
export const MONEY_FIELDS = [
  'monthly_household_income',
  'total_monthly_income',
  'total_monthly_expenses',
  'total_existing_debt',
  'daily_savings_capacity',
  'proposed_daily_payment',
] as const;
/** Scores out of 100, ratings out of 10, whole years. */
export const WHOLE_NUMBER_FIELDS = [
  'years_at_current_location',
  'payment_history_score',
  'business_stability_score',
  'asset_backing_score',
  'income_stability_rating',
  'location_stability_score',
] as const;
type NumberField = (typeof MONEY_FIELDS)[number] | (typeof WHOLE_NUMBER_FIELDS)[number];

export type RiskProfileFormValues = Record<TextField, string> &
  Record<NumberField, NumberValue> &
  Record<ListField, ListRow[]> & {
    /** International format from the phone input, '' for none. */
    phone: string;
    business_location: LocationValue;
  };

const numberValue = (value: number | null | undefined): NumberValue => value ?? '';

function rowValues(field: ListField, row: Record<string, unknown> | undefined): ListRow {
  const values: ListRow = {};
  for (const { name, kind } of LIST_SECTIONS[field].fields) {
    const value = row?.[name];
    values[name] =
      kind === 'money'
        ? typeof value === 'number'
          ? value
          : ''
        : typeof value === 'string'
          ? value
          : '';
  }
  return values;
}

/** An empty row of a section, as the 'Add …' button appends it. */
export const emptyRowOf = (field: ListField): ListRow => rowValues(field, undefined);

/** The form's values for a stored profile, or a blank form (null). */
export function formValuesOf(profile: RiskProfile | null): RiskProfileFormValues {
  const values = {
    phone: profile?.phone ?? '',
    business_location: {
      address: profile?.business_location_address ?? '',
      latitude: profile?.business_latitude ?? null,
      longitude: profile?.business_longitude ?? null,
      googleMapsLink: '',
    },
  } as RiskProfileFormValues;
  for (const field of TEXT_FIELDS) values[field] = profile?.[field] ?? '';
  for (const field of [...MONEY_FIELDS, ...WHOLE_NUMBER_FIELDS]) {
    values[field] = numberValue(profile?.[field]);
  }
  for (const field of LIST_FIELDS) {
    values[field] = (profile?.[field] ?? []).map((row) => rowValues(field, row));
  }
  return values;
}

/** A NumberInput's value as the API takes it: a number, null when empty. */
export function numberOrNull(value: NumberValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function rowPayload(field: ListField, row: ListRow): Record<string, string | number | null> {
  const payload: Record<string, string | number | null> = {};
  for (const { name, kind } of LIST_SECTIONS[field].fields) {
    const value = row[name] ?? '';
    payload[name] = kind === 'money' ? numberOrNull(value) : textOrNull(String(value));
  }
  return payload;
}

/** Every field as POST /risk-profiles names it: empty values are null, rows kept in order. */
export function payloadOf(values: RiskProfileFormValues): RiskProfileInputValues {
  const payload: Record<string, unknown> = {
    phone: textOrNull(values.phone),
    business_location_address: textOrNull(values.business_location.address),
    business_latitude: values.business_location.latitude,
    business_longitude: values.business_location.longitude,
  };
  for (const field of TEXT_FIELDS) payload[field] = textOrNull(values[field]);
  // The name is required: sent as typed (trimmed) so the schema words its own refusal.
  payload.prospective_customer_name = values.prospective_customer_name.trim();
  for (const field of [...MONEY_FIELDS, ...WHOLE_NUMBER_FIELDS]) {
    payload[field] = numberOrNull(values[field]);
  }
  for (const field of LIST_FIELDS) {
    payload[field] = values[field].map((row) => rowPayload(field, row));
  }
  return payload as RiskProfileInputValues;
}

/**
 * PATCH /risk-profiles/:id: only the fields that differ from what the server holds. A field
 * emptied since is sent as null, which clears it; a list is sent whole.
 */
export function changedFieldsOf(
  now: RiskProfileInputValues,
  saved: RiskProfileInputValues,
): RiskProfilePatch {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(now)) {
    const before = (saved as Record<string, unknown>)[field];
    if (JSON.stringify(value ?? null) !== JSON.stringify(before ?? null)) changes[field] = value;
  }
  // A coordinate pair travels together.
  if ('business_latitude' in changes || 'business_longitude' in changes) {
    changes.business_latitude = now.business_latitude ?? null;
    changes.business_longitude = now.business_longitude ?? null;
  }
  return changes as RiskProfilePatch;
}

/** The inputs of core's scoreProspect, read from the form as the assessor types. */
export function scoreInputOf(values: RiskProfileFormValues): ProspectScoreInput {
  return {
    payment_history_score: numberOrNull(values.payment_history_score),
    business_stability_score: numberOrNull(values.business_stability_score),
    asset_backing_score: numberOrNull(values.asset_backing_score),
    years_at_current_location: numberOrNull(values.years_at_current_location),
    income_stability_rating: numberOrNull(values.income_stability_rating),
    location_stability_score: numberOrNull(values.location_stability_score),
    total_monthly_income: numberOrNull(values.total_monthly_income),
    monthly_household_income: numberOrNull(values.monthly_household_income),
    total_existing_debt: numberOrNull(values.total_existing_debt),
  };
}

/** The form field that shows a request field's errors (the location's three share one input). */
export function formFieldOf(requestField: string): keyof RiskProfileFormValues | undefined {
  if (requestField.startsWith('business_l')) return 'business_location';
  return undefined;
}
