import { describe, expect, it } from 'vitest';
import type { Action, Resource, Role } from '../constants.ts';
import { checkPermission } from './check-permission.ts';
import { describeApprovers } from './describe.ts';
import { APPROVAL_THRESHOLDS, evaluateAmountThreshold, lastTierApprovers } from './thresholds.ts';

function checkAmount(roles: readonly Role[], resource: Resource, action: Action, amount?: number) {
  return checkPermission({
    subject: { roles, organizationIds: ['org-own'] },
    resource,
    action,
    context: amount === undefined ? {} : { amount },
    now: new Date('2025-06-01T12:00:00Z'),
  });
}

describe('loan officer thresholds on loans', () => {
  const create = (amount: number) => checkAmount(['loan_officer'], 'loans', 'create', amount);

  it('allows 50,000 without approval', () => {
    expect(create(50_000)).toMatchObject({ allowed: true });
    expect(create(50_000).requiresApprovalBy).toBeUndefined();
  });

  it('asks a manager to approve 50,000.01', () => {
    expect(create(50_000.01)).toEqual({
      allowed: false,
      requiresApprovalBy: ['manager'],
      reason: 'Loans over 50,000 need approval by a Manager.',
    });
  });

  it('asks a manager to approve 200,000', () => {
    expect(create(200_000).requiresApprovalBy).toEqual(['manager']);
  });

  it('denies 200,001, naming the last tier’s approvers (a manager)', () => {
    expect(create(200_001)).toEqual({
      allowed: false,
      approvers: ['manager'],
      reason: 'Loan Officer may not create loans over 200,000; ask a Manager.',
    });
  });

  it('applies to any action on loans, such as update', () => {
    expect(checkAmount(['loan_officer'], 'loans', 'update', 60_000).requiresApprovalBy).toEqual([
      'manager',
    ]);
  });

  it('does not limit payments', () => {
    expect(checkAmount(['loan_officer'], 'payments', 'create', 1_000_000).allowed).toBe(true);
  });
});

describe('manager thresholds on loans', () => {
  const create = (amount: number) => checkAmount(['manager'], 'loans', 'create', amount);

  it('allows 500,000 without approval', () => {
    expect(create(500_000)).toMatchObject({ allowed: true });
  });

  it('denies 500,001, naming the default last-tier approver (an Org Admin)', () => {
    expect(create(500_001)).toEqual({
      allowed: false,
      approvers: ['organization_admin'],
      reason: 'Manager may not create loans over 500,000; ask an Org Admin.',
    });
  });
});

describe('collection agent thresholds on payments', () => {
  const update = (amount: number) =>
    checkAmount(['collection_agent'], 'payments', 'update', amount);

  it('allows 10,000 without approval', () => {
    expect(update(10_000)).toMatchObject({ allowed: true });
  });

  it('asks a manager to approve 10,001', () => {
    expect(update(10_001)).toEqual({
      allowed: false,
      requiresApprovalBy: ['manager'],
      reason: 'Payments over 10,000 need approval by a Manager.',
    });
  });

  it('asks a manager to approve 50,000', () => {
    expect(update(50_000).requiresApprovalBy).toEqual(['manager']);
  });

  it('denies 50,001, naming the last tier’s approvers (a manager)', () => {
    expect(update(50_001)).toEqual({
      allowed: false,
      approvers: ['manager'],
      reason: 'Collection Agent may not update payments over 50,000; ask a Manager.',
    });
  });

  it('applies to creating payments too', () => {
    expect(
      checkAmount(['collection_agent'], 'payments', 'create', 20_000).requiresApprovalBy,
    ).toEqual(['manager']);
  });
});

describe('who the thresholds apply to', () => {
  it('uses the first role: a manager who is also a loan officer has manager tiers', () => {
    expect(checkAmount(['manager', 'loan_officer'], 'loans', 'create', 300_000).allowed).toBe(true);
  });

  it('uses the first role: a loan officer who is also a manager has loan officer tiers', () => {
    const decision = checkAmount(['loan_officer', 'manager'], 'loans', 'create', 300_000);
    expect(decision.allowed).toBe(false);
    expect(decision.approvers).toEqual(['manager']);
  });

  it('allows any amount when no amount is given', () => {
    expect(checkAmount(['loan_officer'], 'loans', 'create')).toMatchObject({ allowed: true });
  });

  it('allows any amount to a first role without thresholds', () => {
    expect(checkAmount(['organization_admin'], 'loans', 'approve', 10_000_000).allowed).toBe(true);
    expect(checkAmount(['partner_admin'], 'payments', 'update', 10_000_000).allowed).toBe(true);
  });

  it('exempts the platform super admin', () => {
    expect(checkAmount(['platform_super_admin'], 'loans', 'approve', 10_000_000)).toMatchObject({
      allowed: true,
    });
  });

  it('exempts a user who holds platform_super_admin after another role', () => {
    expect(
      checkAmount(['loan_officer', 'platform_super_admin'], 'loans', 'create', 900_000).allowed,
    ).toBe(true);
  });

  it('denies an amount that is not a number (NaN), failing closed', () => {
    expect(checkAmount(['loan_officer'], 'loans', 'create', Number.NaN).allowed).toBe(false);
  });
});

describe('evaluateAmountThreshold', () => {
  it('does not apply without a role', () => {
    expect(evaluateAmountThreshold({ role: undefined, resource: 'loans', amount: 9e9 })).toEqual({
      kind: 'not_applicable',
    });
  });

  it('reports the tier an amount falls in', () => {
    expect(evaluateAmountThreshold({ role: 'loan_officer', resource: 'loans', amount: 1 })).toEqual(
      {
        kind: 'within_limit',
        limit: 50_000,
      },
    );
    expect(
      evaluateAmountThreshold({ role: 'loan_officer', resource: 'loans', amount: 150_000 }),
    ).toEqual({ kind: 'needs_approval', approvers: ['manager'], above: 50_000 });
  });

  it('names the last tier’s approvers, defaulting to organization_admin', () => {
    expect(lastTierApprovers(APPROVAL_THRESHOLDS.loan_officer!)).toEqual(['manager']);
    expect(lastTierApprovers(APPROVAL_THRESHOLDS.manager!)).toEqual(['organization_admin']);
    expect(lastTierApprovers(APPROVAL_THRESHOLDS.collection_agent!)).toEqual(['manager']);
  });
});

describe('describeApprovers', () => {
  it('names one role with its article', () => {
    expect(describeApprovers(['organization_admin'])).toBe('an Org Admin');
  });

  it('joins several roles with "or"', () => {
    expect(describeApprovers(['manager', 'organization_admin', 'platform_super_admin'])).toBe(
      'a Manager, an Org Admin or a Super Admin',
    );
  });

  it('says no one for an empty list', () => {
    expect(describeApprovers([])).toBe('no one');
  });
});
