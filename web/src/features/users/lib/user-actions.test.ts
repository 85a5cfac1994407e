import type { User } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import { userActionsFor } from './user-actions';

const user = (overrides: Partial<User> = {}): User => ({
  user_id: '11111111-1111-4111-8111-111111111111',
  email: 'ravi@example.com',
  first_name: 'Ravi',
  last_name: 'Kumar',
  phone: null,
  employee_id: null,
  organization_id: null,
  organization_name: null,
  organization_type: null,
  status: 'active',
  role: 'loan_officer',
  roles: ['loan_officer'],
  invited_by: null,
  invited_at: null,
  activated_at: null,
  blocked_at: null,
  blocked_by: null,
  blocked_reason: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const ADMIN = {
  userId: '22222222-2222-4222-8222-222222222222',
  roles: ['organization_admin'] as const,
};

describe('userActionsFor', () => {
  it('lets an organization admin edit, re-role and suspend a loan officer but not delete', () => {
    expect(userActionsFor(ADMIN, user())).toEqual({
      edit: true,
      changeRole: true,
      statusActions: ['suspend', 'block', 'deactivate'],
      delete: false,
    });
  });

  it('offers only activation for an inactive user', () => {
    expect(userActionsFor(ADMIN, user({ status: 'inactive' })).statusActions).toEqual(['activate']);
  });

  it('keeps an organization admin away from a platform super admin', () => {
    const actions = userActionsFor(
      ADMIN,
      user({ role: 'platform_super_admin', roles: ['platform_super_admin'] }),
    );
    expect(actions).toMatchObject({ edit: false, changeRole: false, statusActions: [] });
  });

  it('keeps an organization admin away from someone who also holds Super Admin', () => {
    const actions = userActionsFor(
      ADMIN,
      user({ role: 'loan_officer', roles: ['loan_officer', 'platform_super_admin'] }),
    );
    expect(actions).toMatchObject({ edit: false, changeRole: false, statusActions: [] });
  });

  it('never offers status, role or delete on yourself', () => {
    const owner = { userId: 'me', roles: ['platform_super_admin'] as const };
    const actions = userActionsFor(
      owner,
      user({ user_id: 'me', role: 'platform_super_admin', roles: ['platform_super_admin'] }),
    );
    expect(actions).toEqual({ edit: true, changeRole: false, statusActions: [], delete: false });
  });

  it('gives a loan officer nothing', () => {
    const officer = { userId: 'x', roles: ['loan_officer'] as const };
    expect(userActionsFor(officer, user())).toEqual({
      edit: false,
      changeRole: false,
      statusActions: [],
      delete: false,
    });
  });
});
