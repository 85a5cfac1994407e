import {
  EMERGENCY_ACCESS_MESSAGES,
  grantablePermissions,
  type EmergencyAccessMutationResponse,
  type MessageKey,
  type Permission,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { emergencyAccessGrants } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { recordSecurityEvent } from '../security/log-security-event.ts';
import { findUserOr404 } from '../users/user-access.ts';
import { findGrant } from './emergency-access.repository.ts';

/**
 * POST /emergency-access (spec part 2 §7 grant_emergency_access): a holder of
 * emergency_override gives a user in their scope some of their own permissions for at most 24
 * hours. The route's guard checks emergency_override (an organization admin's scope is its
 * tree; the platform owner's is everything); the target's sessions forget their permissions at
 * once (the table's trigger), so the grant counts from the target's next request.
 */
export async function grantEmergencyAccess(
  ctx: RequestContext,
  body: { user_id: string; permissions: Permission[]; reason: string; duration_hours: number },
): Promise<Omit<EmergencyAccessMutationResponse, 'message'> & { message: MessageKey }> {
  if (body.user_id === ctx.auth.user.id) {
    throw new AppError('BUSINESS_RULE', EMERGENCY_ACCESS_MESSAGES.ownAccount);
  }
  const held = new Set(grantablePermissions(ctx.auth.roles));
  const notHeld = body.permissions.filter((permission) => !held.has(permission));
  if (notHeld.length > 0) {
    throw new AppError('FORBIDDEN', EMERGENCY_ACCESS_MESSAGES.notHeld, {
      details: { permissions: notHeld },
    });
  }
  const target = await findUserOr404(ctx, body.user_id).catch(() => {
    throw new AppError('NOT_FOUND', EMERGENCY_ACCESS_MESSAGES.userNotFound);
  });
  if (!target.organization_id) {
    throw new AppError('NOT_FOUND', EMERGENCY_ACCESS_MESSAGES.userNotFound);
  }
  const expiresAt = new Date(ctx.now.getTime() + body.duration_hours * 3_600_000);
  const [inserted] = await ctx.tx
    .insert(emergencyAccessGrants)
    .values({
      organization_id: target.organization_id,
      target_user_id: target.user_id,
      granted_by: ctx.auth.user.id,
      permissions: body.permissions,
      reason: body.reason,
      duration_hours: body.duration_hours,
      expires_at: expiresAt,
      created_at: ctx.now,
    })
    .returning({ id: emergencyAccessGrants.id });
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: target.organization_id,
    action: 'emergency_access_granted',
    entityType: 'emergency_access_grant',
    entityId: inserted!.id,
    newValues: {
      target_user_id: target.user_id,
      permissions: body.permissions,
      duration_hours: body.duration_hours,
      expires_at: expiresAt.toISOString(),
    },
    reason: body.reason,
  });
  await recordSecurityEvent(ctx.tx, {
    organizationId: target.organization_id,
    userId: ctx.auth.user.id,
    type: 'emergency_access_granted',
    severity: 'high',
    message: `Emergency access granted for ${body.duration_hours} hours: ${body.permissions.join(', ')}`,
    metadata: { grant_id: inserted!.id, target_user_id: target.user_id },
    ipAddress: ctx.actor.ipAddress,
    at: ctx.now,
  });
  const grant = (await findGrant(ctx.tx, { id: inserted!.id, now: ctx.now }))!;
  return { message: EMERGENCY_ACCESS_MESSAGES.granted, grant };
}
