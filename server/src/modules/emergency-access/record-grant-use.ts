import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { emergencyAccessGrants } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { recordSecurityEvent } from '../security/log-security-event.ts';

/**
 * Records that a request acted under an emergency access grant (issue 13), in the request's
 * transaction: the grant's use count and last use, an audit row naming the grant and what was
 * done, and the security event of the grant's use. A request that rolls back did nothing, and records nothing.
 */
export async function recordGrantUse(
  ctx: RequestContext,
  options: { grantId: string; method: string; route: string },
): Promise<void> {
  const [grant] = await ctx.tx
    .update(emergencyAccessGrants)
    .set({ use_count: sql`${emergencyAccessGrants.use_count} + 1`, last_used_at: ctx.now })
    .where(eq(emergencyAccessGrants.id, options.grantId))
    .returning({
      organizationId: emergencyAccessGrants.organization_id,
      useCount: emergencyAccessGrants.use_count,
    });
  if (!grant) return;
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: grant.organizationId,
    action: 'emergency_access_used',
    entityType: 'emergency_access_grant',
    entityId: options.grantId,
    newValues: { method: options.method, route: options.route },
  });
  await recordSecurityEvent(ctx.tx, {
    organizationId: grant.organizationId,
    userId: ctx.actor.userId,
    type: 'emergency_access_used',
    severity: 'medium',
    message: `Emergency access used: ${options.method} ${options.route}`,
    metadata: { grant_id: options.grantId, use_count: grant.useCount },
    ipAddress: ctx.actor.ipAddress,
    at: ctx.now,
  });
}
