import {
  changedFields,
  isApprovalRequiredAction,
  refuseOrganizationBlock,
  refuseOrganizationUnblock,
  type BlockRefusal,
  type Organization,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { CascadedCollector } from '../collectors/collectors.repository.ts';
import { ORGANIZATION_ENTITY_TYPE, organizationAuditValues } from './organization-audit.ts';

/** Throws the refusal a core block rule gave, if any. */
export function throwRefusal(refusal: BlockRefusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

export interface OrganizationBlockResult {
  organization: Organization;
  /** Collectors the cascade blocked or unblocked. */
  collectorsAffected: number;
}

/** One audit row per cascaded collector, in one insert (not a query per collector). */
async function auditCascade(
  ctx: RequestContext,
  options: {
    organizationId: string;
    action: string;
    reason: string | null;
    collectors: CascadedCollector[];
  },
): Promise<void> {
  if (options.collectors.length === 0) return;
  await ctx.tx.insert(auditLogs).values(
    options.collectors.map((collector) => ({
      organization_id: options.organizationId,
      action: options.action,
      entity_type: 'debt_collector',
      entity_id: collector.id,
      old_values: collector.old_values,
      new_values: collector.new_values,
      changed_fields: changedFields(collector.old_values, collector.new_values),
      reason: options.reason,
      approval_required: isApprovalRequiredAction('debt_collector', options.action),
      user_id: ctx.actor.userId,
      user_role: ctx.actor.role,
      ip_address: ctx.actor.ipAddress,
      user_agent: ctx.actor.userAgent,
    })),
  );
}

async function recordBlockChange(
  ctx: RequestContext,
  options: {
    before: Organization;
    action: 'block' | 'unblock';
    reason: string | null;
    collectors: CascadedCollector[];
  },
): Promise<OrganizationBlockResult> {
  const { before, action, collectors } = options;
  const after = (await repositories(ctx).organizations.findById(before.id))!;
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: after.id,
    action,
    entityType: ORGANIZATION_ENTITY_TYPE,
    entityId: after.id,
    oldValues: organizationAuditValues(before),
    newValues: {
      ...organizationAuditValues(after),
      [action === 'block' ? 'collectors_blocked' : 'collectors_unblocked']: collectors.length,
    },
    reason: options.reason,
  });
  await auditCascade(ctx, {
    organizationId: after.id,
    action: `${action}_due_to_organization`,
    reason: options.reason,
    collectors,
  });
  await publishEvent(ctx.tx, { type: 'counts.changed', organization_id: after.id });
  return { organization: after, collectorsAffected: collectors.length };
}

/**
 * Blocks an organization (locked by the caller) and cascades to its collectors in the
 * context's transaction: the organization gets the flag, reason, time and blocker (who asked
 * for it, the requester when an approver carries out a request).
 */
export async function blockOrganization(
  ctx: RequestContext,
  options: { organization: Organization; reason: string; blockedBy: string },
): Promise<OrganizationBlockResult> {
  const before = options.organization;
  // Whose own organization it is was checked when it was asked for; the state may have changed.
  throwRefusal(refuseOrganizationBlock(before));
  const { organizations, collectors } = repositories(ctx);
  await organizations.update(before.id, {
    is_blocked: true,
    blocked_reason: options.reason,
    blocked_at: ctx.now,
    blocked_by: options.blockedBy,
    updated_at: ctx.now,
  });
  const cascaded = await collectors.blockWithOrganization({
    organizationId: before.id,
    reason: options.reason,
    blockedBy: options.blockedBy,
    at: ctx.now,
  });
  return recordBlockChange(ctx, {
    before,
    action: 'block',
    reason: options.reason,
    collectors: cascaded,
  });
}

/**
 * Unblocks an organization and clears what its block set: its own block fields, and the
 * collectors blocked due to it. Collectors blocked on their own stay blocked.
 */
export async function unblockOrganization(
  ctx: RequestContext,
  options: { organization: Organization; reason: string | null },
): Promise<OrganizationBlockResult> {
  const before = options.organization;
  throwRefusal(refuseOrganizationUnblock(before));
  const { organizations, collectors } = repositories(ctx);
  await organizations.update(before.id, {
    is_blocked: false,
    blocked_reason: null,
    blocked_at: null,
    blocked_by: null,
    updated_at: ctx.now,
  });
  const cascaded = await collectors.unblockWithOrganization({
    organizationId: before.id,
    at: ctx.now,
  });
  return recordBlockChange(ctx, {
    before,
    action: 'unblock',
    reason: options.reason,
    collectors: cascaded,
  });
}
