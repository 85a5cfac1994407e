import { describe, expect, it } from 'vitest';
import { dataScopeReachOf } from './organization-scope.ts';

describe('dataScopeReachOf', () => {
  it('gives the platform owner every organization', () => {
    expect(dataScopeReachOf(['loan_officer', 'platform_super_admin'])).toBe('all');
  });

  it('gives organization and partner admins their tree', () => {
    expect(dataScopeReachOf(['organization_admin'])).toBe('tree');
    expect(dataScopeReachOf(['manager', 'partner_admin'])).toBe('tree');
  });

  it('keeps everyone else, and a user without roles, to their own organization', () => {
    expect(dataScopeReachOf(['manager', 'auditor'])).toBe('own');
    expect(dataScopeReachOf([])).toBe('own');
  });
});
