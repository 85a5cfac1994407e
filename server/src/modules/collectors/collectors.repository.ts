import type { Collector, CollectorListQuery } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

interface CollectorRow extends Omit<Collector, 'blocked_at' | 'created_at' | 'updated_at'> {
  blocked_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  total_count?: number | string;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toCollector(row: CollectorRow): Collector {
  return {
    id: row.id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    organization_is_blocked: row.organization_is_blocked,
    name: row.name,
    phone: row.phone,
    email: row.email,
    territory: row.territory,
    is_active: row.is_active,
    is_blocked: row.is_blocked,
    blocked_due_to_org: row.blocked_due_to_org,
    blocked_reason: row.blocked_reason,
    blocked_at: iso(row.blocked_at),
    blocked_by: row.blocked_by,
    blocked_by_name: row.blocked_by_name,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const STATUS_CONDITIONS = {
  active: sql`dc.is_active and not dc.is_blocked`,
  inactive: sql`not dc.is_active and not dc.is_blocked`,
  blocked: sql`dc.is_blocked`,
} as const;

/**
 * Collectors with their organization's and blocker's names, active and unblocked first, then
 * by name; the total of the filtered set comes in the same query. Row-level security keeps
 * it to the scope.
 */
export async function selectCollectors(
  executor: Executor,
  options: { where: SQL; limit: number; offset: number },
): Promise<{ rows: Collector[]; total: number }> {
  const rows = await queryRows<CollectorRow>(
    executor,
    sql`select dc.id, dc.organization_id, o.name as organization_name,
          o.is_blocked as organization_is_blocked, dc.name, dc.phone,
          dc.email, dc.territory, dc.is_active, dc.is_blocked, dc.blocked_due_to_org,
          dc.blocked_reason, dc.blocked_at, dc.blocked_by,
          nullif(trim(coalesce(bp.first_name, '') || ' ' || coalesce(bp.last_name, '')), '')
            as blocked_by_name,
          dc.created_at, dc.updated_at,
          count(*) over () as total_count
        from debt_collectors dc
        join organizations o on o.id = dc.organization_id
        left join user_profiles bp on bp.user_id = dc.blocked_by
        where ${options.where}
        order by (dc.is_active and not dc.is_blocked) desc, dc.name, dc.id
        limit ${options.limit} offset ${options.offset}`,
  );
  return { rows: rows.map(toCollector), total: Number(rows[0]?.total_count ?? 0) };
}

/** The filter of GET /collectors within the given organizations. */
export function collectorListCondition(
  organizationIds: readonly string[] | null,
  query: Pick<CollectorListQuery, 'search' | 'status'>,
): SQL {
  const conditions: SQL[] = [];
  if (organizationIds !== null) {
    if (organizationIds.length === 0) return sql`false`;
    const ids = sql.join(
      organizationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    conditions.push(sql`dc.organization_id in (${ids})`);
  }
  if (query.status) conditions.push(STATUS_CONDITIONS[query.status]);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(sql`(dc.name ilike ${pattern} or dc.phone ilike ${pattern}
      or dc.email ilike ${pattern} or dc.territory ilike ${pattern})`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** Counts a filtered set, for a page past its end (where the window count sees no row). */
export async function countCollectors(executor: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    executor,
    sql`select count(*) as total from debt_collectors dc where ${where}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * The collector, or null when it does not exist or lies outside the scope. `forUpdate` locks
 * its row until the transaction ends, so two block decisions are serialized.
 */
export async function findCollectorById(
  executor: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Collector | null> {
  if (options.forUpdate) {
    // Locked apart from the read: FOR UPDATE is not allowed beside a window function.
    await executor.execute(sql`select 1 from debt_collectors where id = ${id} for update`);
  }
  const { rows } = await selectCollectors(executor, {
    where: sql`dc.id = ${id}`,
    limit: 1,
    offset: 0,
  });
  return rows[0] ?? null;
}
