import {
  APPROVAL_MESSAGES,
  refuseApprovalDecision,
  type ApprovalDecisionKind,
  type ApprovalDecisionRefusal,
  type ApprovalDecisionResponse,
  type ApprovalNote,
  type Role,
} from '@lendline/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { approvalNotes, approvalRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import {
  findApprovalRequestDetail,
  lockApprovalRequest,
  type LockedApprovalRequest,
} from './approvals.repository.ts';
import { executorFor } from './executors.ts';

const OUTCOMES = {
  approve: { message: APPROVAL_MESSAGES.approved, audit: 'approval_request_approved' },
  reject: { message: APPROVAL_MESSAGES.rejected, audit: 'approval_request_rejected' },
  escalate: { message: APPROVAL_MESSAGES.escalated, audit: 'approval_request_escalated' },
} as const satisfies Record<ApprovalDecisionKind, { message: string; audit: string }>;

export interface Decider {
  userId: string;
  roles: readonly Role[];
}

const REFUSALS = {
  already_decided: () => new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyDecided),
  own_request: () => new AppError('FORBIDDEN', APPROVAL_MESSAGES.ownRequest),
  not_approver: () => new AppError('FORBIDDEN', APPROVAL_MESSAGES.notYourRequest),
} as const satisfies Record<ApprovalDecisionRefusal, () => AppError>;

/**
 * Approve, reject or escalate a pending request (spec part 1 §4), in the caller's scoped
 * transaction. Approving carries the action out first, then marks the request approved, then
 * adds the note: if the action throws, the transaction rolls back and the request stays pending.
 */
export async function decideApprovalRequest(
  tx: Tx,
  options: {
    id: string;
    decision: ApprovalDecisionKind;
    note?: string;
    decider: Decider;
    actor: AuditActor;
    now: Date;
  },
): Promise<ApprovalDecisionResponse> {
  const { decision, decider, now } = options;
  const request = await lockApprovalRequest(tx, options.id);
  if (!request) throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
  const refusal = refuseApprovalDecision({
    decision,
    request,
    userId: decider.userId,
    roles: decider.roles,
  });
  if (refusal) throw REFUSALS[refusal]();

  if (decision === 'approve') await executeRequestedAction(tx, request, options.actor, now);
  const newStatus = (
    { approve: 'approved', reject: 'rejected', escalate: request.status } as const
  )[decision];
  if (decision !== 'escalate') {
    await tx
      .update(approvalRequests)
      .set({
        status: newStatus,
        ...(decision === 'approve' ? { approved_at: now } : { rejected_at: now }),
        decided_by: decider.userId,
        updated_at: now,
      })
      .where(eq(approvalRequests.id, request.id));
  }
  const note = options.note?.trim() || null;
  await tx.insert(approvalNotes).values({
    organization_id: request.organization_id,
    approval_request_id: request.id,
    approver_id: decider.userId,
    note,
    action: decision satisfies ApprovalNote['action'],
    created_at: now,
  });

  await writeAudit(tx, {
    actor: options.actor,
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
  const userIds = [request.requested_by, request.current_approver_id, decider.userId].filter(
    (userId): userId is string => userId !== null,
  );
  await publishEvent(tx, {
    type: 'approvals.changed',
    organization_id: request.organization_id,
    user_ids: [...new Set(userIds)],
  });
  await publishEvent(tx, { type: 'counts.changed', organization_id: request.organization_id });

  const detail = await findApprovalRequestDetail(tx, request.id);
  if (!detail) throw new AppError('INTERNAL', 'The approval request could not be read back');
  return { message: OUTCOMES[decision].message, approval_request: detail };
}

async function executeRequestedAction(
  tx: Tx,
  request: LockedApprovalRequest,
  actor: AuditActor,
  now: Date,
) {
  const executor = executorFor(request.request_type);
  const parsed = executor.dataSchema.safeParse(request.request_data);
  if (!parsed.success) {
    throw new AppError('BUSINESS_RULE', APPROVAL_MESSAGES.invalidRequestData, {
      details: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  await executor.execute({ tx, request, data: parsed.data, actor, now });
}
