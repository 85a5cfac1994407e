import type { Organization, OrganizationDependents, OrganizationListQuery } from '@lendline/core';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { organizations } from '../../db/schema/index.ts';

const parent = alias(organizations, 'parent_organization');

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  organization_type: organizations.organization_type,
  parent_organization_id: organizations.parent_organization_id,
  parent_organization_name: parent.name,
  timezone: organizations.timezone,
  currency: organizations.currency,
  default_phone_country: organizations.default_phone_country,
  is_active: organizations.is_active,
  is_blocked: organizations.is_blocked,
  blocked_reason: organizations.blocked_reason,
  blocked_at: organizations.blocked_at,
  blocked_by: organizations.blocked_by,
  created_at: organizations.created_at,
  updated_at: organizations.updated_at,
};

type OrganizationRow = {
  [K in keyof typeof organizationColumns]: (typeof organizationColumns)[K]['_']['data'] | null;
};

function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id!,
    name: row.name!,
    organization_type: row.organization_type!,
    parent_organization_id: row.parent_organization_id,
    parent_organization_name: row.parent_organization_name,
    timezone: row.timezone!,
    currency: row.currency!,
    default_phone_country: row.default_phone_country!,
    is_active: row.is_active!,
    is_blocked: row.is_blocked!,
    blocked_reason: row.blocked_reason,
    blocked_at: iso(row.blocked_at),
    blocked_by: row.blocked_by,
    created_at: row.created_at!.toISOString(),
    updated_at: row.updated_at!.toISOString(),
  };
}

/** Spec part 1 §5: lists drop organizations with an empty id, name or organization_type. */
const isListable = sql`${organizations.id} is not null
  and btrim(coalesce(${organizations.name}, '')) <> ''
  and btrim(coalesce(${organizations.organization_type}, '')) <> ''`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One page of organizations. `visibleIds` null means every organization (platform owner);
 * row-level security applies as well.
 */
export async function selectOrganizations(
  executor: Executor,
  options: { visibleIds: readonly string[] | null; query: OrganizationListQuery },
): Promise<{ rows: Organization[]; total: number }> {
  const { query } = options;
  const conditions: SQL[] = [isListable];
  if (options.visibleIds !== null) {
    if (options.visibleIds.length === 0) return { rows: [], total: 0 };
    conditions.push(inArray(organizations.id, [...options.visibleIds]));
  }
  if (query.search) conditions.push(ilike(organizations.name, `%${escapeLike(query.search)}%`));
  if (query.is_active !== undefined) conditions.push(eq(organizations.is_active, query.is_active));
  if (query.is_blocked !== undefined) {
    conditions.push(eq(organizations.is_blocked, query.is_blocked));
  }
  const where = and(...conditions);
  const sortColumn = query.sort === 'name' ? organizations.name : organizations.created_at;
  const direction = query.order === 'asc' ? asc : desc;

  const rows = await executor
    .select(organizationColumns)
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.parent_organization_id))
    .where(where)
    .orderBy(direction(sortColumn), asc(organizations.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [totalRow] = await executor.select({ value: count() }).from(organizations).where(where);
  return { rows: rows.map(toOrganization), total: totalRow?.value ?? 0 };
}

export async function findOrganizationById(
  executor: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Organization | null> {
  const select = executor
    .select(organizationColumns)
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.parent_organization_id))
    .where(eq(organizations.id, id));
  const [row] = options.forUpdate
    ? await select.for('update', { of: organizations })
    : await select;
  return row ? toOrganization(row) : null;
}

/** The ids of the direct children of an organization. */
export async function selectChildOrganizationIds(
  executor: Executor,
  organizationId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.parent_organization_id, organizationId));
  return rows.map((row) => row.id);
}

/** True when `candidateId` is `organizationId` itself or one of its descendants. */
export async function isSelfOrDescendant(
  executor: Executor,
  organizationId: string,
  candidateId: string,
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    executor,
    sql`with recursive tree(id, depth) as (
          select ${organizationId}::uuid, 0
          union all
          select o.id, t.depth + 1 from organizations o join tree t on o.parent_organization_id = t.id
          where t.depth < 32
        )
        select exists (select 1 from tree where id = ${candidateId}::uuid) as found`,
  );
  return row?.found ?? false;
}

/** What still refers to an organization, counted in one round trip. */
export async function countOrganizationDependents(
  executor: Executor,
  organizationId: string,
): Promise<OrganizationDependents> {
  const [row] = await queryRows<Record<keyof OrganizationDependents, number | string>>(
    executor,
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
}
