import type { Role } from '@lendline/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { outboxEmails, userProfiles, userRoles, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Inserts a user straight into the database (for fixtures the API would take many calls for). */
export async function insertUser(
  database: Database,
  user: {
    email: string;
    firstName?: string;
    lastName?: string;
    phone?: string | null;
    employeeId?: string | null;
    organizationId: string;
    role?: Role | null;
    status?: 'pending' | 'active' | 'suspended' | 'inactive';
    createdAt?: Date;
  },
): Promise<string> {
  return runSystem(ownerConnection(database), async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: user.email, password_hash: 'not a real hash' })
      .returning({ id: users.id });
    const id = created!.id;
    await tx.insert(userProfiles).values({
      user_id: id,
      first_name: user.firstName ?? 'Test',
      last_name: user.lastName ?? 'User',
      phone: user.phone ?? null,
      employee_id: user.employeeId ?? null,
      organization_id: user.organizationId,
      status: user.status ?? 'active',
      created_at: user.createdAt ?? new Date(),
    });
    if (user.role !== null) {
      await tx.insert(userRoles).values({
        user_id: id,
        role: user.role ?? 'loan_officer',
        organization_id: user.organizationId,
      });
    }
    return id;
  });
}

/** The newest outbox e-mail to an address (read as the system). */
export async function latestEmailTo(database: Database, address: string) {
  const [row] = await ownerConnection(database)
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to_address, address))
    .orderBy(sql`${outboxEmails.created_at} desc`)
    .limit(1);
  return row ?? null;
}

/** The token in an invitation e-mail's link. */
export function tokenFromEmail(text: string): string {
  const match = /\/auth\/complete-setup\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`No setup link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

export function requestAs(testApp: TestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
}

export { organizationIdByName, userIdByEmail } from '../../testing/demo-lookups.ts';
