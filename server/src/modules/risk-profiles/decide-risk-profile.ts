import { RISK_PROFILE_MESSAGES, type RiskProfile } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { riskProfiles } from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import {
  findRiskProfile,
  presentRiskProfile,
  recordRiskProfileChange,
  type RiskProfileRecord,
} from './risk-profile-records.ts';

/** The completed profile, locked for the decision; 422 notCompleted in any other state. */
async function lockCompleted(ctx: RequestContext, id: string): Promise<RiskProfileRecord> {
  const before = await findRiskProfile(ctx.tx, id, { forUpdate: true });
  if (before.assessment_status !== 'completed') {
    throw new AppError('BUSINESS_RULE', RISK_PROFILE_MESSAGES.notCompleted);
  }
  return before;
}

/** POST /risk-profiles/:id/approve: a completed profile becomes approved, the note audited. */
export async function approveRiskProfile(
  ctx: RequestContext,
  decision: { id: string; note?: string | null },
): Promise<RiskProfile> {
  const before = await lockCompleted(ctx, decision.id);
  const [after] = await ctx.tx
    .update(riskProfiles)
    .set({
      assessment_status: 'approved',
      approved_at: ctx.now,
      approved_by: ctx.auth.user.id,
      updated_at: ctx.now,
    })
    .where(rowInScope(riskProfiles, before.id))
    .returning();
  await recordRiskProfileChange(ctx, {
    action: 'approve',
    before,
    after: after!,
    reason: decision.note ?? null,
  });
  return presentRiskProfile(after!);
}

/** POST /risk-profiles/:id/reject: a completed profile becomes rejected with its reason. */
export async function rejectRiskProfile(
  ctx: RequestContext,
  decision: { id: string; reason: string },
): Promise<RiskProfile> {
  const before = await lockCompleted(ctx, decision.id);
  const [after] = await ctx.tx
    .update(riskProfiles)
    .set({
      assessment_status: 'rejected',
      rejected_at: ctx.now,
      rejected_by: ctx.auth.user.id,
      rejection_reason: decision.reason,
      updated_at: ctx.now,
    })
    .where(rowInScope(riskProfiles, before.id))
    .returning();
  await recordRiskProfileChange(ctx, {
    action: 'reject',
    before,
    after: after!,
    reason: decision.reason,
  });
  return presentRiskProfile(after!);
}
