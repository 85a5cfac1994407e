import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants.ts';
import { ROLE_PERMISSIONS } from '../permissions/matrix.ts';
import { assignableRoles, canAssignRole, canManageRole } from './users.ts';

const legacyRoles = ROLES.filter((role) => {
  const grants: readonly string[] | 'all' = ROLE_PERMISSIONS[role];
  return grants !== 'all' && grants.length === 0;
});

describe('assignableRoles', () => {
  it('offers no one a role without a row in the permission matrix', () => {
    expect(legacyRoles).toEqual([
      'super_admin',
      'admin',
      'debt_collector',
      'collector',
      'follow_up_agent',
      'viewer',
    ]);
    for (const actor of ROLES) {
      for (const role of legacyRoles) expect(canAssignRole([actor], role)).toBe(false);
    }
  });

  it('offers a platform super admin every role with permissions, and an organization admin all but that one', () => {
    const withPermissions = ROLES.filter((role) => !legacyRoles.includes(role));
    expect(assignableRoles(['platform_super_admin'])).toEqual(withPermissions);
    expect(assignableRoles(['organization_admin'])).toEqual(
      withPermissions.filter((role) => role !== 'platform_super_admin'),
    );
  });

  it('keeps a partner admin from granting a manager, who approves', () => {
    expect(assignableRoles(['partner_admin'])).not.toContain('manager');
    expect(assignableRoles(['partner_admin'])).toContain('loan_officer');
  });
});

describe('canManageRole', () => {
  it('lets an organization admin manage holders of legacy roles, so they can be given a real one', () => {
    for (const role of legacyRoles) expect(canManageRole(['organization_admin'], role)).toBe(true);
    expect(canManageRole(['organization_admin'], 'platform_super_admin')).toBe(false);
  });
});
