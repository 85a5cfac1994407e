import type { ApprovalExecutor } from '../approvals/approval-executor.ts';
import { blockCollector, unblockCollector } from './block-collector.ts';
import { getCollector } from './get-collector.ts';

/**
 * A manager's request to block a collector, approved by an organization_admin of the
 * collector's organization, carried out in the approver's context and scope. The rules run
 * again here: an unblock refused now (the organization was blocked meanwhile) throws, and the
 * request stays pending. The requester is recorded as the blocker; the approver is the actor of
 * the audit row.
 */
export const collectorBlockExecutor: ApprovalExecutor<'collector_block'> = async ({
  ctx,
  request,
  data,
}) => {
  const collector = await getCollector(ctx, request.entity_id, { forUpdate: true });
  await blockCollector(ctx, { collector, reason: data.reason, blockedBy: request.requested_by });
};

export const collectorUnblockExecutor: ApprovalExecutor<'collector_unblock'> = async ({
  ctx,
  request,
  data,
}) => {
  const collector = await getCollector(ctx, request.entity_id, { forUpdate: true });
  await unblockCollector(ctx, { collector, reason: data.reason ?? null });
};
