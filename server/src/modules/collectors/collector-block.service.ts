import {
  COLLECTOR_MESSAGES,
  collectorOrganizationBlockedMessage,
  holdsPermission,
  MESSAGES,
  type ApprovalRequest,
  type Collector,
  type Role,
} from '@lendline/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { debtCollectors } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { createApprovalRequest } from '../approvals/create-approval-request.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import { findCollectorById } from './collectors.repository.ts';
import {
  COLLECTOR_ENTITY_TYPE,
  collectorAuditValues,
  getCollector,
  type CollectorScope,
} from './collectors.service.ts';

function assertCanBlock(collector: Collector): void {
  if (collector.is_blocked) throw new AppError('CONFLICT', COLLECTOR_MESSAGES.alreadyBlocked);
}

/** Spec part 1 §4–§5: an unblock is refused while the organization's block holds it. */
function assertCanUnblock(collector: Collector): void {
  if (!collector.is_blocked) throw new AppError('CONFLICT', COLLECTOR_MESSAGES.notBlocked);
  if (collector.blocked_due_to_org) {
    throw new AppError('BUSINESS_RULE', COLLECTOR_MESSAGES.blockedDueToOrganization);
  }
  if (collector.organization_is_blocked) {
    throw new AppError(
      'BUSINESS_RULE',
      collectorOrganizationBlockedMessage(collector.organization_name),
    );
  }
}

async function recordBlockChange(
  tx: Tx,
  options: {
    before: Collector;
    action: 'block' | 'unblock';
    reason: string | null;
    actor: AuditActor;
  },
): Promise<Collector> {
  const after = (await findCollectorById(tx, options.before.id))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: after.organization_id,
    action: options.action,
    entityType: COLLECTOR_ENTITY_TYPE,
    entityId: after.id,
    oldValues: collectorAuditValues(options.before),
    newValues: collectorAuditValues(after),
    reason: options.reason,
  });
  await publishEvent(tx, { type: 'counts.changed', organization_id: after.organization_id });
  return after;
}

/** Block (spec part 1 §4): is_blocked true, is_active false, reason, time and blocker stored. */
export async function blockCollector(
  tx: Tx,
  options: {
    collectorId: string;
    reason: string;
    blockedBy: string;
    scope: CollectorScope;
    actor: AuditActor;
    now: Date;
  },
): Promise<Collector> {
  const before = await getCollector(tx, {
    id: options.collectorId,
    scope: options.scope,
    forUpdate: true,
  });
  assertCanBlock(before);
  await tx
    .update(debtCollectors)
    .set({
      is_blocked: true,
      is_active: false,
      blocked_due_to_org: false,
      blocked_reason: options.reason,
      blocked_at: options.now,
      blocked_by: options.blockedBy,
      updated_at: options.now,
    })
    .where(eq(debtCollectors.id, before.id));
  return recordBlockChange(tx, {
    before,
    action: 'block',
    reason: options.reason,
    actor: options.actor,
  });
}

/** Unblock (spec part 1 §4): is_blocked false, is_active true, the block fields cleared. */
export async function unblockCollector(
  tx: Tx,
  options: {
    collectorId: string;
    reason?: string | null;
    scope: CollectorScope;
    actor: AuditActor;
    now: Date;
  },
): Promise<Collector> {
  const before = await getCollector(tx, {
    id: options.collectorId,
    scope: options.scope,
    forUpdate: true,
  });
  assertCanUnblock(before);
  await tx
    .update(debtCollectors)
    .set({
      is_blocked: false,
      is_active: true,
      blocked_due_to_org: false,
      blocked_reason: null,
      blocked_at: null,
      blocked_by: null,
      updated_at: options.now,
    })
    .where(eq(debtCollectors.id, before.id));
  return recordBlockChange(tx, {
    before,
    action: 'unblock',
    reason: options.reason ?? null,
    actor: options.actor,
  });
}

export interface CollectorBlockRequester {
  userId: string;
  roles: readonly Role[];
  scope: CollectorScope;
}

export type CollectorBlockOutcome =
  { kind: 'done'; collector: Collector } | { kind: 'pending'; approvalRequest: ApprovalRequest };

/**
 * POST /collectors/:id/block and /unblock: a holder of debt_collectors:update carries it out
 * at once; a holder of debt_collectors:assign alone (manager, partner_admin) gets an approval
 * request for an organization_admin of the collector's organization; anyone else is refused.
 * The rules are checked when the request is made and again when it is approved.
 */
export async function changeCollectorBlock(
  tx: Tx,
  options: {
    collectorId: string;
    block: boolean;
    reason: string | null;
    requester: CollectorBlockRequester;
    actor: AuditActor;
    now: Date;
  },
): Promise<CollectorBlockOutcome> {
  const { requester } = options;
  const mayUpdate = holdsPermission(requester.roles, 'debt_collectors', 'update');
  if (!mayUpdate && !holdsPermission(requester.roles, 'debt_collectors', 'assign')) {
    throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }
  if (mayUpdate) {
    const collector = options.block
      ? await blockCollector(tx, {
          collectorId: options.collectorId,
          reason: options.reason ?? '',
          blockedBy: requester.userId,
          scope: requester.scope,
          actor: options.actor,
          now: options.now,
        })
      : await unblockCollector(tx, {
          collectorId: options.collectorId,
          reason: options.reason,
          scope: requester.scope,
          actor: options.actor,
          now: options.now,
        });
    return { kind: 'done', collector };
  }

  const collector = await getCollector(tx, {
    id: options.collectorId,
    scope: requester.scope,
    forUpdate: true,
  });
  if (options.block) assertCanBlock(collector);
  else assertCanUnblock(collector);
  const approvalRequest = await createApprovalRequest(tx, {
    requestType: options.block ? 'collector_block' : 'collector_unblock',
    organizationId: collector.organization_id,
    entityId: collector.id,
    requestData: {
      collector_name: collector.name,
      organization_name: collector.organization_name,
      reason: options.reason,
    },
    notes: options.reason,
    actor: options.actor,
    now: options.now,
  });
  return { kind: 'pending', approvalRequest };
}
