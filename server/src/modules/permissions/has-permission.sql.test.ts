import { ACTIONS, RESOURCES, ROLES, holdsPermission, type Role } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { userProfiles, userRoles, users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

// has_permission (drizzle/0001_tenant_security.sql) answers from role_permissions, which
// migrate.ts copies from core's matrix; these tests hold the two sides to the same answers.

let database: Database;
let organizationIdByName: Map<string, string>;
const organizationId = (name: string) => organizationIdByName.get(name)!;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await queryRows<{ id: string; name: string }>(
    ownerConnection(database),
    sql`select id, name from organizations`,
  );
  organizationIdByName = new Map(rows.map((row) => [row.name, row.id]));
});
afterAll(() => database.close());

/** Creates a user in an organization with the roles in order, as the system. */
async function createUser(options: {
  roles: readonly Role[];
  status?: 'pending' | 'active' | 'suspended' | 'inactive';
  organization?: string;
  withProfile?: boolean;
}): Promise<string> {
  const organization = organizationId(options.organization ?? 'Acme Microfinance');
  return runSystem(ownerConnection(database), async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: `parity-${randomUUID()}@acme.test`, password_hash: 'not a hash' })
      .returning({ id: users.id });
    const userId = user!.id;
    if (options.withProfile ?? true) {
      await tx.insert(userProfiles).values({
        user_id: userId,
        first_name: 'Parity',
        last_name: 'Check',
        organization_id: organization,
        status: options.status ?? 'active',
      });
    }
    if (options.roles.length > 0) {
      await tx.insert(userRoles).values(
        options.roles.map((role, position) => ({
          user_id: userId,
          role,
          organization_id: organization,
          position,
        })),
      );
    }
    return userId;
  });
}

async function demoUserId(email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    ownerConnection(database),
    sql`select id from users where email = ${email}`,
  );
  return row!.id;
}

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** Every resource:action the SQL function grants the user with an empty context, in one query. */
async function sqlGrants(userId: string): Promise<string[]> {
  const rows = await queryRows<{ permission: string; allowed: boolean }>(
    ownerConnection(database),
    sql`select r.resource || ':' || a.action as permission,
          has_permission(${userId}::uuid, r.resource, a.action, '{}'::jsonb) as allowed
        from unnest(${textArray(RESOURCES)}::text[]) as r(resource)
        cross join unnest(${textArray(ACTIONS)}::text[]) as a(action)`,
  );
  expect(rows).toHaveLength(RESOURCES.length * ACTIONS.length);
  return rows
    .filter((row) => row.allowed)
    .map((row) => row.permission)
    .sort();
}

function coreGrants(roles: readonly Role[]): string[] {
  return RESOURCES.flatMap((resource) =>
    ACTIONS.filter((action) => holdsPermission(roles, resource, action)).map(
      (action) => `${resource}:${action}`,
    ),
  ).sort();
}

/** has_permission for one resource:action in each of the named organizations. */
async function sqlAnswersIn(
  userId: string,
  permission: { resource: string; action: string },
  organizationNames: readonly string[],
): Promise<Record<string, boolean>> {
  const rows = await queryRows<{ name: string; allowed: boolean }>(
    ownerConnection(database),
    sql`select o.name,
          has_permission(${userId}::uuid, ${permission.resource}, ${permission.action},
            jsonb_build_object('organizationId', o.id)) as allowed
        from organizations o
        where o.name = any(${textArray(organizationNames.map((name) => `"${name}"`))}::text[])`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.allowed]));
}

describe('has_permission matches core’s matrix', () => {
  it.each(ROLES)('grants the single role %s exactly what holdsPermission grants', async (role) => {
    const userId = await createUser({ roles: [role] });
    expect(await sqlGrants(userId)).toEqual(coreGrants([role]));
  });

  it('grants a user with several roles the union of their grants', async () => {
    const roles: Role[] = ['loan_officer', 'collection_agent', 'auditor'];
    const userId = await createUser({ roles });
    expect(await sqlGrants(userId)).toEqual(coreGrants(roles));
  });

  it('grants nothing to a user without a role', async () => {
    const userId = await createUser({ roles: [] });
    expect(await sqlGrants(userId)).toEqual([]);
  });
});

describe('has_permission and the organization scope', () => {
  const everyOrganization = [
    'Lendline Platform',
    'Acme Microfinance',
    'Acme North Branch',
    'Beacon Lending',
  ];
  const readLoans = { resource: 'loans', action: 'read' };

  it('lets an organization admin act in their organization and its child, not in another', async () => {
    const userId = await demoUserId('admin@acme.test');
    expect(await sqlAnswersIn(userId, readLoans, everyOrganization)).toEqual({
      'Lendline Platform': false,
      'Acme Microfinance': true,
      'Acme North Branch': true,
      'Beacon Lending': false,
    });
  });

  it('lets the platform owner act in every organization', async () => {
    const userId = await demoUserId('owner@lendline.test');
    const answers = await sqlAnswersIn(userId, readLoans, everyOrganization);
    expect(Object.values(answers)).toEqual([true, true, true, true]);
  });

  it('keeps a manager to their own organization, not its child', async () => {
    const userId = await demoUserId('manager@acme.test');
    expect(await sqlAnswersIn(userId, readLoans, everyOrganization)).toEqual({
      'Lendline Platform': false,
      'Acme Microfinance': true,
      'Acme North Branch': false,
      'Beacon Lending': false,
    });
  });

  it('keeps a branch manager out of the parent organization', async () => {
    const userId = await demoUserId('branch.manager@acme.test');
    const answers = await sqlAnswersIn(userId, readLoans, [
      'Acme Microfinance',
      'Acme North Branch',
    ]);
    expect(answers).toEqual({ 'Acme Microfinance': false, 'Acme North Branch': true });
  });

  it('refuses a permission the role lacks even in the user’s own organization', async () => {
    const userId = await demoUserId('manager@acme.test');
    const answers = await sqlAnswersIn(userId, { resource: 'users', action: 'create' }, [
      'Acme Microfinance',
    ]);
    expect(answers).toEqual({ 'Acme Microfinance': false });
  });

  it('treats an empty organizationId as no organization', async () => {
    const userId = await demoUserId('manager@acme.test');
    const [row] = await queryRows<{ allowed: boolean }>(
      ownerConnection(database),
      sql`select has_permission(${userId}::uuid, 'loans', 'read', '{"organizationId": ""}'::jsonb) as allowed`,
    );
    expect(row!.allowed).toBe(true);
  });
  it('answers false, not an error, for a malformed organizationId', async () => {
    const userId = await demoUserId('manager@acme.test');
    const [row] = await queryRows<{ allowed: boolean }>(
      ownerConnection(database),
      sql`select has_permission(${userId}::uuid, 'loans', 'read', '{"organizationId": "not-a-uuid"}'::jsonb) as allowed`,
    );
    expect(row!.allowed).toBe(false);
  });
});

describe('has_permission and the user’s status', () => {
  it.each(['suspended', 'pending', 'inactive'] as const)(
    'grants nothing to a %s user, whatever their roles',
    async (status) => {
      const userId = await createUser({ roles: ['platform_super_admin'], status });
      expect(await sqlGrants(userId)).toEqual([]);
    },
  );

  it('grants nothing to a user without a profile', async () => {
    const userId = await createUser({ roles: ['platform_super_admin'], withProfile: false });
    expect(await sqlGrants(userId)).toEqual([]);
  });
});
