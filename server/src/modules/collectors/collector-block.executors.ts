import { z } from 'zod';
import { defineApprovalExecutor } from '../approvals/approval-executor.ts';
import { blockCollector, unblockCollector } from './collector-block.service.ts';

const BlockDataSchema = z.object({
  collector_name: z.string(),
  organization_name: z.string(),
  reason: z.string().min(1),
});
const UnblockDataSchema = z.object({
  collector_name: z.string(),
  organization_name: z.string(),
  reason: z.string().nullish(),
});

/**
 * A manager's request to block a collector, approved by an organization_admin of the
 * collector's organization. The rules run again here: an unblock refused now (the
 * organization was blocked meanwhile) throws, and the request stays pending. The requester is
 * recorded as the blocker; the approver is the actor of the audit row.
 */
export const collectorBlockExecutor = defineApprovalExecutor({
  requestType: 'collector_block',
  entityType: 'debt_collector',
  requiredRole: 'organization_admin',
  dataSchema: BlockDataSchema,
  summarize: (data) => `Block collector ${data.collector_name}`,
  execute: async ({ tx, request, data, actor, now }) => {
    await blockCollector(tx, {
      collectorId: request.entity_id,
      reason: data.reason,
      blockedBy: request.requested_by,
      // The approver's transaction is already bound to its scope by row-level security.
      scope: null,
      actor,
      now,
    });
  },
});

export const collectorUnblockExecutor = defineApprovalExecutor({
  requestType: 'collector_unblock',
  entityType: 'debt_collector',
  requiredRole: 'organization_admin',
  dataSchema: UnblockDataSchema,
  summarize: (data) => `Unblock collector ${data.collector_name}`,
  execute: async ({ tx, request, data, actor, now }) => {
    await unblockCollector(tx, {
      collectorId: request.entity_id,
      reason: data.reason ?? null,
      scope: null,
      actor,
      now,
    });
  },
});
