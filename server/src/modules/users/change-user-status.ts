import {
  BLOCK_REASON_DEFAULT,
  SUSPEND_REASON_DEFAULT,
  USER_MESSAGES,
  type User,
  type UserStatusChangeRequest,
  type MessageKey,
} from '@lendline/core';
import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findManageableUser, findUserOr404 } from './user-access.ts';

type ProfileStatusFields = Pick<
  typeof userProfiles.$inferInsert,
  'status' | 'activated_at' | 'blocked_at' | 'blocked_by' | 'blocked_reason'
>;

/** What each requested change stores (spec part 1 §4 "User status"). */
function statusFields(
  change: UserStatusChangeRequest,
  actorId: string,
  now: Date,
): ProfileStatusFields {
  switch (change.status) {
    case 'active':
      return {
        status: 'active',
        activated_at: now,
        blocked_at: null,
        blocked_by: null,
        blocked_reason: null,
      };
    case 'suspended':
      return {
        status: 'suspended',
        blocked_at: now,
        blocked_by: actorId,
        blocked_reason: change.reason ?? SUSPEND_REASON_DEFAULT,
      };
    case 'blocked':
      // A block is a suspension with its own default reason: the status values are the spec's four.
      return {
        status: 'suspended',
        blocked_at: now,
        blocked_by: actorId,
        blocked_reason: change.reason ?? BLOCK_REASON_DEFAULT,
      };
    case 'inactive':
      return { status: 'inactive' };
  }
}

function messageFor(change: UserStatusChangeRequest, before: User): MessageKey {
  switch (change.status) {
    case 'active':
      return before.status === 'suspended' ? USER_MESSAGES.unblocked : USER_MESSAGES.activated;
    case 'suspended':
      return USER_MESSAGES.suspended;
    case 'blocked':
      return USER_MESSAGES.blocked;
    case 'inactive':
      return USER_MESSAGES.deactivated;
  }
}

/** Activates, suspends, blocks or deactivates a user; never one's own account. */
export async function changeUserStatus(
  ctx: RequestContext,
  options: { userId: string; change: UserStatusChangeRequest },
): Promise<{ user: User; message: MessageKey }> {
  const { tx, auth, now } = ctx;
  const { change } = options;
  if (options.userId === auth.user.id) {
    throw new AppError('BUSINESS_RULE', USER_MESSAGES.cannotChangeOwnStatus);
  }
  const before = await findManageableUser(ctx, options.userId);
  const fields = statusFields(change, auth.user.id, now);
  await tx
    .update(userProfiles)
    .set({ ...fields, updated_at: now })
    .where(eq(userProfiles.user_id, before.user_id));

  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    oldValues[field] = before[field as keyof User];
    newValues[field] = value instanceof Date ? value.toISOString() : value;
  }
  await writeAudit(tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action:
      change.status === 'active' ? 'status_change_activate' : `status_change_${change.status}`,
    entityType: 'user',
    entityId: before.user_id,
    oldValues,
    newValues,
    reason: fields.blocked_reason ?? change.reason ?? null,
  });
  if (fields.status !== 'active') {
    // In this transaction: a status change that rolls back leaves the sessions alive.
    await tx.execute(
      sql`select end_user_sessions(${before.user_id}, ${`User ${fields.status}`}, ${now})`,
    );
  }
  const user = await findUserOr404(ctx, before.user_id);
  return { user, message: messageFor(change, before) };
}
