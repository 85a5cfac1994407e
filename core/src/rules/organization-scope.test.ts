import { describe, expect, it } from 'vitest';
import { dataScopeReachOf, spansOrganizations } from './organization-scope.ts';

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

describe('spansOrganizations', () => {
  const own = ['a0000000-0000-4000-8000-000000000001'];
  const tree = [...own, 'a0000000-0000-4000-8000-000000000002'];

  it('holds for the platform owner, whatever the ids', () => {
    expect(spansOrganizations(['platform_super_admin'], own)).toBe(true);
  });

  it('holds for a tree admin only when the tree has children', () => {
    expect(spansOrganizations(['organization_admin'], tree)).toBe(true);
    expect(spansOrganizations(['organization_admin'], own)).toBe(false);
    expect(spansOrganizations(['partner_admin'], tree)).toBe(true);
  });

  it('never holds for a role that reaches its own organization only', () => {
    expect(spansOrganizations(['manager'], tree)).toBe(false);
  });
});
