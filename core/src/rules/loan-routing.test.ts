import { describe, expect, it } from 'vitest';
import type { Role } from '../constants.ts';
import { refuseLoanApproval, routeLoanApplication } from './loan-routing.ts';

const route = (
  role: Role,
  principal: number,
  extra: Partial<{ secondApprover: boolean; risk: string }> = {},
) =>
  routeLoanApplication({
    roles: [role],
    principal,
    secondApprover: extra.secondApprover ?? false,
    customerRiskLevel: extra.risk ?? 'medium',
  });

describe('routeLoanApplication', () => {
  it.each([
    ['loan_officer', 40_000, { kind: 'approve' }],
    ['loan_officer', 50_000, { kind: 'approve' }],
    [
      'loan_officer',
      50_100,
      { kind: 'request', requestType: 'approve_high_value', reasonCode: 'above_limit' },
    ],
    [
      'loan_officer',
      150_000,
      { kind: 'request', requestType: 'approve_high_value', reasonCode: 'above_limit' },
    ],
    [
      'loan_officer',
      200_000,
      { kind: 'request', requestType: 'approve_high_value', reasonCode: 'above_limit' },
    ],
    ['loan_officer', 200_100, { kind: 'refuse', approvers: ['manager'] }],
    ['manager', 500_000, { kind: 'approve' }],
    ['organization_admin', 500_000, { kind: 'approve' }],
    ['platform_super_admin', 500_000, { kind: 'approve' }],
  ] as const)('%s applying for %d', (role, principal, expected) => {
    expect(route(role, principal)).toEqual(expected);
  });

  it('asks a second approver for every loan when the organization says so', () => {
    expect(route('manager', 1_000, { secondApprover: true })).toEqual({
      kind: 'request',
      requestType: 'approval',
      reasonCode: 'second_approver',
    });
    // Above the limit the high-value request already brings a second person.
    expect(route('loan_officer', 60_000, { secondApprover: true })).toMatchObject({
      requestType: 'approve_high_value',
    });
    expect(route('platform_super_admin', 1_000, { secondApprover: true })).toEqual({
      kind: 'approve',
    });
  });

  it("sends a high-risk customer's loan to a manager unless the submitter may approve high risk", () => {
    expect(route('loan_officer', 10_000, { risk: 'high' })).toEqual({
      kind: 'request',
      requestType: 'approval',
      reasonCode: 'high_risk',
    });
    expect(route('manager', 10_000, { risk: 'high' })).toEqual({ kind: 'approve' });
  });
});

describe('refuseLoanApproval', () => {
  const base = { approverId: 'a', submitterId: 'b', principal: 150_000, customerRiskLevel: 'low' };
  it('lets a manager approve what another submitted within the manager limit', () => {
    expect(refuseLoanApproval({ ...base, roles: ['manager'] })).toBeNull();
  });
  it('refuses the submitter above their own limit (four eyes)', () => {
    expect(refuseLoanApproval({ ...base, roles: ['loan_officer'], submitterId: 'a' })).toEqual({
      refusal: 'own_loan',
    });
  });
  it('lets the submitter approve within their own limit', () => {
    expect(
      refuseLoanApproval({ ...base, roles: ['manager'], submitterId: 'a', principal: 300_000 }),
    ).toBeNull();
  });
  it('refuses a high-risk loan to a role that may not approve high risk', () => {
    expect(
      refuseLoanApproval({
        ...base,
        roles: ['loan_officer'],
        principal: 10_000,
        customerRiskLevel: 'high',
      }),
    ).toEqual({ refusal: 'high_risk' });
  });
  it('refuses an amount above the approver limit, naming who may', () => {
    expect(refuseLoanApproval({ ...base, roles: ['loan_officer'] })).toEqual({
      refusal: 'above_limit',
      approvers: ['manager'],
    });
  });
});
