import type { ApprovalBell } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';

/** Spec part 1 §2 "Approval bell": 3 awaiting the user, 2 with others. */
export const BELL_MINE_LIMIT = 3;
export const BELL_OTHERS_LIMIT = 2;

/**
 * Whether a pending request is the user's to decide: routed to them, or, for a platform super
 * admin, routed to nobody (no approver existed when it was created).
 */
export function awaitingUserCondition(userId: string, isPlatformAdmin: boolean) {
  return isPlatformAdmin
    ? sql`(ar.current_approver_id = ${userId} or ar.current_approver_id is null)`
    : sql`ar.current_approver_id is not distinct from ${userId}::uuid`;
}

export async function getApprovalBell(ctx: RequestContext): Promise<ApprovalBell> {
  const approvals = repositories(ctx).approvals;
  const mine = awaitingUserCondition(ctx.auth.user.id, ctx.auth.scope.allOrganizations);
  const awaitingMine = await approvals.list({
    where: sql`ar.status = 'pending' and ${mine}`,
    limit: BELL_MINE_LIMIT,
    offset: 0,
  });
  const others = await approvals.list({
    where: sql`ar.status = 'pending' and not ${mine}`,
    limit: BELL_OTHERS_LIMIT,
    offset: 0,
  });
  return {
    pending_total: awaitingMine.total + others.total,
    awaiting_mine_total: awaitingMine.total,
    others_total: others.total,
    awaiting_mine: awaitingMine.rows,
    others: others.rows,
  };
}
