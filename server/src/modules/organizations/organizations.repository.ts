import {
  approvalRequestTypesFor,
  type Organization,
  type OrganizationDependents,
  type OrganizationListQuery,
  type PendingRequest,
} from '@lendline/core';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { organizations } from '../../db/schema/index.ts';

type OrganizationRow = Omit<
  Organization,
  | 'blocked_at'
  | 'created_at'
  | 'updated_at'
  | 'default_daily_interest_rate'
  | 'default_upfront_interest'
> & {
  default_daily_interest_rate: string | number;
  default_upfront_interest: string | number;
  blocked_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  total_count?: number | string;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    organization_type: row.organization_type,
    parent_organization_id: row.parent_organization_id,
    parent_organization_name: row.parent_organization_name,
    timezone: row.timezone,
    currency: row.currency,
    default_phone_country: row.default_phone_country,
    collection_days: row.collection_days,
    holidays: row.holidays,
    default_daily_interest_rate: Number(row.default_daily_interest_rate),
    default_upfront_interest: Number(row.default_upfront_interest),
    default_max_repayment_days: row.default_max_repayment_days,
    second_loan_approver: row.second_loan_approver,
    mfa_policy: row.mfa_policy,
    is_active: row.is_active,
    is_blocked: row.is_blocked,
    blocked_reason: row.blocked_reason,
    blocked_at: iso(row.blocked_at),
    blocked_by: row.blocked_by,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    pending_request: (row.pending_request as PendingRequest | null) ?? null,
  };
}

/**
 * Where organizations are read from: the table under row-level security (the data scope), or
 * listable_organizations(), the scope plus its direct children (migration 0009), for lists.
 */
const SOURCES = {
  scope: sql`organizations`,
  list: sql`listable_organizations()`,
} as const;
type Source = keyof typeof SOURCES;

/** Spec part 1 §5: lists drop organizations with an empty id, name or organization_type. */
const IS_LISTABLE = sql`o.id is not null and btrim(coalesce(o.name, '')) <> ''
  and btrim(coalesce(o.organization_type, '')) <> ''`;

const BLOCK_REQUEST_TYPES = sql.join(
  approvalRequestTypesFor('organization').map((type) => sql`${type}`),
  sql`, `,
);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function listCondition(query: OrganizationListQuery): SQL {
  const conditions: SQL[] = [IS_LISTABLE];
  if (query.search) conditions.push(sql`o.name ilike ${`%${escapeLike(query.search)}%`}`);
  if (query.is_active !== undefined) conditions.push(sql`o.is_active = ${query.is_active}`);
  if (query.is_blocked !== undefined) conditions.push(sql`o.is_blocked = ${query.is_blocked}`);
  return sql.join(conditions, sql` and `);
}

/** Organizations, bound to the request's transaction (docs/decisions/0017). */
export function organizationsRepository(tx: Tx) {
  /**
   * Organizations with their parent's name (when the parent is readable too), the block request
   * waiting on each, and the total of the filtered set.
   */
  async function select(options: {
    source: Source;
    where: SQL;
    orderBy?: SQL;
    limit: number;
    offset: number;
  }): Promise<{ rows: Organization[]; total: number }> {
    const source = SOURCES[options.source];
    const rows = await queryRows<OrganizationRow>(
      tx,
      sql`select o.id, o.name, o.organization_type, o.parent_organization_id,
            p.name as parent_organization_name, o.timezone, o.currency,
            o.default_phone_country, o.collection_days,
            array(select to_char(h, 'YYYY-MM-DD') from unnest(o.holidays) h order by h) as holidays,
            o.default_daily_interest_rate, o.default_upfront_interest,
            o.default_max_repayment_days, o.second_loan_approver, o.mfa_policy,
            o.is_active, o.is_blocked, o.blocked_reason,
            o.blocked_at, o.blocked_by, o.created_at, o.updated_at,
            (select jsonb_build_object('id', ar.id, 'request_type', ar.request_type)
              from approval_requests ar
              where ar.organization_id = o.id and ar.entity_id = o.id
                and ar.status = 'pending' and ar.request_type in (${BLOCK_REQUEST_TYPES})
              order by ar.created_at limit 1) as pending_request,
            count(*) over () as total_count
          from ${source} o
          left join ${source} p on p.id = o.parent_organization_id
          where ${options.where}
          order by ${options.orderBy ?? sql`o.id`}
          limit ${options.limit} offset ${options.offset}`,
    );
    return { rows: rows.map(toOrganization), total: Number(rows[0]?.total_count ?? 0) };
  }

  return {
    /** One page of the organizations an organization list shows to the caller. */
    async listListable(
      query: OrganizationListQuery,
    ): Promise<{ rows: Organization[]; total: number }> {
      const where = listCondition(query);
      const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
      const column = query.sort === 'name' ? sql`o.name` : sql`o.created_at`;
      const page = await select({
        source: 'list',
        where,
        orderBy: sql`${column} ${direction}, o.id asc`,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      if (page.rows.length > 0 || query.page === 1) return page;
      const [row] = await queryRows<{ total: number | string }>(
        tx,
        sql`select count(*) as total from listable_organizations() o where ${where}`,
      );
      return { rows: [], total: Number(row?.total ?? 0) };
    },

    /** An organization the caller's lists show (scope and direct children), or null. */
    async findListableById(id: string): Promise<Organization | null> {
      const { rows } = await select({
        source: 'list',
        where: sql`o.id = ${id}`,
        limit: 1,
        offset: 0,
      });
      return rows[0] ?? null;
    },

    /**
     * An organization in the caller's data scope, or null. `forUpdate` locks its row until the
     * transaction ends.
     */
    async findById(
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<Organization | null> {
      if (options.forUpdate) {
        // Locked apart from the read: FOR UPDATE is not allowed beside a window function.
        await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, id))
          .for('update');
      }
      const { rows } = await select({
        source: 'scope',
        where: sql`o.id = ${id}`,
        limit: 1,
        offset: 0,
      });
      return rows[0] ?? null;
    },

    async insert(values: typeof organizations.$inferInsert): Promise<string> {
      const [inserted] = await tx
        .insert(organizations)
        .values(values)
        .returning({ id: organizations.id });
      return inserted!.id;
    },

    async update(
      id: string,
      changes: Partial<Omit<typeof organizations.$inferInsert, 'id' | 'created_at'>>,
    ): Promise<void> {
      await tx.update(organizations).set(changes).where(eq(organizations.id, id));
    },

    /** Deletes in a savepoint, so a refused delete leaves the transaction usable. */
    async delete(id: string): Promise<void> {
      await tx.transaction((savepoint) =>
        savepoint.delete(organizations).where(eq(organizations.id, id)),
      );
    },

    /** True when `candidateId` is `organizationId` itself or one of its descendants. */
    async isSelfOrDescendant(organizationId: string, candidateId: string): Promise<boolean> {
      const [row] = await queryRows<{ found: boolean }>(
        tx,
        sql`with recursive tree(id, depth) as (
              select ${organizationId}::uuid, 0
              union all
              select o.id, t.depth + 1 from organizations o
                join tree t on o.parent_organization_id = t.id
              where t.depth < 32
            )
            select exists (select 1 from tree where id = ${candidateId}::uuid) as found`,
      );
      return row?.found ?? false;
    },

    /** What still refers to an organization, counted in one round trip. */
    async countDependents(organizationId: string): Promise<OrganizationDependents> {
      const [row] = await queryRows<Record<keyof OrganizationDependents, number | string>>(
        tx,
        sql`select
              (select count(*) from user_profiles where organization_id = ${organizationId}) as users,
              (select count(*) from loans where organization_id = ${organizationId}) as loans,
              (select count(*) from organizations where parent_organization_id = ${organizationId})
                as child_organizations,
              (select count(*) from customers where organization_id = ${organizationId}) as customers,
              (select count(*) from debt_collectors where organization_id = ${organizationId})
                as collectors`,
      );
      return {
        users: Number(row?.users ?? 0),
        loans: Number(row?.loans ?? 0),
        child_organizations: Number(row?.child_organizations ?? 0),
        customers: Number(row?.customers ?? 0),
        collectors: Number(row?.collectors ?? 0),
      };
    },
  };
}
