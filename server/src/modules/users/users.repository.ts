import {
  LIST_FALLBACK_ROLE,
  phoneSearchDigits,
  ROLES,
  type Role,
  type User,
  type UserListQuery,
  type UserStatus,
} from '@lendline/core';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import type { DataScope } from '../../db/scope.ts';
import { organizations, userProfiles, userRoles, users } from '../../db/schema/index.ts';

const KNOWN_ROLES = new Set<string>(ROLES);

/** Roles in order of position (first = primary); json so both drivers parse it alike. */
const rolesOfProfile = sql<
  string[]
>`coalesce((select json_agg(${userRoles.role} order by ${userRoles.position}, ${userRoles.role}) from ${userRoles} where ${userRoles.user_id} = ${userProfiles.user_id}), '[]'::json)`;

const userSelection = {
  profile: userProfiles,
  email: users.email,
  organization_name: organizations.name,
  organization_type: organizations.organization_type,
  roles: rolesOfProfile,
};

type UserRow = {
  profile: typeof userProfiles.$inferSelect;
  email: string;
  organization_name: string | null;
  organization_type: string | null;
  roles: string[];
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toUser(row: UserRow): User {
  const { profile } = row;
  const roles = row.roles.filter((role): role is Role => KNOWN_ROLES.has(role));
  return {
    user_id: profile.user_id,
    email: row.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    employee_id: profile.employee_id,
    organization_id: profile.organization_id,
    organization_name: row.organization_name,
    organization_type: row.organization_type,
    status: profile.status as UserStatus,
    role: roles[0] ?? LIST_FALLBACK_ROLE,
    roles,
    invited_by: profile.invited_by,
    invited_at: iso(profile.invited_at),
    activated_at: iso(profile.activated_at),
    blocked_at: iso(profile.blocked_at),
    blocked_by: profile.blocked_by,
    blocked_reason: profile.blocked_reason,
    created_at: profile.created_at.toISOString(),
  };
}

/**
 * The scope bound into every query: row-level security filters as well, this keeps the
 * intent visible and lets the planner use the organization index.
 */
function inScope(scope: DataScope): SQL | undefined {
  if (scope.allOrganizations) return undefined;
  if (scope.organizationIds.length === 0) return sql`false`;
  return inArray(userProfiles.organization_id, [...scope.organizationIds]);
}

/** `%text%` with LIKE's own wildcards escaped, so a search for '50%' means the characters. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type UserListFilter = Pick<UserListQuery, 'search' | 'status' | 'organization_id'>;

function listFilter(scope: DataScope, query: UserListFilter) {
  const conditions: (SQL | undefined)[] = [inScope(scope)];
  // Narrows within the scope above, never past it.
  if (query.organization_id) {
    conditions.push(eq(userProfiles.organization_id, query.organization_id));
  }
  if (query.status) conditions.push(eq(userProfiles.status, query.status));
  if (query.search) {
    const pattern = containing(query.search);
    // A term typed as a phone ('98200 00105') also matches the phone's digits.
    const digits = phoneSearchDigits(query.search);
    conditions.push(
      or(
        ilike(userProfiles.first_name, pattern),
        ilike(userProfiles.last_name, pattern),
        ilike(userProfiles.phone, pattern),
        ilike(userProfiles.employee_id, pattern),
        digits
          ? sql`regexp_replace(${userProfiles.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : undefined,
      ),
    );
  }
  return and(...conditions);
}

export async function countUsers(
  executor: Executor,
  scope: DataScope,
  query: UserListFilter,
): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(userProfiles)
    .where(listFilter(scope, query));
  return row?.value ?? 0;
}

/** One page of users, newest first (user_id breaks ties so pages never overlap). */
export async function listUsers(
  executor: Executor,
  scope: DataScope,
  query: UserListFilter & { page: number; page_size: number },
): Promise<User[]> {
  const rows = await executor
    .select(userSelection)
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.user_id))
    .leftJoin(organizations, eq(organizations.id, userProfiles.organization_id))
    .where(listFilter(scope, query))
    .orderBy(desc(userProfiles.created_at), desc(userProfiles.user_id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return rows.map(toUser);
}

/** A user in scope, or null (another organization's user is simply not found). */
export async function findUserInScope(
  executor: Executor,
  scope: DataScope,
  userId: string,
): Promise<User | null> {
  const [row] = await executor
    .select(userSelection)
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.user_id))
    .leftJoin(organizations, eq(organizations.id, userProfiles.organization_id))
    .where(and(eq(userProfiles.user_id, userId), inScope(scope)));
  return row ? toUser(row) : null;
}

/** An organization in scope (id and name), or null. */
export async function findOrganizationInScope(
  executor: Executor,
  scope: DataScope,
  organizationId: string,
) {
  const [row] = await executor
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.id, organizationId),
        scope.allOrganizations ? undefined : inArray(organizations.id, [...scope.organizationIds]),
      ),
    );
  return row ?? null;
}

/** Makes `role` the user's only role in `organizationId` at position 0 (spec part 1 §4). */
export async function replacePrimaryRole(
  executor: Executor,
  options: { userId: string; oldRole: Role | null; newRole: Role; organizationId: string },
) {
  const replaced = [options.newRole, ...(options.oldRole ? [options.oldRole] : [])];
  await executor
    .delete(userRoles)
    .where(and(eq(userRoles.user_id, options.userId), inArray(userRoles.role, replaced)));
  await executor.insert(userRoles).values({
    user_id: options.userId,
    role: options.newRole,
    organization_id: options.organizationId,
    position: 0,
  });
}

/** The users queries bound to a request context's transaction (docs/decisions/0017). */
export function usersRepository(tx: Tx) {
  return {
    count: (scope: DataScope, query: UserListFilter) => countUsers(tx, scope, query),
    list: (scope: DataScope, query: UserListFilter & { page: number; page_size: number }) =>
      listUsers(tx, scope, query),
    findInScope: (scope: DataScope, userId: string) => findUserInScope(tx, scope, userId),
    findOrganizationInScope: (scope: DataScope, organizationId: string) =>
      findOrganizationInScope(tx, scope, organizationId),
    replacePrimaryRole: (options: Parameters<typeof replacePrimaryRole>[1]) =>
      replacePrimaryRole(tx, options),
  };
}
