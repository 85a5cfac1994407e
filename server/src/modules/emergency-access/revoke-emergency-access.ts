import {
  EMERGENCY_ACCESS_MESSAGES,
  MANUAL_REVOKE_REASON,
  type EmergencyAccessMutationResponse,
  type MessageKey,
} from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { emergencyAccessGrants } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findGrant } from './emergency-access.repository.ts';

/**
 * POST /emergency-access/:id/revoke (spec part 2 §7 revoke_emergency_access): ends a running
 * grant in scope, with a reason ('Manually revoked' when none is given, spec part 1 §6). The
 * target's sessions forget the grant at once on every instance (the table's trigger).
 */
export async function revokeEmergencyAccess(
  ctx: RequestContext,
  options: { id: string; reason?: string },
): Promise<Omit<EmergencyAccessMutationResponse, 'message'> & { message: MessageKey }> {
  const before = await findGrant(ctx.tx, { id: options.id, now: ctx.now });
  if (!before) throw new AppError('NOT_FOUND', EMERGENCY_ACCESS_MESSAGES.notFound);
  if (before.status !== 'active') {
    throw new AppError('BUSINESS_RULE', EMERGENCY_ACCESS_MESSAGES.notActive);
  }
  const reason = options.reason ?? MANUAL_REVOKE_REASON;
  const updated = await ctx.tx
    .update(emergencyAccessGrants)
    .set({
      is_active: false,
      revoked_at: ctx.now,
      revoked_by: ctx.auth.user.id,
      revoke_reason: reason,
    })
    .where(and(eq(emergencyAccessGrants.id, before.id), eq(emergencyAccessGrants.is_active, true)))
    .returning({ id: emergencyAccessGrants.id });
  if (updated.length === 0)
    throw new AppError('BUSINESS_RULE', EMERGENCY_ACCESS_MESSAGES.notActive);
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action: 'emergency_access_revoked',
    entityType: 'emergency_access_grant',
    entityId: before.id,
    oldValues: { is_active: true },
    newValues: { is_active: false, revoke_reason: reason },
    reason,
  });
  const grant = (await findGrant(ctx.tx, { id: before.id, now: ctx.now }))!;
  return { message: EMERGENCY_ACCESS_MESSAGES.revoked, grant };
}
