import { USER_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findManageableUser } from './user-access.ts';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (
    let current = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/**
 * Deletes an account with its profile, roles, sessions and invitations. A user referenced by
 * history (approvals, loans, payments, invitations they sent…) cannot be deleted: 409.
 */
export async function deleteUser(ctx: RequestContext, options: { userId: string }): Promise<void> {
  const { tx, auth } = ctx;
  if (options.userId === auth.user.id) {
    throw new AppError('BUSINESS_RULE', USER_MESSAGES.cannotDeleteSelf);
  }
  const user = await findManageableUser(ctx, options.userId);
  await writeAudit(tx, {
    actor: ctx.actor,
    organizationId: user.organization_id,
    action: 'delete',
    entityType: 'user',
    entityId: user.user_id,
    oldValues: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      organization_id: user.organization_id,
      roles: user.roles,
      status: user.status,
    },
  });
  try {
    // The refusal rolls the whole transaction back, audit row included.
    await tx.execute(sql`select delete_user_account(${user.user_id})`);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError('CONFLICT', USER_MESSAGES.hasHistory);
    }
    throw error;
  }
}
