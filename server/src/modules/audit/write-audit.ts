import { changedFields, isApprovalRequiredAction } from '@lendline/core';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import { auditLogs, NO_ORGANIZATION_ID } from '../../db/schema/index.ts';

export type { AuditActor };

export function auditActorOf(request: FastifyRequest): AuditActor {
  return {
    userId: request.auth?.user.id ?? null,
    role: request.auth?.roles[0] ?? null,
    ipAddress: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    emergencyGrantId: request.emergencyGrant?.id ?? null,
  };
}

export interface AuditEntry {
  actor: AuditActor;
  organizationId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  reason?: string | null;
  approvalRequired?: boolean;
  /** Anything else worth keeping with the row; merged with the actor's emergency grant. */
  metadata?: Record<string, unknown> | null;
}

function metadataOf(entry: AuditEntry): Record<string, unknown> | null {
  const grantId = entry.actor.emergencyGrantId;
  if (!grantId && !entry.metadata) return null;
  return { ...entry.metadata, ...(grantId && { emergency_grant_id: grantId }) };
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and
 * its audit row commit or roll back together.
 */
export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await auditStatement(executor, entry);
}

/** The insert writeAudit runs, unsent: to send it with the change in one round trip. */
export function auditStatement(executor: Executor, entry: AuditEntry) {
  return executor.insert(auditLogs).values({
    organization_id: entry.organizationId ?? NO_ORGANIZATION_ID,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId ?? null,
    old_values: entry.oldValues ?? null,
    new_values: entry.newValues ?? null,
    changed_fields: changedFields(entry.oldValues, entry.newValues),
    reason: entry.reason ?? null,
    approval_required:
      entry.approvalRequired ?? isApprovalRequiredAction(entry.entityType, entry.action),
    user_id: entry.actor.userId,
    user_role: entry.actor.role,
    ip_address: entry.actor.ipAddress,
    user_agent: entry.actor.userAgent,
    metadata: metadataOf(entry),
  });
}
