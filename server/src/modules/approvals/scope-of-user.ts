import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { DataScope } from '../../db/scope.ts';

/**
 * The data scope a user's requests run in, read from the database the way a session is: for
 * work done on a user's behalf outside a request (demo data, tests).
 */
export async function scopeOfUser(executor: Executor, userId: string): Promise<DataScope> {
  const [row] = await queryRows<{
    organization_ids: string[] | string;
    all_organizations: boolean;
  }>(
    executor,
    sql`select user_organization_scope(${userId})::text[] as organization_ids,
          exists (select 1 from user_roles where user_id = ${userId}
            and role = 'platform_super_admin') as all_organizations`,
  );
  if (!row) throw new Error(`No user ${userId}`);
  const ids = row.organization_ids;
  const organizationIds = Array.isArray(ids)
    ? ids
    : ids
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
  return { userId, organizationIds, allOrganizations: row.all_organizations };
}
