import { changedFields } from '@lendline/core';
import type { AuditLog, MessageKey } from '@lendline/core';
import { t } from '@/i18n/i18n';
import {
  CUSTOMER_BUSINESS_TYPE_LABELS,
  CUSTOMER_RISK_LABELS,
  CUSTOMER_STATUS_LABELS,
  labelKeyOf,
} from './customer-labels';

/** One line of the Audit Trail tab: a field as the form names it, its value before and after. */
export interface AuditChange {
  label: string;
  /** Null on a creation, or when the field was empty before. */
  from: string | null;
  /** Null when the field was emptied. */
  to: string | null;
}

type Values = Record<string, unknown>;

/** The customer's audit fields, in the form's order and words (customer-form-modal.tsx). */
const FIELDS: readonly { label: MessageKey; keys: readonly string[] }[] = [
  { label: 'customers.columns.customer_id', keys: ['customer_id'] },
  { label: 'customers.form.first_name', keys: ['first_name'] },
  { label: 'customers.form.last_name', keys: ['last_name'] },
  { label: 'customers.audit.fields.phone', keys: ['phone'] },
  { label: 'customers.columns.email', keys: ['email'] },
  { label: 'customers.form.business_name', keys: ['business_name'] },
  { label: 'customers.form.business_type', keys: ['business_type'] },
  { label: 'customers.form.category', keys: ['category_id'] },
  { label: 'customers.form.risk_level', keys: ['risk_level'] },
  { label: 'customers.columns.status', keys: ['status'] },
  { label: 'customers.audit.fields.residential_address', keys: ['residential_address'] },
  {
    label: 'customers.form.residential_location',
    keys: ['residential_latitude', 'residential_longitude'],
  },
  { label: 'customers.audit.fields.business_address', keys: ['business_address'] },
  { label: 'customers.form.business_location', keys: ['business_latitude', 'business_longitude'] },
];
/** Values a person cannot read: the change is named, its ids are not shown. */
const ID_FIELDS = new Set(['category_id', 'organization_id']);
/** Fields holding a value of a closed list: shown in the reader's words. */
const LIST_VALUES: Partial<Record<string, Record<string, MessageKey>>> = {
  risk_level: CUSTOMER_RISK_LABELS,
  status: CUSTOMER_STATUS_LABELS,
  business_type: CUSTOMER_BUSINESS_TYPE_LABELS,
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function textOf(values: Values | null, keys: readonly string[]): string | null {
  if (!values || keys.every((key) => isEmpty(values[key]))) return null;
  const [key] = keys;
  if (keys.length > 1) return keys.map((part) => String(values[part] ?? '—')).join(', ');
  const value = values[key!];
  if (ID_FIELDS.has(key!)) return t('customers.audit.value_set');
  if (typeof value === 'string') {
    const labels = LIST_VALUES[key!];
    const label = labels && labelKeyOf(labels, value);
    if (label) return t(label);
    return labels ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  }
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/** A field the form does not name, in words from its column name ('Some field'). */
function labelOf(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What an audit row changed, field by field, old → new: only fields whose value differs, never a
 * field empty on both sides (a creation records every field, most of them empty). Coordinates
 * pair into one location; a field the form does not name is shown in words ('Some field').
 */
export function auditChangesOf(log: Pick<AuditLog, 'old_values' | 'new_values'>): AuditChange[] {
  const changed = new Set(changedFields(log.old_values, log.new_values));
  const known = new Set(FIELDS.flatMap((field) => field.keys));
  const fields = [
    ...FIELDS.map((field) => ({ label: t(field.label), keys: field.keys })),
    ...[...changed]
      .filter((key) => !known.has(key) && key !== 'organization_id')
      .map((key) => ({ label: labelOf(key), keys: [key] })),
  ];
  return fields
    .filter((field) => field.keys.some((key) => changed.has(key)))
    .map((field) => ({
      label: field.label,
      from: textOf(log.old_values, field.keys),
      to: textOf(log.new_values, field.keys),
    }))
    .filter((change) => change.from !== null || change.to !== null);
}
