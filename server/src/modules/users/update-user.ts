import type { UpdateUserRequest, User } from '@lendline/core';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { userProfiles, userRoles } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findManageableUser, findOrganizationOr404, findUserOr404 } from './user-access.ts';

const EDITABLE_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'employee_id',
  'organization_id',
] as const;

/** Edits a profile; moving a user to another organization is allowed only within scope. */
export async function updateUser(
  ctx: RequestContext,
  options: { userId: string; changes: UpdateUserRequest },
): Promise<User> {
  const { tx, now } = ctx;
  const { changes } = options;
  const user = await findManageableUser(ctx, options.userId);
  if (changes.organization_id !== undefined) {
    await findOrganizationOr404(ctx, changes.organization_id);
  }

  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = changes[field];
    if (value === undefined || value === user[field]) continue;
    oldValues[field] = user[field];
    newValues[field] = value;
  }
  if (Object.keys(newValues).length === 0) return user;

  await tx
    .update(userProfiles)
    .set({ ...newValues, updated_at: now })
    .where(eq(userProfiles.user_id, user.user_id));
  if (typeof newValues.organization_id === 'string') {
    // Role rows belong to the user's organization: they move with it.
    await tx
      .update(userRoles)
      .set({ organization_id: newValues.organization_id })
      .where(eq(userRoles.user_id, user.user_id));
  }
  await writeAudit(tx, {
    actor: ctx.actor,
    organizationId: (newValues.organization_id as string | undefined) ?? user.organization_id,
    action: 'update',
    entityType: 'user',
    entityId: user.user_id,
    oldValues,
    newValues,
  });
  return findUserOr404(ctx, user.user_id);
}
