import type { Language } from '@lendline/core';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Remembers the language the signed-in user chose. The database lets a request change only its
 * own user's language (migration 0014); the session cache hears of it through the users
 * trigger, so the next request already answers in it.
 */
export async function updateMyLanguage(ctx: RequestContext, language: Language): Promise<void> {
  await ctx.tx
    .update(users)
    .set({ language, updated_at: ctx.now })
    .where(eq(users.id, ctx.auth.user.id));
}
