import { describe, expect, it } from 'vitest';
import { changedFields, isApprovalRequiredAction } from './audit.ts';

describe('isApprovalRequiredAction', () => {
  it.each([
    ['organization', 'block', true],
    ['organization', 'unblock', true],
    ['organization', 'status_change', true],
    ['organization', 'update', false],
    ['user', 'status_change', true],
    ['user', 'role_change_requested', true],
    ['user', 'update', false],
    ['loan', 'approve_exception', true],
    ['loan', 'risk_override', true],
    ['loan', 'approve', false],
    ['customer', 'block', false],
    ['customer', 'risk_override', true],
    ['customer', 'update', false],
  ])('flags %s %s as %s', (entityType, action, expected) => {
    expect(isApprovalRequiredAction(entityType, action)).toBe(expected);
  });
});

describe('changedFields', () => {
  it('lists fields added, removed or changed, sorted', () => {
    expect(changedFields({ a: 1, b: 2, c: [1] }, { a: 1, b: 3, c: [1, 2], d: null })).toEqual([
      'b',
      'c',
      'd',
    ]);
  });

  it('treats a missing snapshot as empty', () => {
    expect(changedFields(null, { name: 'Acme' })).toEqual(['name']);
    expect(changedFields({ name: 'Acme' }, undefined)).toEqual(['name']);
  });
});
