import { describe, expect, it } from 'vitest';
import { refuseApprovalDecision } from './approval-decisions.ts';

const request = {
  status: 'pending' as const,
  requested_by: 'requester',
  current_approver_id: 'approver',
};

describe('refuseApprovalDecision', () => {
  it('lets the current approver approve and reject', () => {
    for (const decision of ['approve', 'reject'] as const) {
      expect(
        refuseApprovalDecision({ decision, request, userId: 'approver', roles: ['manager'] }),
      ).toBeNull();
    }
  });

  it('lets a platform super admin decide a request routed to someone else', () => {
    expect(
      refuseApprovalDecision({
        decision: 'approve',
        request,
        userId: 'owner',
        roles: ['platform_super_admin'],
      }),
    ).toBeNull();
  });

  it('refuses the requester, even a platform super admin (four eyes)', () => {
    expect(
      refuseApprovalDecision({
        decision: 'approve',
        request,
        userId: 'requester',
        roles: ['platform_super_admin'],
      }),
    ).toBe('own_request');
  });

  it('refuses anyone else', () => {
    expect(
      refuseApprovalDecision({
        decision: 'reject',
        request,
        userId: 'other',
        roles: ['organization_admin'],
      }),
    ).toBe('not_approver');
  });

  it('refuses every decision on a decided request', () => {
    for (const decision of ['approve', 'reject', 'escalate'] as const) {
      expect(
        refuseApprovalDecision({
          decision,
          request: { ...request, status: 'approved' },
          userId: 'approver',
          roles: ['manager'],
        }),
      ).toBe('already_decided');
    }
  });

  it('lets anyone who can see a pending request escalate it, the requester included', () => {
    expect(
      refuseApprovalDecision({
        decision: 'escalate',
        request,
        userId: 'requester',
        roles: ['manager'],
      }),
    ).toBeNull();
    expect(
      refuseApprovalDecision({
        decision: 'escalate',
        request,
        userId: 'other',
        roles: ['manager'],
      }),
    ).toBeNull();
  });
});
