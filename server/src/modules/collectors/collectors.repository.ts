import {
  approvalRequestTypesFor,
  phoneSearchDigits,
  type Collector,
  type CollectorListQuery,
  type PendingRequest,
} from '@lendline/core';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { debtCollectors, organizations } from '../../db/schema/index.ts';

interface CollectorRow extends Omit<Collector, 'blocked_at' | 'created_at' | 'updated_at'> {
  blocked_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
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
    user_id: row.user_id,
    user_name: row.user_name,
    is_active: row.is_active,
    is_blocked: row.is_blocked,
    blocked_due_to_org: row.blocked_due_to_org,
    blocked_reason: row.blocked_reason,
    blocked_at: iso(row.blocked_at),
    blocked_by: row.blocked_by,
    blocked_by_name: row.blocked_by_name,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    pending_request: (row.pending_request as PendingRequest | null) ?? null,
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

const BLOCK_REQUEST_TYPES = sql.join(
  approvalRequestTypesFor('debt_collector').map((type) => sql`${type}`),
  sql`, `,
);

/** The filter of GET /collectors within the given organizations (null: every one in scope). */
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
    // A term typed as a phone ('98200 22224') also matches the phone's digits.
    const digits = phoneSearchDigits(query.search);
    const byDigits = digits
      ? sql` or regexp_replace(dc.phone, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : sql``;
    conditions.push(sql`(dc.name ilike ${pattern} or dc.phone ilike ${pattern}
      or dc.email ilike ${pattern} or dc.territory ilike ${pattern}${byDigits})`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** A collector an organization's block or unblock changed, with its audit values. */
export interface CascadedCollector {
  id: string;
  name: string;
  old_values: Record<string, unknown>;
  new_values: Record<string, unknown>;
}

export type CollectorChanges = Partial<
  Omit<typeof debtCollectors.$inferInsert, 'id' | 'organization_id' | 'created_at'>
>;

/** Debt collectors, bound to the request's transaction (docs/decisions/0017). */
export function collectorsRepository(tx: Tx) {
  /**
   * Collectors with their organization's and blocker's names and the block request waiting on
   * them, active and unblocked first, then by name, and the total of the filtered set. The total
   * is its own count: a window count would look up every matching collector's names and pending
   * request before the limit. Row-level security keeps it to the scope.
   */
  async function list(options: {
    where: SQL;
    limit: number;
    offset: number;
  }): Promise<{ rows: Collector[]; total: number }> {
    const rows = await select(options);
    return { rows, total: rows.length > 0 ? await count(options.where) : 0 };
  }

  async function select(options: { where: SQL; limit: number; offset: number }) {
    const rows = await queryRows<CollectorRow>(
      tx,
      sql`select dc.id, dc.organization_id, o.name as organization_name,
            o.is_blocked as organization_is_blocked, dc.name, dc.phone,
            dc.email, dc.territory, dc.user_id,
            nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), '')
              as user_name,
            dc.is_active, dc.is_blocked, dc.blocked_due_to_org,
            dc.blocked_reason, dc.blocked_at, dc.blocked_by,
            nullif(trim(coalesce(bp.first_name, '') || ' ' || coalesce(bp.last_name, '')), '')
              as blocked_by_name,
            dc.created_at, dc.updated_at,
            (select jsonb_build_object('id', ar.id, 'request_type', ar.request_type)
              from approval_requests ar
              where ar.organization_id = dc.organization_id and ar.entity_id = dc.id
                and ar.status = 'pending' and ar.request_type in (${BLOCK_REQUEST_TYPES})
              order by ar.created_at limit 1) as pending_request
          from debt_collectors dc
          join organizations o on o.id = dc.organization_id
          left join user_profiles bp on bp.user_id = dc.blocked_by
          left join user_profiles up on up.user_id = dc.user_id
          where ${options.where}
          order by (dc.is_active and not dc.is_blocked) desc, dc.name, dc.id
          limit ${options.limit} offset ${options.offset}`,
    );
    return rows.map(toCollector);
  }

  /** Counts a filtered set (also for a page past its end, where the page has no row). */
  async function count(where: SQL): Promise<number> {
    const [row] = await queryRows<{ total: number | string }>(
      tx,
      sql`select count(*) as total from debt_collectors dc where ${where}`,
    );
    return Number(row?.total ?? 0);
  }

  return {
    list,
    count,

    /**
     * The collector, or null when it does not exist or row-level security hides it.
     * `forUpdate` locks its row until the transaction ends, so two block decisions are
     * serialized.
     */
    async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<Collector | null> {
      if (options.forUpdate) {
        // Locked apart from the read, so the lock takes the collector's row alone.
        await tx
          .select({ id: debtCollectors.id })
          .from(debtCollectors)
          .where(eq(debtCollectors.id, id))
          .for('update');
      }
      const [collector] = await select({ where: sql`dc.id = ${id}`, limit: 1, offset: 0 });
      return collector ?? null;
    },

    /** The organization a collector may be placed in: id, name and whether it is blocked. */
    async findOrganization(organizationId: string) {
      const [organization] = await tx
        .select({
          id: organizations.id,
          name: organizations.name,
          is_blocked: organizations.is_blocked,
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return organization ?? null;
    },

    async insert(values: typeof debtCollectors.$inferInsert): Promise<string> {
      const [inserted] = await tx
        .insert(debtCollectors)
        .values(values)
        .returning({ id: debtCollectors.id });
      return inserted!.id;
    },

    async update(id: string, changes: CollectorChanges): Promise<void> {
      await tx.update(debtCollectors).set(changes).where(eq(debtCollectors.id, id));
    },

    /**
     * The spec's cascade_organization_block: every collector of the organization not already
     * blocked is blocked with blocked_due_to_org, so unblocking the organization later releases
     * exactly those.
     */
    async blockWithOrganization(options: {
      organizationId: string;
      reason: string;
      blockedBy: string;
      at: Date;
    }): Promise<CascadedCollector[]> {
      const at = options.at.toISOString();
      return queryRows<CascadedCollector>(
        tx,
        sql`with target as (
              select id, is_active from debt_collectors
              where organization_id = ${options.organizationId} and not is_blocked
              for update
            )
            update debt_collectors dc set
              is_blocked = true, is_active = false, blocked_due_to_org = true,
              blocked_reason = ${options.reason}, blocked_at = ${at}::timestamptz,
              blocked_by = ${options.blockedBy}, updated_at = ${at}::timestamptz
            from target where dc.id = target.id
            returning dc.id, dc.name,
              jsonb_build_object('is_active', target.is_active, 'is_blocked', false,
                'blocked_due_to_org', false, 'blocked_reason', null, 'blocked_at', null,
                'blocked_by', null) as old_values,
              jsonb_build_object('is_active', false, 'is_blocked', true,
                'blocked_due_to_org', true, 'blocked_reason', dc.blocked_reason,
                'blocked_at', dc.blocked_at, 'blocked_by', dc.blocked_by) as new_values`,
      );
    },

    /** Releases the collectors an organization's block blocked; those blocked on their own stay. */
    async unblockWithOrganization(options: {
      organizationId: string;
      at: Date;
    }): Promise<CascadedCollector[]> {
      const at = options.at.toISOString();
      return queryRows<CascadedCollector>(
        tx,
        sql`with target as (
              select id, blocked_reason, blocked_at, blocked_by from debt_collectors
              where organization_id = ${options.organizationId} and is_blocked
                and blocked_due_to_org
              for update
            )
            update debt_collectors dc set
              is_blocked = false, is_active = true, blocked_due_to_org = false,
              blocked_reason = null, blocked_at = null, blocked_by = null,
              updated_at = ${at}::timestamptz
            from target where dc.id = target.id
            returning dc.id, dc.name,
              jsonb_build_object('is_active', false, 'is_blocked', true,
                'blocked_due_to_org', true, 'blocked_reason', target.blocked_reason,
                'blocked_at', target.blocked_at, 'blocked_by', target.blocked_by) as old_values,
              jsonb_build_object('is_active', true, 'is_blocked', false,
                'blocked_due_to_org', false, 'blocked_reason', null, 'blocked_at', null,
                'blocked_by', null) as new_values`,
      );
    },
  };
}
