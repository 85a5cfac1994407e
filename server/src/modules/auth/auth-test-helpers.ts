import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { latestEmailTo } from '../users/users-test-helpers.ts';

export { latestEmailTo };

/** A sign-up body; `extra` overrides or adds fields. */
export const newcomer = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Str0ng pass!',
  first_name: 'Nisha',
  last_name: 'Rao',
  ...extra,
});

export function publicRequests(testApp: TestApp) {
  const post = (url: string, payload: object, remoteAddress = '10.50.0.1') =>
    testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
  return {
    signUp: (payload: object, remoteAddress?: string) =>
      post('/auth/sign-up', payload, remoteAddress),
    verifyEmail: (token: string, remoteAddress?: string) =>
      post('/auth/verify-email', { token }, remoteAddress),
    signIn: (email: string, password: string, remoteAddress?: string) =>
      post('/auth/sign-in', { email, password }, remoteAddress),
    completeSetup: (token: string, password: string, remoteAddress?: string) =>
      post('/auth/complete-setup', { token, password }, remoteAddress),
  };
}

/** The token in a verification e-mail's link. */
export function verificationTokenFromEmail(text: string): string {
  const match = /\/auth\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`No verification link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** The token of the newest verification e-mail sent to an address. */
export async function latestVerificationToken(testApp: TestApp, email: string) {
  const message = await latestEmailTo(testApp.database, email);
  if (!message) throw new Error(`No e-mail to ${email}`);
  return verificationTokenFromEmail(message.text_body);
}

/** The `count` column of a `select count(*)::int as count …` query. */
export const countRows = async (testApp: TestApp, query: SQL) =>
  (await queryRows<{ count: number }>(ownerConnection(testApp.database), query))[0]!.count;

export const auditRowsFor = (testApp: TestApp, entityId: string) =>
  queryRows<{
    action: string;
    entity_type: string;
    organization_id: string | null;
    user_id: string | null;
    user_role: string | null;
    new_values: Record<string, unknown> | null;
    reason: string | null;
  }>(
    ownerConnection(testApp.database),
    sql`select action, entity_type, organization_id, user_id, user_role, new_values, reason
        from audit_logs where entity_id = ${entityId} order by created_at, action`,
  );

/** The newest sign-up request's id for an e-mail. */
export async function signUpRequestIdOf(testApp: TestApp, email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    ownerConnection(testApp.database),
    sql`select id from sign_up_requests where email = ${email} order by created_at desc limit 1`,
  );
  if (!row) throw new Error(`No sign-up request for ${email}`);
  return row.id;
}
