import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** The organizations a request may touch, derived from the session, never from the request. */
export interface DataScope {
  userId: string;
  organizationIds: readonly string[];
  /** platform_super_admin: every organization. */
  allOrganizations: boolean;
}

/** The role requests run as: it owns nothing, so row-level security always applies to it. */
export const REQUEST_ROLE = 'lendline_app';

/**
 * Runs `work` in one transaction bound to `scope`: the settings the row-level security
 * policies read are set transaction-locally, and the transaction switches to the request
 * role. A query that forgets its WHERE still sees only the scope's rows.
 */
export function runScoped<T>(db: Db, scope: DataScope, work: (tx: Tx) => Promise<T>): Promise<T> {
  const organizationIds = `{${scope.organizationIds.join(',')}}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('app.user_id', ${scope.userId}, true),
      set_config('app.org_ids', ${organizationIds}, true),
      set_config('app.all_orgs', ${scope.allOrganizations ? 'on' : 'off'}, true),
      set_config('role', ${REQUEST_ROLE}, true)`);
    return work(tx);
  });
}
