import type { UpdateMeRequest } from '@lendline/core';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { userProfiles, users } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/write-audit.ts';

/**
 * PATCH /me: the signed-in user's own language, name and phone. The database lets a request
 * change only its own user's language (migration 0014); the profile row is the user's own by
 * its key and in the user's scope by row-level security. The session cache hears of either
 * change through the users and user_profiles triggers, so the next request already shows it.
 */
export async function updateMe(ctx: RequestContext, body: UpdateMeRequest): Promise<void> {
  const userId = ctx.auth.user.id;
  if (body.language !== undefined) {
    await ctx.tx
      .update(users)
      .set({ language: body.language, updated_at: ctx.now })
      .where(eq(users.id, userId));
  }
  const profileChanges = {
    first_name: body.first_name,
    last_name: body.last_name,
    phone: body.phone,
  };
  const sent = Object.entries(profileChanges).filter(([, value]) => value !== undefined);
  if (sent.length === 0) return;
  const [before] = await ctx.tx
    .select({
      first_name: userProfiles.first_name,
      last_name: userProfiles.last_name,
      phone: userProfiles.phone,
      organization_id: userProfiles.organization_id,
    })
    .from(userProfiles)
    .where(eq(userProfiles.user_id, userId))
    .for('update');
  if (!before) return;
  await ctx.tx
    .update(userProfiles)
    .set({ ...profileChanges, updated_at: ctx.now })
    .where(eq(userProfiles.user_id, userId));
  const oldValues = Object.fromEntries(
    sent.map(([field]) => [field, before[field as keyof typeof profileChanges]]),
  );
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action: 'update_own_profile',
    entityType: 'user',
    entityId: userId,
    oldValues,
    newValues: Object.fromEntries(sent),
  });
}
