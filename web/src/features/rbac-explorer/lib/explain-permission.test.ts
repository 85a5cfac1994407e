import { checkPermission, type Action, type Resource, type Role } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTEXT,
  explainPermission,
  OTHER_ORGANIZATION_ID,
  standingGrants,
  toPermissionContext,
  type EmergencyGrant,
  type ExplorerContext,
} from './explain-permission';

const NOW = new Date('2026-11-27T10:00:00Z');
const ORGANIZATION = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
const USER = 'b0000000-0000-4000-8000-000000000001';

const grant = (overrides: Partial<EmergencyGrant> = {}): EmergencyGrant => ({
  id: 'g0000000-0000-4000-8000-000000000001',
  target_user_id: USER,
  permissions: ['loans:approve'],
  expires_at: '2026-11-27T11:00:00Z',
  is_active: true,
  ...overrides,
});

const cases: [Role, Resource, Action, Partial<ExplorerContext>][] = [
  ['loan_officer', 'loans', 'approve', {}],
  ['manager', 'loans', 'approve', {}],
  ['manager', 'loans', 'approve', { amount: 10_000_000 }],
  ['loan_officer', 'loans', 'create', { amount: 150_000 }],
  ['loan_officer', 'loans', 'update', { riskLevel: 'high' }],
  ['organization_admin', 'customers', 'read', { otherOrganization: true }],
  ['platform_super_admin', 'customers', 'read', { otherOrganization: true }],
  [
    'auditor',
    'audit_logs',
    'read',
    { windowStart: '2026-11-28T09:00', windowEnd: '2026-11-28T17:00' },
  ],
];

describe('explainPermission', () => {
  it.each(cases)(
    'answers %s %s:%s exactly as core’s checkPermission',
    (role, resource, action, extra) => {
      const context = { ...EMPTY_CONTEXT, ...extra };
      const subject = { roles: [role], organizationIds: [ORGANIZATION] };
      const explanation = explainPermission({
        subject,
        resource,
        action,
        context,
        grants: [],
        now: NOW,
      });
      expect(explanation.decision).toEqual(
        checkPermission({
          subject,
          resource,
          action,
          context: toPermissionContext(context),
          now: NOW,
        }),
      );
      expect(explanation.grant).toBeNull();
      expect(explanation.outcome).toBe(
        explanation.decision.allowed
          ? 'allowed'
          : explanation.decision.requiresApprovalBy
            ? 'needs_approval'
            : 'denied',
      );
    },
  );

  it('lets a standing grant allow what no role grants, and names it', () => {
    const explanation = explainPermission({
      subject: { roles: ['loan_officer'], organizationIds: [ORGANIZATION] },
      resource: 'loans',
      action: 'approve',
      context: EMPTY_CONTEXT,
      grants: [grant()],
      now: NOW,
    });
    expect(explanation.decision.allowed).toBe(false);
    expect(explanation.outcome).toBe('allowed');
    expect(explanation.grant?.id).toBe(grant().id);
  });

  it('ignores expired, revoked and other permissions’ grants', () => {
    const grants = [
      grant({ expires_at: '2026-11-27T09:59:59Z' }),
      grant({ is_active: false }),
      grant({ permissions: ['loans:export'] }),
    ];
    expect(standingGrants(grants, NOW)).toHaveLength(1);
    const explanation = explainPermission({
      subject: { roles: ['loan_officer'], organizationIds: [ORGANIZATION] },
      resource: 'loans',
      action: 'approve',
      context: EMPTY_CONTEXT,
      grants,
      now: NOW,
    });
    expect(explanation.outcome).toBe('denied');
    expect(explanation.grant).toBeNull();
  });

  it('puts another organization and a whole time window into the engine’s context', () => {
    expect(
      toPermissionContext({
        ...EMPTY_CONTEXT,
        otherOrganization: true,
        windowStart: '2026-11-28T09:00',
        windowEnd: '',
      }),
    ).toEqual({ organizationId: OTHER_ORGANIZATION_ID });
  });
});
