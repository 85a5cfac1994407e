import { changedFields } from '@lendline/core';
import type { AuditLog } from '@lendline/core';

export interface ValueDiffRow {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  /** The field is one the action changed: highlighted side by side. */
  changed: boolean;
  /** Present on each side (an added field has no old value, a removed one no new value). */
  inOld: boolean;
  inNew: boolean;
}

/**
 * Old and new values of an audit row, field by field: the row's recorded changed_fields, plus
 * any the two snapshots show differ (the same core rule that filled changed_fields).
 */
export function valueDiffOf(
  log: Pick<AuditLog, 'old_values' | 'new_values' | 'changed_fields'>,
): ValueDiffRow[] {
  const oldValues = log.old_values ?? {};
  const newValues = log.new_values ?? {};
  const changed = new Set([...log.changed_fields, ...changedFields(oldValues, newValues)]);
  // Only a side that was recorded can show a difference: a creation has no old snapshot.
  const fields = [...new Set([...Object.keys(oldValues), ...Object.keys(newValues)])].sort();
  return fields.map((field) => ({
    field,
    oldValue: oldValues[field],
    newValue: newValues[field],
    changed: changed.has(field),
    inOld: field in oldValues,
    inNew: field in newValues,
  }));
}

/** A value as one line of text: strings as they are, everything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
