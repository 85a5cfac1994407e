import { describe, expect, it } from 'vitest';
import type { Action, Resource, Role } from '../constants.ts';
import { checkPermission, mayActOnHighRisk } from './check-permission.ts';
import type { PermissionContext } from './types.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const OWN_ORG = 'org-own';
const CHILD_ORG = 'org-child';
const OTHER_ORG = 'org-other';

function check(
  roles: readonly Role[],
  resource: Resource,
  action: Action,
  context?: PermissionContext,
) {
  return checkPermission({
    subject: { roles, organizationIds: [OWN_ORG, CHILD_ORG] },
    resource,
    action,
    context,
    now: NOW,
  });
}

describe('checkPermission: the matrix', () => {
  it('allows what a role holds and says so', () => {
    const decision = check(['loan_officer'], 'loans', 'create');
    expect(decision).toEqual({ allowed: true, reason: 'Allowed: your roles grant loans:create.' });
  });

  it('denies what no role holds, naming the missing resource:action', () => {
    const decision = check(['loan_officer'], 'loans', 'approve');
    expect(decision.allowed).toBe(false);
    expect(decision.requiresApprovalBy).toBeUndefined();
    expect(decision.reason).toBe('None of your roles grants loans:approve.');
  });

  it('denies everything to a user whose roles are not loaded yet', () => {
    expect(check([], 'customers', 'read').allowed).toBe(false);
  });

  it('denies a role without a matrix row', () => {
    expect(check(['viewer'], 'customers', 'read').allowed).toBe(false);
  });

  it('allows through the union of roles', () => {
    expect(check(['loan_officer', 'manager'], 'approvals', 'approve').allowed).toBe(true);
  });
});

describe('checkPermission: organization scope', () => {
  it('allows acting in the user’s own organization', () => {
    expect(check(['manager'], 'loans', 'read', { organizationId: OWN_ORG }).allowed).toBe(true);
  });

  it('allows acting in a child organization within the user’s scope', () => {
    expect(check(['manager'], 'loans', 'read', { organizationId: CHILD_ORG }).allowed).toBe(true);
  });

  it('denies acting on another organization’s data without cross_org_access', () => {
    const decision = check(['organization_admin'], 'loans', 'read', { organizationId: OTHER_ORG });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toBe(
      "Acting on another organization's loans needs loans:cross_org_access.",
    );
  });

  it('lets the platform super admin act on any organization', () => {
    const decision = check(['platform_super_admin'], 'loans', 'read', {
      organizationId: OTHER_ORG,
    });
    expect(decision.allowed).toBe(true);
  });

  it('lets a user who also holds platform_super_admin act on any organization', () => {
    const decision = check(['manager', 'platform_super_admin'], 'customers', 'update', {
      organizationId: OTHER_ORG,
    });
    expect(decision.allowed).toBe(true);
  });

  it('skips the scope check when the context names no organization', () => {
    expect(check(['manager'], 'loans', 'read', {}).allowed).toBe(true);
  });
});

describe('checkPermission: time window', () => {
  const window = (start: string, end: string): PermissionContext => ({
    timeWindow: { start, end },
  });

  it('allows inside the window', () => {
    const decision = check(
      ['manager'],
      'loans',
      'read',
      window('2025-06-01T00:00:00Z', '2025-06-02T00:00:00Z'),
    );
    expect(decision.allowed).toBe(true);
  });

  it('allows at the exact start of the window', () => {
    expect(
      check(['manager'], 'loans', 'read', window(NOW.toISOString(), '2025-06-02T00:00:00Z'))
        .allowed,
    ).toBe(true);
  });

  it('allows at the exact end of the window', () => {
    expect(
      check(['manager'], 'loans', 'read', window('2025-06-01T00:00:00Z', NOW.toISOString()))
        .allowed,
    ).toBe(true);
  });

  it('denies one millisecond before the window opens', () => {
    const decision = check(
      ['manager'],
      'loans',
      'read',
      window('2025-06-01T12:00:00.001Z', '2025-06-02T00:00:00Z'),
    );
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toBe(
      'This is allowed only from 2025-06-01T12:00:00.001Z; that time has not come yet.',
    );
  });

  it('denies one millisecond after the window closes', () => {
    const decision = check(
      ['manager'],
      'loans',
      'read',
      window('2025-06-01T00:00:00Z', '2025-06-01T11:59:59.999Z'),
    );
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toBe(
      'This was allowed only until 2025-06-01T11:59:59.999Z; that time has passed.',
    );
  });

  it('denies when the window cannot be read', () => {
    const decision = check(['manager'], 'loans', 'read', window('soon', '2025-06-02T00:00:00Z'));
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toBe('The time window is not a valid date range.');
  });

  it('applies to the platform super admin too', () => {
    const decision = check(
      ['platform_super_admin'],
      'loans',
      'read',
      window('2025-07-01T00:00:00Z', '2025-07-02T00:00:00Z'),
    );
    expect(decision.allowed).toBe(false);
  });
});

describe('checkPermission: high-risk loans and payments', () => {
  const guarded = (['loans', 'payments'] as const).flatMap((resource) =>
    (['approve', 'update', 'delete'] as const).map((action) => ({ resource, action })),
  );
  const allowedRoles = ['manager', 'organization_admin', 'platform_super_admin'] as const;
  const otherRoles = [
    'partner_admin',
    'loan_officer',
    'collection_agent',
    'field_agent',
    'auditor',
  ] as const;

  for (const { resource, action } of guarded) {
    describe(`${action} on ${resource}`, () => {
      it.each(allowedRoles)('is open to the role %s', (role) => {
        expect(mayActOnHighRisk({ roles: [role], resource, action })).toBe(true);
      });

      it.each(otherRoles)('is closed to the role %s', (role) => {
        expect(mayActOnHighRisk({ roles: [role], resource, action })).toBe(false);
      });

      it('is open when any of the user’s roles is allowed', () => {
        expect(mayActOnHighRisk({ roles: ['loan_officer', 'manager'], resource, action })).toBe(
          true,
        );
      });

      it('is allowed by checkPermission to the platform super admin', () => {
        expect(
          check(['platform_super_admin'], resource, action, { riskLevel: 'high' }).allowed,
        ).toBe(true);
      });
    });
  }

  it('denies a partner admin updating a high-risk loan, naming who may', () => {
    const decision = check(['partner_admin'], 'loans', 'update', { riskLevel: 'high' });
    expect(decision).toEqual({
      allowed: false,
      reason: 'High-risk loans may be updated only by a Manager, an Org Admin or a Super Admin.',
    });
  });

  it('denies a collection agent updating a high-risk payment', () => {
    const decision = check(['collection_agent'], 'payments', 'update', { riskLevel: 'high' });
    expect(decision.reason).toBe(
      'High-risk payments may be updated only by a Manager, an Org Admin or a Super Admin.',
    );
  });

  it('allows a manager to update high-risk loans and payments', () => {
    expect(check(['manager'], 'loans', 'update', { riskLevel: 'high' }).allowed).toBe(true);
    expect(check(['manager'], 'payments', 'update', { riskLevel: 'high' }).allowed).toBe(true);
  });

  it('allows an org admin to approve and update high-risk loans', () => {
    expect(check(['organization_admin'], 'loans', 'approve', { riskLevel: 'high' }).allowed).toBe(
      true,
    );
    expect(check(['organization_admin'], 'loans', 'update', { riskLevel: 'high' }).allowed).toBe(
      true,
    );
  });

  it('allows a loan officer who is also a manager to update a high-risk loan', () => {
    expect(
      check(['loan_officer', 'manager'], 'loans', 'update', { riskLevel: 'high' }).allowed,
    ).toBe(true);
  });

  it('leaves reading a high-risk loan open', () => {
    expect(check(['loan_officer'], 'loans', 'read', { riskLevel: 'high' }).allowed).toBe(true);
  });

  it('leaves other resources open at high risk', () => {
    expect(check(['loan_officer'], 'customers', 'update', { riskLevel: 'high' }).allowed).toBe(
      true,
    );
  });

  it('leaves medium-risk loans open', () => {
    expect(check(['partner_admin'], 'loans', 'update', { riskLevel: 'medium' }).allowed).toBe(true);
  });
});

describe('checkPermission: order of checks', () => {
  it('reports a matrix denial before an amount threshold', () => {
    const decision = check(['loan_officer'], 'loans', 'approve', { amount: 300_000 });
    expect(decision.reason).toBe('None of your roles grants loans:approve.');
    expect(decision.approvers).toBeUndefined();
  });

  it('reports a matrix denial before the organization scope', () => {
    const decision = check(['field_agent'], 'loans', 'update', { organizationId: OTHER_ORG });
    expect(decision.reason).toBe('None of your roles grants loans:update.');
  });

  it('reports the organization scope before the time window', () => {
    const decision = check(['manager'], 'loans', 'read', {
      organizationId: OTHER_ORG,
      timeWindow: { start: '2030-01-01T00:00:00Z', end: '2030-01-02T00:00:00Z' },
    });
    expect(decision.reason).toContain('cross_org_access');
  });

  it('reports the time window before high risk', () => {
    const decision = check(['partner_admin'], 'loans', 'update', {
      riskLevel: 'high',
      timeWindow: { start: '2030-01-01T00:00:00Z', end: '2030-01-02T00:00:00Z' },
    });
    expect(decision.reason).toContain('has not come yet');
  });

  it('reports high risk before an amount threshold', () => {
    const decision = check(['loan_officer'], 'loans', 'update', {
      riskLevel: 'high',
      amount: 100_000,
    });
    expect(decision.reason).toContain('High-risk loans');
    expect(decision.requiresApprovalBy).toBeUndefined();
  });
});
