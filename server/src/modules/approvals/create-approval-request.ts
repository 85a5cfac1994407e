import { APPROVAL_MESSAGES, type ApprovalRequest, type ApprovalRequestType } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { approvalRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import { findApprovalRequestById } from './approvals.repository.ts';
import { executorFor } from './executors.ts';

/**
 * Records an action that must wait for approval, routed to the least-loaded user holding the
 * executor's required role (see route_approval), in the caller's transaction: the request, its
 * audit row and the realtime notice commit together.
 */
export async function createApprovalRequest(
  tx: Tx,
  options: {
    requestType: ApprovalRequestType;
    /** The organization of the entity acted on; the request belongs to it. */
    organizationId: string;
    entityId: string;
    requestData: Record<string, unknown>;
    notes?: string | null;
    actor: AuditActor;
    now: Date;
  },
): Promise<ApprovalRequest> {
  const requestedBy = options.actor.userId;
  if (!requestedBy) throw new AppError('NOT_AUTHENTICATED', APPROVAL_MESSAGES.signedInRequired);
  const executor = executorFor(options.requestType);
  const data = executor.dataSchema.parse(options.requestData) as Record<string, unknown>;

  const [routed] = await queryRows<{ approver: string | null }>(
    tx,
    sql`select route_approval(${options.organizationId}, ${executor.requiredRole}, ${requestedBy}) as approver`,
  );
  const approverId = routed?.approver ?? null;
  const [inserted] = await tx
    .insert(approvalRequests)
    .values({
      organization_id: options.organizationId,
      entity_type: executor.entityType,
      entity_id: options.entityId,
      request_type: options.requestType,
      request_data: data,
      notes: options.notes?.trim() || null,
      requested_by: requestedBy,
      required_role: executor.requiredRole,
      current_approver_id: approverId,
      created_at: options.now,
      updated_at: options.now,
    })
    .returning({ id: approvalRequests.id });
  const requestId = inserted!.id;

  await writeAudit(tx, {
    actor: options.actor,
    organizationId: options.organizationId,
    action: `${options.requestType}_requested`,
    entityType: executor.entityType,
    entityId: options.entityId,
    newValues: { approval_request_id: requestId, ...data },
    reason: options.notes ?? null,
    approvalRequired: true,
  });
  await publishEvent(tx, {
    type: 'approvals.changed',
    organization_id: options.organizationId,
    user_ids: approverId ? [approverId] : [],
  });
  const request = await findApprovalRequestById(tx, requestId);
  if (!request) throw new AppError('INTERNAL', 'The approval request could not be read back');
  return request;
}
