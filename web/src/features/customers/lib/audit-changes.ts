import { changedFields } from '@lendline/core';
import type { AuditLog } from '@lendline/core';

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
const FIELDS: readonly { label: string; keys: readonly string[] }[] = [
  { label: 'Customer ID', keys: ['customer_id'] },
  { label: 'First name', keys: ['first_name'] },
  { label: 'Last name', keys: ['last_name'] },
  { label: 'Phone Number', keys: ['phone'] },
  { label: 'Email', keys: ['email'] },
  { label: 'Business name', keys: ['business_name'] },
  { label: 'Business type', keys: ['business_type'] },
  { label: 'Category', keys: ['category_id'] },
  { label: 'Risk level', keys: ['risk_level'] },
  { label: 'Status', keys: ['status'] },
  { label: 'Residential address', keys: ['residential_address'] },
  { label: 'Residential Location', keys: ['residential_latitude', 'residential_longitude'] },
  { label: 'Business address', keys: ['business_address'] },
  { label: 'Business Location', keys: ['business_latitude', 'business_longitude'] },
];
/** Values a person cannot read: the change is named, its ids are not shown. */
const ID_FIELDS = new Set(['category_id', 'organization_id']);
const LOWER_CASE_VALUES = new Set(['risk_level', 'status', 'business_type']);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function textOf(values: Values | null, keys: readonly string[]): string | null {
  if (!values || keys.every((key) => isEmpty(values[key]))) return null;
  const [key] = keys;
  if (keys.length > 1) return keys.map((part) => String(values[part] ?? '—')).join(', ');
  const value = values[key!];
  if (ID_FIELDS.has(key!)) return 'set';
  if (typeof value === 'string') {
    return LOWER_CASE_VALUES.has(key!) ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  }
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

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
    ...FIELDS,
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
