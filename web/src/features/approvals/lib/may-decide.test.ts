import type { PermissionSubject } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import {
  APPROVER_ID,
  buildApproval,
  ORGANIZATION_ID,
  REQUESTER_ID,
} from '../testing/build-approval';
import { allowedDecisions } from './may-decide';

const subjectWith = (...roles: PermissionSubject['roles']): PermissionSubject => ({
  roles,
  organizationIds: [ORGANIZATION_ID],
});
const SUPER_ADMIN_ID = '9f9f9f9f-0000-4000-8000-000000000009';

describe('allowedDecisions', () => {
  it('offers approve, reject and escalate to the current approver holding each permission', () => {
    expect(
      allowedDecisions(buildApproval(), {
        userId: APPROVER_ID,
        subject: subjectWith('organization_admin'),
      }),
    ).toEqual({ approve: true, reject: true, escalate: true });
  });

  it('offers a manager approve and escalate but not reject, which managers do not hold', () => {
    expect(
      allowedDecisions(buildApproval(), { userId: APPROVER_ID, subject: subjectWith('manager') }),
    ).toEqual({ approve: true, reject: false, escalate: true });
  });

  it('offers the requester only escalation, even as a platform super admin (four eyes)', () => {
    const request = buildApproval({ requested_by: SUPER_ADMIN_ID });
    expect(
      allowedDecisions(request, {
        userId: SUPER_ADMIN_ID,
        subject: subjectWith('platform_super_admin'),
      }),
    ).toEqual({ approve: false, reject: false, escalate: true });
  });

  it('offers nothing to someone who is not the current approver', () => {
    expect(
      allowedDecisions(buildApproval(), {
        userId: REQUESTER_ID.replace('1a2b', '7777'),
        subject: subjectWith('organization_admin'),
      }).approve,
    ).toBe(false);
  });

  it('lets a platform super admin decide a request routed to someone else', () => {
    expect(
      allowedDecisions(buildApproval(), {
        userId: SUPER_ADMIN_ID,
        subject: subjectWith('platform_super_admin'),
      }),
    ).toEqual({ approve: true, reject: true, escalate: true });
  });

  it('offers nothing on a request already decided', () => {
    expect(
      allowedDecisions(buildApproval({ status: 'approved' }), {
        userId: APPROVER_ID,
        subject: subjectWith('organization_admin'),
      }).approve,
    ).toBe(false);
  });
});
