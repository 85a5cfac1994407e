import type { EnhancedRiskProfile } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { enhancedRiskProfiles } from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { writeAudit } from '../audit/write-audit.ts';
import {
  computedColumns,
  ENHANCED_RISK_PROFILE_ENTITY_TYPE,
  enhancedRiskProfileAuditValues,
  formValuesOf,
  presentEnhancedRiskProfile,
  requireEnhancedRiskProfile,
} from './enhanced-risk-profile-records.ts';

/**
 * POST /enhanced-risk-profiles/:id/recalculate (spec §4: "after a successful submit … the
 * profile is recalculated by id"): completion, consolidation and score again from the stored
 * rows under the current rules, audited with the old and new figures.
 */
export async function recalculateEnhancedRiskProfile(
  ctx: RequestContext,
  id: string,
): Promise<EnhancedRiskProfile> {
  const before = await requireEnhancedRiskProfile(ctx, id, { forUpdate: true });
  await ctx.tx
    .update(enhancedRiskProfiles)
    .set({ ...computedColumns(formValuesOf(before), ctx.now), updated_at: ctx.now })
    .where(rowInScope(enhancedRiskProfiles, before.profile.id));
  const after = await requireEnhancedRiskProfile(ctx, id);
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: after.profile.organization_id,
    action: 'recalculate',
    entityType: ENHANCED_RISK_PROFILE_ENTITY_TYPE,
    entityId: after.profile.id,
    oldValues: enhancedRiskProfileAuditValues(before),
    newValues: enhancedRiskProfileAuditValues(after),
  });
  return presentEnhancedRiskProfile(after);
}
