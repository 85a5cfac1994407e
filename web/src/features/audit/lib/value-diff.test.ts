import { describe, expect, it } from 'vitest';
import { auditExportHref, EMPTY_AUDIT_FILTER } from './audit-filter';
import { formatAuditValue, valueDiffOf } from './value-diff';

describe('valueDiffOf', () => {
  it('pairs old and new values field by field and marks the changed ones', () => {
    const rows = valueDiffOf({
      old_values: { is_blocked: false, name: 'Ravi', territory: 'North' },
      new_values: { is_blocked: true, name: 'Ravi', blocked_reason: 'Fraud' },
      changed_fields: ['is_blocked'],
    });
    expect(rows).toEqual([
      {
        field: 'blocked_reason',
        oldValue: undefined,
        newValue: 'Fraud',
        changed: true,
        inOld: false,
        inNew: true,
      },
      {
        field: 'is_blocked',
        oldValue: false,
        newValue: true,
        changed: true,
        inOld: true,
        inNew: true,
      },
      {
        field: 'name',
        oldValue: 'Ravi',
        newValue: 'Ravi',
        changed: false,
        inOld: true,
        inNew: true,
      },
      {
        field: 'territory',
        oldValue: 'North',
        newValue: undefined,
        changed: true,
        inOld: true,
        inNew: false,
      },
    ]);
  });

  it('has no rows when no values were recorded', () => {
    expect(valueDiffOf({ old_values: null, new_values: null, changed_fields: [] })).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('shows strings as they are and anything else as JSON', () => {
    expect(formatAuditValue('Ravi')).toBe('Ravi');
    expect(formatAuditValue(null)).toBe('null');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue(undefined)).toBe('—');
  });
});

describe('auditExportHref', () => {
  it('carries the same filters as the list', () => {
    expect(auditExportHref(EMPTY_AUDIT_FILTER)).toBe('/api/v1/audit-logs/export');
    expect(
      auditExportHref({
        ...EMPTY_AUDIT_FILTER,
        action: ' block ',
        dateFrom: '2025-03-01',
        approvalRequired: 'true',
      }),
    ).toBe('/api/v1/audit-logs/export?action=block&date_from=2025-03-01&approval_required=true');
  });
});
