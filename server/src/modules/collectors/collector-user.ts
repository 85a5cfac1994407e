import { COLLECTOR_MESSAGES, type MessageLike } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../errors.ts';

const userError = (message: MessageLike) =>
  new AppError('VALIDATION_FAILED', message, { details: { fieldErrors: { user_id: [message] } } });

/**
 * Refuses a user a collector cannot be linked to (issue 11: the user who works as the collector
 * sees its entries as 'Mine' and its cash): not an active user of the collector's own
 * organization in the caller's scope, or already working as another collector there. The
 * unique index (organization_id, user_id) stands behind the second check.
 */
export async function requireCollectorUser(
  ctx: Pick<RequestContext, 'tx'>,
  options: { organizationId: string; userId: string; collectorId?: string },
): Promise<void> {
  const [row] = await queryRows<{ active: boolean; taken_by: string | null }>(
    ctx.tx,
    sql`select up.status = 'active' as active,
          (select dc.name from debt_collectors dc
            where dc.organization_id = up.organization_id and dc.user_id = up.user_id
              and dc.id is distinct from ${options.collectorId ?? null}::uuid
            limit 1) as taken_by
        from user_profiles up
        where up.user_id = ${options.userId} and up.organization_id = ${options.organizationId}`,
  );
  if (!row?.active) throw userError(COLLECTOR_MESSAGES.userNotInOrganization);
  if (row.taken_by !== null) {
    throw userError({ key: COLLECTOR_MESSAGES.userTaken, values: { name: row.taken_by } });
  }
}
