import {
  APPROVAL_KINDS,
  APPROVAL_MESSAGES,
  refuseApprovalDecision,
  type ApprovalDecisionKind,
  type ApprovalDecisionRefusal,
  type ApprovalDecisionResponse,
  type ApprovalKind,
  type ApprovalNote,
  type ApprovalRequestType,
  MESSAGES,
  type MessageKey,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { notifyStaff } from '../notifications/notify-staff.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { ApprovalExecutor, ApprovalExecutors, ApprovalHandlers } from './approval-executor.ts';
import type { LockedApprovalRequest } from './approvals.repository.ts';

const OUTCOMES = {
  approve: { message: APPROVAL_MESSAGES.approved, audit: 'approval_request_approved' },
  reject: { message: APPROVAL_MESSAGES.rejected, audit: 'approval_request_rejected' },
  escalate: { message: APPROVAL_MESSAGES.escalated, audit: 'approval_request_escalated' },
} as const satisfies Record<ApprovalDecisionKind, { message: MessageKey; audit: string }>;

const REFUSALS = {
  already_decided: () => new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyDecided),
  own_request: () => new AppError('FORBIDDEN', APPROVAL_MESSAGES.ownRequest),
  not_approver: () => new AppError('FORBIDDEN', APPROVAL_MESSAGES.notYourRequest),
} as const satisfies Record<ApprovalDecisionRefusal, () => AppError>;

/**
 * Approve, reject or escalate a pending request (spec part 1 §4) in the decider's context.
 * Approving carries the action out first, with the approver's own scope, then marks the request
 * approved, then adds the note: if the action throws, everything rolls back and the request
 * stays pending.
 */
export async function decideApprovalRequest(
  ctx: RequestContext,
  options: {
    id: string;
    decision: ApprovalDecisionKind;
    note?: string;
    executors: ApprovalExecutors;
  },
): Promise<ApprovalDecisionResponse> {
  const { decision } = options;
  const { now } = ctx;
  const deciderId = ctx.auth.user.id;
  const approvals = repositories(ctx).approvals;
  const request = await approvals.lockById(options.id);
  if (!request) throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
  const refusal = refuseApprovalDecision({
    decision,
    request,
    userId: deciderId,
    roles: ctx.auth.roles,
  });
  if (refusal) throw REFUSALS[refusal]();

  if (decision !== 'escalate') {
    await executeRequestedAction(ctx, request, options.executors, decision, options.note);
  }
  const newStatus = (
    { approve: 'approved', reject: 'rejected', escalate: request.status } as const
  )[decision];
  if (decision !== 'escalate') {
    await approvals.recordDecision(request.id, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: deciderId,
      at: now,
    });
  }
  if (decision !== 'escalate' && request.requested_by && request.requested_by !== deciderId) {
    // Issue 14: the requester hears of the decision in their notification feed.
    await notifyStaff(ctx, {
      organizationId: request.organization_id,
      userIds: [request.requested_by],
      kind: 'approval_decided',
      title:
        decision === 'approve'
          ? 'notifications.feed.approval_approved'
          : 'notifications.feed.approval_rejected',
      link: '/approvals',
    });
  }
  const note = options.note?.trim() || null;
  await approvals.insertNote({
    organization_id: request.organization_id,
    approval_request_id: request.id,
    approver_id: deciderId,
    note,
    action: decision satisfies ApprovalNote['action'],
    created_at: now,
  });

  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: request.organization_id,
    action: OUTCOMES[decision].audit,
    entityType: 'approval_request',
    entityId: request.id,
    oldValues: { status: request.status },
    newValues: {
      status: newStatus,
      request_type: request.request_type,
      entity_type: request.entity_type,
      entity_id: request.entity_id,
    },
    reason: note,
  });
  const userIds = [request.requested_by, request.current_approver_id, deciderId].filter(
    (userId): userId is string => userId !== null,
  );
  await publishEvent(ctx.tx, {
    type: 'approvals.changed',
    organization_id: request.organization_id,
    user_ids: [...new Set(userIds)],
  });
  await publishEvent(ctx.tx, { type: 'counts.changed', organization_id: request.organization_id });

  const detail = await approvals.findDetail(request.id);
  if (!detail) throw new AppError('INTERNAL', MESSAGES.unexpected);
  return { message: OUTCOMES[decision].message, approval_request: detail };
}

async function executeRequestedAction(
  ctx: RequestContext,
  request: LockedApprovalRequest,
  executors: ApprovalExecutors,
  decision: 'approve' | 'reject',
  note: string | undefined,
) {
  const handlers = executors[request.request_type] as
    ApprovalExecutor<ApprovalRequestType> | ApprovalHandlers<ApprovalRequestType>;
  const execute =
    typeof handlers === 'function'
      ? decision === 'approve'
        ? handlers
        : null
      : handlers[decision];
  // Rejecting a kind without a rejection handler only records the decision.
  if (!execute) return;
  const kind = APPROVAL_KINDS[request.request_type] as ApprovalKind<unknown>;
  const parsed = kind.dataSchema.safeParse(request.request_data);
  if (!parsed.success) {
    throw new AppError('BUSINESS_RULE', APPROVAL_MESSAGES.invalidRequestData, {
      details: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  // The kind and its data were checked together above; the record pairs each kind's executor
  // with that kind's data type, which one lookup by a runtime key cannot express.
  await execute({ ctx, request, data: parsed.data as never, note: note?.trim() || null });
}
