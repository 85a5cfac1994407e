import { z } from 'zod';
import { defineApprovalExecutor } from '../approvals/approval-executor.ts';
import { blockOrganization, unblockOrganization } from './organization-block.service.ts';

const BlockDataSchema = z.object({ organization_name: z.string(), reason: z.string().min(1) });
const UnblockDataSchema = z.object({
  organization_name: z.string(),
  reason: z.string().nullish(),
});

/**
 * An organization_admin's block of an organization in its tree, approved by a
 * platform_super_admin. The requester is recorded as the blocker; the approver is the actor of
 * the audit rows.
 */
export const organizationBlockExecutor = defineApprovalExecutor({
  requestType: 'organization_block',
  entityType: 'organization',
  requiredRole: 'platform_super_admin',
  dataSchema: BlockDataSchema,
  summarize: (data) => `Block organization ${data.organization_name}`,
  execute: async ({ tx, request, data, actor, now }) => {
    await blockOrganization(tx, {
      organizationId: request.entity_id,
      reason: data.reason,
      blockedBy: request.requested_by,
      actor,
      now,
    });
  },
});

export const organizationUnblockExecutor = defineApprovalExecutor({
  requestType: 'organization_unblock',
  entityType: 'organization',
  requiredRole: 'platform_super_admin',
  dataSchema: UnblockDataSchema,
  summarize: (data) => `Unblock organization ${data.organization_name}`,
  execute: async ({ tx, request, data, actor, now }) => {
    await unblockOrganization(tx, {
      organizationId: request.entity_id,
      reason: data.reason ?? null,
      actor,
      now,
    });
  },
});
