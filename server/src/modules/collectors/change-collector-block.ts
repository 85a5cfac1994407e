import {
  MESSAGES,
  refuseCollectorBlock,
  refuseCollectorUnblock,
  type ApprovalRequest,
  type Collector,
} from '@lendline/core';
import { mayDo } from '../../context/effective-permissions.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { createApprovalRequest } from '../approvals/create-approval-request.ts';
import { throwRefusal, blockCollector, unblockCollector } from './block-collector.ts';
import { getCollector } from './get-collector.ts';

export type CollectorBlockOutcome =
  { kind: 'done'; collector: Collector } | { kind: 'pending'; approvalRequest: ApprovalRequest };

/**
 * POST /collectors/:id/block and /unblock: a holder of debt_collectors:update carries it out
 * at once; a holder of debt_collectors:assign alone (manager, partner_admin) gets an approval
 * request for an organization_admin of the collector's organization; anyone else is refused.
 * The rules are checked when the request is made and again when it is approved.
 */
export async function changeCollectorBlock(
  ctx: RequestContext,
  options: { collectorId: string; block: boolean; reason: string | null },
): Promise<CollectorBlockOutcome> {
  const mayUpdate = mayDo(ctx, 'debt_collectors', 'update');
  if (!mayUpdate && !mayDo(ctx, 'debt_collectors', 'assign')) {
    throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }
  const collector = await getCollector(ctx, options.collectorId, { forUpdate: true });
  if (mayUpdate) {
    const changed = options.block
      ? await blockCollector(ctx, {
          collector,
          reason: options.reason ?? '',
          blockedBy: ctx.auth.user.id,
        })
      : await unblockCollector(ctx, { collector, reason: options.reason });
    return { kind: 'done', collector: changed };
  }

  throwRefusal(options.block ? refuseCollectorBlock(collector) : refuseCollectorUnblock(collector));
  const approvalRequest = await createApprovalRequest(ctx, {
    requestType: options.block ? 'collector_block' : 'collector_unblock',
    organizationId: collector.organization_id,
    entityId: collector.id,
    requestData: {
      collector_name: collector.name,
      organization_name: collector.organization_name,
      reason: options.reason,
    },
    notes: options.reason,
  });
  return { kind: 'pending', approvalRequest };
}
