import {
  refuseCollectorBlock,
  refuseCollectorUnblock,
  type BlockRefusal,
  type Collector,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { COLLECTOR_ENTITY_TYPE, collectorAuditValues } from './collector-audit.ts';

/** Throws the refusal a core block rule gave, if any. */
export function throwRefusal(refusal: BlockRefusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

async function recordBlockChange(
  ctx: RequestContext,
  options: { before: Collector; action: 'block' | 'unblock'; reason: string | null },
): Promise<Collector> {
  const after = (await repositories(ctx).collectors.findById(options.before.id))!;
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: after.organization_id,
    action: options.action,
    entityType: COLLECTOR_ENTITY_TYPE,
    entityId: after.id,
    oldValues: collectorAuditValues(options.before),
    newValues: collectorAuditValues(after),
    reason: options.reason,
  });
  await publishEvent(ctx.tx, { type: 'counts.changed', organization_id: after.organization_id });
  return after;
}

/**
 * Block (spec part 1 §4): is_blocked true, is_active false, reason, time and blocker stored.
 * `collector` is the row locked by the caller; `blockedBy` is who asked for it (the requester
 * when an approver carries out a request), the audit row's actor is the context's user.
 */
export async function blockCollector(
  ctx: RequestContext,
  options: { collector: Collector; reason: string; blockedBy: string },
): Promise<Collector> {
  const before = options.collector;
  throwRefusal(refuseCollectorBlock(before));
  await repositories(ctx).collectors.update(before.id, {
    is_blocked: true,
    is_active: false,
    blocked_due_to_org: false,
    blocked_reason: options.reason,
    blocked_at: ctx.now,
    blocked_by: options.blockedBy,
    updated_at: ctx.now,
  });
  return recordBlockChange(ctx, { before, action: 'block', reason: options.reason });
}

/** Unblock (spec part 1 §4): is_blocked false, is_active true, the block fields cleared. */
export async function unblockCollector(
  ctx: RequestContext,
  options: { collector: Collector; reason: string | null },
): Promise<Collector> {
  const before = options.collector;
  throwRefusal(refuseCollectorUnblock(before));
  await repositories(ctx).collectors.update(before.id, {
    is_blocked: false,
    is_active: true,
    blocked_due_to_org: false,
    blocked_reason: null,
    blocked_at: null,
    blocked_by: null,
    updated_at: ctx.now,
  });
  return recordBlockChange(ctx, { before, action: 'unblock', reason: options.reason });
}
