import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../errors.ts';
import { asPolicyViolation } from './policy-violations.ts';

/**
 * A `user_id` filter must name a user in scope: another organization's user is refused like an
 * unknown one (404), and the refusal is a policy violation (decision 0068).
 */
export async function requireUserInScope(ctx: RequestContext, userId: string): Promise<void> {
  const rows = await queryRows<{ found: number }>(
    ctx.tx,
    sql`select 1 as found from user_profiles where user_id = ${userId} limit 1`,
  );
  if (rows.length === 0) {
    throw asPolicyViolation(new AppError('NOT_FOUND', 'messages.users.not_found'), {
      refused_user_id: userId,
    });
  }
}
