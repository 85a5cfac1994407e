import { describe, expect, it } from 'vitest';
import {
  activeGrantsAt,
  grantablePermissions,
  grantNeededFor,
  holdsEffectivePermission,
} from './emergency-access.ts';
import { holdsPermission, withGrantedPermissions } from './matrix.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const running = {
  id: 'a',
  permissions: ['loans:approve' as const],
  expires_at: '2026-11-27T13:00:00.000Z',
};
const lapsed = {
  id: 'b',
  permissions: ['users:read' as const],
  expires_at: '2026-11-27T11:00:00.000Z',
};

describe('emergency access grants', () => {
  it('count until they expire, checked against the time passed in', () => {
    expect(activeGrantsAt([running, lapsed], NOW)).toEqual([running]);
  });

  it('widen a holder by the granted permissions only', () => {
    const holder = {
      roles: ['loan_officer' as const],
      grantedPermissions: ['loans:approve' as const],
    };
    expect(holdsEffectivePermission(holder, 'loans', 'approve')).toBe(true);
    expect(holdsEffectivePermission(holder, 'users', 'read')).toBe(false);
    expect(holdsEffectivePermission({ roles: ['loan_officer'] }, 'loans', 'approve')).toBe(false);
  });

  it('name the grant a check needs only when the roles do not suffice', () => {
    const options = { roles: ['loan_officer' as const], grants: [running, lapsed], now: NOW };
    expect(grantNeededFor(options, 'loans', 'approve')).toBe(running);
    expect(grantNeededFor(options, 'loans', 'read')).toBeNull();
    expect(grantNeededFor(options, 'users', 'read')).toBeNull();
  });

  it("offer a grantor their roles' permissions, never the override nor cross-organization access", () => {
    const admin = grantablePermissions(['organization_admin']);
    expect(admin).toContain('loans:approve');
    expect(admin).not.toContain('organizations:delete');
    expect(admin.some((permission) => permission.startsWith('emergency_access:'))).toBe(false);
    const owner = grantablePermissions(['platform_super_admin']);
    expect(owner.some((permission) => permission.endsWith(':cross_org_access'))).toBe(false);
  });

  it('ride on roles handed to the web, and fail closed when the roles are copied', () => {
    const roles = withGrantedPermissions(['loan_officer'], ['loans:approve']);
    expect(holdsPermission(roles, 'loans', 'approve')).toBe(true);
    expect(holdsPermission([...roles], 'loans', 'approve')).toBe(false);
  });
});
