import { escapeLiteral } from 'pg';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { transactionWithStatements, type Db, type Tx } from './client.ts';

/** The organizations a request may touch, derived from the session, never from the request. */
export interface DataScope {
  userId: string;
  organizationIds: readonly string[];
  /** platform_super_admin: every organization. */
  allOrganizations: boolean;
}

/** The role requests run as: it owns nothing, so row-level security always applies to it. */
export const REQUEST_ROLE = 'lendline_app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The statement binding a transaction to a scope. It is sent as text in BEGIN's round trip, so
 * its values are literals: ids read from the database, checked to be UUIDs all the same.
 */
export function scopeStatement(scope: DataScope): string {
  for (const id of [scope.userId, ...scope.organizationIds]) {
    if (!UUID.test(id)) throw new Error('A data scope holds only UUIDs');
  }
  const organizationIds = `{${scope.organizationIds.join(',')}}`;
  return `select set_config('app.user_id', ${escapeLiteral(scope.userId)}, true),
    set_config('app.org_ids', ${escapeLiteral(organizationIds)}, true),
    set_config('app.all_orgs', '${scope.allOrganizations ? 'on' : 'off'}', true),
    set_config('role', '${REQUEST_ROLE}', true)`;
}

/**
 * Read just before COMMIT: the users whose sessions the transaction changed, as the auth-change
 * triggers noted them (server/drizzle/0013_auth_change_notices.sql): '' for none, '*' for all.
 */
const AUTH_CHANGES_STATEMENT = `select coalesce(current_setting('app.auth_changed', true), '') as auth_changed`;

export interface ScopedOptions {
  /** Called after COMMIT with the users whose sessions changed ('' never reaches it). */
  onAuthChanged?: (noted: string) => void;
}

/**
 * Runs `work` in one transaction bound to `scope`: the settings the row-level security
 * policies read are set transaction-locally, and the transaction switches to the request
 * role. A query that forgets its WHERE still sees only the scope's rows. On PostgreSQL the
 * scope travels with BEGIN, and the auth-change read with COMMIT: no round trip of their own.
 */
export async function runScoped<T>(
  db: Db,
  scope: DataScope,
  work: (tx: Tx) => Promise<T>,
  options: ScopedOptions = {},
): Promise<T> {
  const { result, last } = await transactionWithStatements(
    db,
    { first: scopeStatement(scope), last: AUTH_CHANGES_STATEMENT },
    work,
  );
  const noted = typeof last?.auth_changed === 'string' ? last.auth_changed : '';
  if (noted) options.onAuthChanged?.(noted);
  return result;
}

/**
 * `column` is one of the scope's organizations (scope_organization_ids(), migration 0019): said
 * beside a lookup by id, it lets the (organization_id, id) key find the row, which the
 * row-level security policy alone cannot (its OR with the platform switch defeats indexes).
 */
export function inScope(column: SQL | AnyColumn): SQL {
  return sql`${column} = any((select scope_organization_ids())::uuid[])`;
}

/** The row of a tenant table with this id, found through its (organization_id, id) key. */
export function rowInScope(table: { id: AnyColumn; organization_id: AnyColumn }, id: string): SQL {
  return sql`${inScope(table.organization_id)} and ${table.id} = ${id}`;
}

/**
 * One page of a tenant table as a FROM item named `alias`: its keys read in the page's order
 * through each organization's own index (for every organization of the scope the first
 * `offset + limit` rows in order, an ordered index read the policy's OR cannot have, then the
 * page among them), and each of its rows read from `rows` by its (organization_id, id) key.
 * `from` is where the page is chosen (the table, or a search's rows of it); `where` and
 * `orderBy` name it by `alias`. The key lookup is a lateral `limit 1` so that a planner without
 * statistics cannot join the rest of the statement to the whole table first.
 */
export function pageInScope(options: {
  from: SQL;
  rows: SQL;
  alias: SQL;
  where: SQL;
  orderBy: SQL;
  limit: number;
  offset: number;
}): SQL {
  const { from, rows, alias, where, orderBy, limit, offset } = options;
  return sql`(select ${alias}.organization_id, ${alias}.id
      from unnest((select scope_organization_ids())) as scope (organization_id)
      cross join lateral (
        select * from ${from} ${alias}
        where ${alias}.organization_id = scope.organization_id and ${where}
        order by ${orderBy}
        limit ${offset + limit}) ${alias}
      order by ${orderBy}
      limit ${limit} offset ${offset}) page
    cross join lateral (select * from ${rows} ${alias}
      where ${alias}.organization_id = page.organization_id and ${alias}.id = page.id
      limit 1) ${alias}`;
}
