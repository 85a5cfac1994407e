import {
  changedFields,
  isApprovalRequiredAction,
  MESSAGES,
  ORGANIZATION_MESSAGES,
  type ApprovalRequest,
  type Organization,
  type Role,
} from '@lendline/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { auditLogs, organizations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { createApprovalRequest } from '../approvals/create-approval-request.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import { getOrganization, organizationAuditValues } from './organizations.service.ts';

export interface OrganizationBlockResult {
  organization: Organization;
  /** Collectors the cascade blocked or unblocked. */
  collectorsAffected: number;
}

interface CascadedCollector {
  id: string;
  name: string;
  old_values: Record<string, unknown>;
  new_values: Record<string, unknown>;
}

/** One audit row per cascaded collector, in one insert (not a query per collector). */
async function auditCascade(
  tx: Tx,
  options: {
    actor: AuditActor;
    organizationId: string;
    action: string;
    reason: string | null;
    collectors: CascadedCollector[];
  },
): Promise<void> {
  if (options.collectors.length === 0) return;
  await tx.insert(auditLogs).values(
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
      user_id: options.actor.userId,
      user_role: options.actor.role,
      ip_address: options.actor.ipAddress,
      user_agent: options.actor.userAgent,
    })),
  );
}

/**
 * Blocks an organization and cascades to its collectors in the caller's transaction (the
 * spec's cascade_organization_block): the organization gets the flag, reason, time and
 * blocker; every collector of it not already blocked is blocked with blocked_due_to_org, so
 * unblocking the organization later releases exactly those.
 */
export async function blockOrganization(
  tx: Tx,
  options: {
    organizationId: string;
    reason: string;
    blockedBy: string;
    actor: AuditActor;
    now: Date;
  },
): Promise<OrganizationBlockResult> {
  const before = await getOrganization(tx, {
    id: options.organizationId,
    visibility: null,
    forUpdate: true,
  });
  if (before.is_blocked) throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyBlocked);
  const now = options.now.toISOString();
  await tx
    .update(organizations)
    .set({
      is_blocked: true,
      blocked_reason: options.reason,
      blocked_at: options.now,
      blocked_by: options.blockedBy,
      updated_at: options.now,
    })
    .where(eq(organizations.id, before.id));
  const collectors = await queryRows<CascadedCollector>(
    tx,
    sql`with target as (
          select id, is_active from debt_collectors
          where organization_id = ${before.id} and not is_blocked
          for update
        )
        update debt_collectors dc set
          is_blocked = true, is_active = false, blocked_due_to_org = true,
          blocked_reason = ${options.reason}, blocked_at = ${now}::timestamptz,
          blocked_by = ${options.blockedBy}, updated_at = ${now}::timestamptz
        from target where dc.id = target.id
        returning dc.id, dc.name,
          jsonb_build_object('is_active', target.is_active, 'is_blocked', false,
            'blocked_due_to_org', false, 'blocked_reason', null, 'blocked_at', null,
            'blocked_by', null) as old_values,
          jsonb_build_object('is_active', false, 'is_blocked', true,
            'blocked_due_to_org', true, 'blocked_reason', dc.blocked_reason,
            'blocked_at', dc.blocked_at, 'blocked_by', dc.blocked_by) as new_values`,
  );
  const after = (await getOrganization(tx, { id: before.id, visibility: null }))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: after.id,
    action: 'block',
    entityType: 'organization',
    entityId: after.id,
    oldValues: organizationAuditValues(before),
    newValues: { ...organizationAuditValues(after), collectors_blocked: collectors.length },
    reason: options.reason,
  });
  await auditCascade(tx, {
    actor: options.actor,
    organizationId: after.id,
    action: 'block_due_to_organization',
    reason: options.reason,
    collectors,
  });
  await publishEvent(tx, { type: 'counts.changed', organization_id: after.id });
  return { organization: after, collectorsAffected: collectors.length };
}

/**
 * Unblocks an organization and clears what its block set: its own block fields, and the
 * collectors blocked due to it. Collectors blocked on their own stay blocked.
 */
export async function unblockOrganization(
  tx: Tx,
  options: { organizationId: string; reason?: string | null; actor: AuditActor; now: Date },
): Promise<OrganizationBlockResult> {
  const before = await getOrganization(tx, {
    id: options.organizationId,
    visibility: null,
    forUpdate: true,
  });
  if (!before.is_blocked) throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.notBlocked);
  const now = options.now.toISOString();
  await tx
    .update(organizations)
    .set({
      is_blocked: false,
      blocked_reason: null,
      blocked_at: null,
      blocked_by: null,
      updated_at: options.now,
    })
    .where(eq(organizations.id, before.id));
  const collectors = await queryRows<CascadedCollector>(
    tx,
    sql`with target as (
          select id, blocked_reason, blocked_at, blocked_by from debt_collectors
          where organization_id = ${before.id} and is_blocked and blocked_due_to_org
          for update
        )
        update debt_collectors dc set
          is_blocked = false, is_active = true, blocked_due_to_org = false,
          blocked_reason = null, blocked_at = null, blocked_by = null,
          updated_at = ${now}::timestamptz
        from target where dc.id = target.id
        returning dc.id, dc.name,
          jsonb_build_object('is_active', false, 'is_blocked', true,
            'blocked_due_to_org', true, 'blocked_reason', target.blocked_reason,
            'blocked_at', target.blocked_at, 'blocked_by', target.blocked_by) as old_values,
          jsonb_build_object('is_active', true, 'is_blocked', false,
            'blocked_due_to_org', false, 'blocked_reason', null, 'blocked_at', null,
            'blocked_by', null) as new_values`,
  );
  const after = (await getOrganization(tx, { id: before.id, visibility: null }))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: after.id,
    action: 'unblock',
    entityType: 'organization',
    entityId: after.id,
    oldValues: organizationAuditValues(before),
    newValues: { ...organizationAuditValues(after), collectors_unblocked: collectors.length },
    reason: options.reason ?? null,
  });
  await auditCascade(tx, {
    actor: options.actor,
    organizationId: after.id,
    action: 'unblock_due_to_organization',
    reason: options.reason ?? null,
    collectors,
  });
  await publishEvent(tx, { type: 'counts.changed', organization_id: after.id });
  return { organization: after, collectorsAffected: collectors.length };
}

/** Who is asking, as the block decision needs it. */
export interface OrganizationBlockRequester {
  userId: string;
  roles: readonly Role[];
  organizationId: string | null;
  /** The requester's data scope: for organization_admin, its own organization's tree. */
  organizationIds: readonly string[];
}

export type OrganizationBlockOutcome =
  | { kind: 'done'; result: OrganizationBlockResult }
  | { kind: 'pending'; approvalRequest: ApprovalRequest };

/**
 * POST /organizations/:id/block and /unblock: platform_super_admin carries it out at once; an
 * organization_admin's block or unblock of an organization in its tree becomes an approval
 * request for a platform_super_admin; anyone else is refused.
 */
export async function changeOrganizationBlock(
  tx: Tx,
  options: {
    organizationId: string;
    block: boolean;
    reason: string | null;
    requester: OrganizationBlockRequester;
    actor: AuditActor;
    now: Date;
  },
): Promise<OrganizationBlockOutcome> {
  const { requester } = options;
  const isPlatformAdmin = requester.roles.includes('platform_super_admin');
  if (!isPlatformAdmin && !requester.roles.includes('organization_admin')) {
    throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }
  const organization = await getOrganization(tx, {
    id: options.organizationId,
    visibility: isPlatformAdmin ? null : requester.organizationIds,
    forUpdate: true,
  });
  if (options.block && organization.is_blocked) {
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyBlocked);
  }
  if (!options.block && !organization.is_blocked) {
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.notBlocked);
  }

  if (isPlatformAdmin) {
    if (options.block && organization.id === requester.organizationId) {
      // Blocking the platform's own organization would lock its administrators out.
      throw new AppError('BUSINESS_RULE', ORGANIZATION_MESSAGES.cannotBlockOwn);
    }
    const result = options.block
      ? await blockOrganization(tx, {
          organizationId: organization.id,
          reason: options.reason ?? '',
          blockedBy: requester.userId,
          actor: options.actor,
          now: options.now,
        })
      : await unblockOrganization(tx, {
          organizationId: organization.id,
          reason: options.reason,
          actor: options.actor,
          now: options.now,
        });
    return { kind: 'done', result };
  }

  const approvalRequest = await createApprovalRequest(tx, {
    requestType: options.block ? 'organization_block' : 'organization_unblock',
    organizationId: organization.id,
    entityId: organization.id,
    requestData: { organization_name: organization.name, reason: options.reason },
    notes: options.reason,
    actor: options.actor,
    now: options.now,
  });
  return { kind: 'pending', approvalRequest };
}
