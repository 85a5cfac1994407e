import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { organizations, users } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { ownerConnection } from '../db/system.ts';

export async function organizationIdByName(database: Database, name: string): Promise<string> {
  const [row] = await ownerConnection(database)
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  if (!row) throw new Error(`No organization named ${name}`);
  return row.id;
}

export async function userIdByEmail(database: Database, email: string): Promise<string> {
  const [row] = await ownerConnection(database)
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export type Requester = ReturnType<typeof requestAs>;

/** A caller bound to one session: `as('POST', '/collectors', body)`. */
export function requestAs(testApp: TestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
}
