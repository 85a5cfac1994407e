import {
  APPROVAL_KINDS,
  APPROVAL_MESSAGES,
  type ApprovalKind,
  type ApprovalRequest,
  type ApprovalRequestType,
  MESSAGES,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';

const ONE_PENDING_INDEX = 'approval_requests_one_pending_idx';

/** Whether a failed insert broke the one-pending-request index (a request made at the same time). */
function isSecondPendingRequest(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === ONE_PENDING_INDEX;
  }
  return false;
}

/**
 * Records an action that must wait for approval, routed to the least-loaded user holding the
 * kind's required role (see route_approval), in the caller's transaction: the request, its
 * audit row and the realtime notice commit together. Refused while the same action on the same
 * entity already waits (409), and for kinds that cannot be approved yet (422).
 */
export async function createApprovalRequest(
  ctx: Pick<RequestContext, 'tx' | 'actor' | 'now'>,
  options: {
    requestType: ApprovalRequestType;
    /** The organization of the entity acted on; the request belongs to it. */
    organizationId: string;
    entityId: string;
    requestData: Record<string, unknown>;
    notes?: string | null;
  },
): Promise<ApprovalRequest> {
  const requestedBy = ctx.actor.userId;
  if (!requestedBy) throw new AppError('NOT_AUTHENTICATED', APPROVAL_MESSAGES.signedInRequired);
  const kind = APPROVAL_KINDS[options.requestType] as ApprovalKind<unknown>;
  const data = kind.dataSchema.parse(options.requestData) as Record<string, unknown>;
  const approvals = repositories(ctx).approvals;
  const target = {
    organizationId: options.organizationId,
    requestType: options.requestType,
    entityId: options.entityId,
  };
  if (await approvals.findPending(target)) {
    throw new AppError('APPROVAL_ALREADY_PENDING', kind.alreadyPendingMessage);
  }

  const approverId = await approvals.routeApprover({
    organizationId: options.organizationId,
    role: kind.requiredRole,
    requestedBy,
  });
  const requestId = await approvals
    .insert({
      organization_id: options.organizationId,
      entity_type: kind.entityType,
      entity_id: options.entityId,
      request_type: options.requestType,
      request_data: data,
      notes: options.notes?.trim() || null,
      requested_by: requestedBy,
      required_role: kind.requiredRole,
      current_approver_id: approverId,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .catch((error: unknown) => {
      if (isSecondPendingRequest(error)) {
        throw new AppError('APPROVAL_ALREADY_PENDING', kind.alreadyPendingMessage);
      }
      throw error;
    });

  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: options.organizationId,
    action: `${options.requestType}_requested`,
    entityType: kind.entityType,
    entityId: options.entityId,
    newValues: { approval_request_id: requestId, ...data },
    reason: options.notes ?? null,
    approvalRequired: true,
  });
  await publishEvent(ctx.tx, {
    type: 'approvals.changed',
    organization_id: options.organizationId,
    user_ids: approverId ? [approverId] : [],
  });
  const request = await approvals.findById(requestId);
  if (!request) throw new AppError('INTERNAL', MESSAGES.unexpected);
  return request;
}
