import { describe, expect, it } from 'vitest';
import { APPROVAL_REQUEST_TYPES } from '../schemas/approvals.ts';
import {
  APPROVAL_KINDS,
  approvalRequestTypesFor,
  summarizeApprovalRequest,
} from './approval-kinds.ts';

describe('APPROVAL_KINDS', () => {
  it('describes every request type', () => {
    expect(Object.keys(APPROVAL_KINDS).sort()).toEqual([...APPROVAL_REQUEST_TYPES].sort());
  });

  it('routes collector requests to an organization_admin and the rest of today to the platform owner', () => {
    expect(APPROVAL_KINDS.collector_block.requiredRole).toBe('organization_admin');
    expect(APPROVAL_KINDS.organization_unblock.requiredRole).toBe('platform_super_admin');
    expect(APPROVAL_KINDS.role_change.requiredRole).toBe('platform_super_admin');
  });

  it('names the action and the entity in the already-pending text of each kind', () => {
    expect(APPROVAL_KINDS.collector_block.alreadyPendingMessage).toBe(
      'messages.approvals.collector_block_pending',
    );
    expect(APPROVAL_KINDS.organization_unblock.alreadyPendingMessage).toBe(
      'messages.approvals.organization_unblock_pending',
    );
    expect(APPROVAL_KINDS.role_change.alreadyPendingMessage).toBe(
      'messages.approvals.role_change_pending',
    );
    const texts = APPROVAL_REQUEST_TYPES.map((type) => APPROVAL_KINDS[type].alreadyPendingMessage);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('requires a reason to block, not to unblock', () => {
    const collector = { collector_name: 'Ravi Kumar', organization_name: 'Acme' };
    expect(APPROVAL_KINDS.collector_block.dataSchema.safeParse(collector).success).toBe(false);
    expect(APPROVAL_KINDS.collector_unblock.dataSchema.safeParse(collector).success).toBe(true);
  });
});

describe('approvalRequestTypesFor', () => {
  it('lists the kinds acting on one type of entity', () => {
    expect(approvalRequestTypesFor('debt_collector')).toEqual([
      'collector_block',
      'collector_unblock',
    ]);
    expect(approvalRequestTypesFor('organization')).toEqual([
      'organization_block',
      'organization_unblock',
    ]);
  });
});

describe('summarizeApprovalRequest', () => {
  it("says what approving does, in the kind's words", () => {
    expect(
      summarizeApprovalRequest('collector_block', {
        collector_name: 'Ravi Kumar',
        organization_name: 'Acme',
        reason: 'Complaints',
      }),
    ).toEqual({
      key: 'messages.approvals.summary_collector_block',
      values: { name: 'Ravi Kumar' },
    });
    expect(
      summarizeApprovalRequest('role_change', {
        user_id: '4b0c5f8e-6a43-4f0f-9d7a-2f4c1c2b9e11',
        old_role: 'manager',
        new_role: 'platform_super_admin',
        user_name: 'Asha Rao',
      }),
    ).toEqual({
      key: 'messages.approvals.summary_role_change',
      values: { name: 'Asha Rao', old_role: 'manager', new_role: 'platform_super_admin' },
    });
  });

  it('falls back to the type in words when the details do not fit the kind', () => {
    expect(summarizeApprovalRequest('organization_block', { reason: 'x' })).toEqual({
      key: 'messages.approvals.type_organization_block',
    });
  });
});
