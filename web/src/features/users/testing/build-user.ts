import type { User } from '@lendline/core';

export const USER_ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';

/** An active loan officer of Acme Microfinance; override what a test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 'b0000000-0000-4000-8000-000000000001',
    email: 'ravi.kumar@acme.test',
    first_name: 'Ravi',
    last_name: 'Kumar',
    phone: '+91 98765 43210',
    employee_id: 'EMP-042',
    organization_id: USER_ORGANIZATION_ID,
    organization_name: 'Acme Microfinance',
    organization_type: 'microfinance',
    status: 'active',
    role: 'loan_officer',
    roles: ['loan_officer'],
    invited_by: null,
    invited_at: '2025-01-10T09:00:00.000Z',
    activated_at: '2025-01-11T09:00:00.000Z',
    blocked_at: null,
    blocked_by: null,
    blocked_reason: null,
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** The organization options the invite and edit forms load. */
export const ORGANIZATION_OPTIONS = {
  body: {
    data: [
      { id: USER_ORGANIZATION_ID, name: 'Acme Microfinance', organization_type: 'microfinance' },
    ],
    page: 1,
    page_size: 100,
    total: 1,
  },
};
