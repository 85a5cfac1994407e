import { calendarDayIn, type Role } from '@lendline/core';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { generateTodaysEntries } from '../../modules/collections/generate-entries.ts';
import type { ApiRoute } from '../../plugins/auth.ts';
import { organizationIdByName, userIdByEmail } from '../demo-lookups.ts';
import { buildTestApp, loginAs, type TestApp } from '../test-app.ts';
import { createRoleUsers } from './fixtures.ts';
import { createTestCustomer } from '../factories/index.ts';

/** Signed in besides the role users: the other tenant, a branch, and the platform. */
export const DEMO_CALLERS = [
  'admin@beacon.test',
  'officer@beacon.test',
  'branch.manager@acme.test',
  'owner@lendline.test',
] as const;

type Send = (
  route: Pick<ApiRoute, 'method' | 'url'>,
  options: { url?: string; cookie?: string; payload?: unknown },
) => Promise<LightMyRequestResponse>;

/** Who sends an organization's id that is not theirs, what is theirs, and what is not. */
export interface ForeignOrganizationCaller {
  email: string;
  own: { organizations: string; users: string };
  foreign: string[];
}

export interface RouteSuite {
  testApp: TestApp;
  routes: ApiRoute[];
  send: Send;
  /** Cookie header by e-mail: every role user and every DEMO_CALLERS user is signed in. */
  cookies: Record<string, string>;
  /** One user per role in ROLES, each holding only that role, in Acme. */
  roleEmails: Record<Role, string>;
  organization: { acme: string; acmeNorth: string; beacon: string; platform: string };
  /** An Acme entity per path prefix: what the Beacon admin must never reach. */
  acmeEntity: Record<string, string>;
  foreignOrganizationCallers: ForeignOrganizationCaller[];
  session(cookie: string): Promise<{ roles: Role[]; organization_ids: string[] }>;
}

/**
 * The app on a fresh seeded database, prepared for the route-generated suites through SQL and
 * HTTP only, so the suites do not depend on how routes and services are written.
 */
export async function setUpRouteSuite(
  options: Parameters<typeof buildTestApp>[0] = {},
): Promise<RouteSuite> {
  const testApp = await buildTestApp(options);
  try {
    return await prepare(testApp);
  } catch (error) {
    await testApp.close();
    throw error;
  }
}

async function prepare(testApp: TestApp): Promise<RouteSuite> {
  const database = testApp.database;
  const send: Send = (route, options) =>
    testApp.app.inject({
      method: route.method as 'GET',
      url: options.url ?? route.url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
  const organization = {
    acme: await organizationIdByName(database, 'Acme Microfinance'),
    acmeNorth: await organizationIdByName(database, 'Acme North Branch'),
    beacon: await organizationIdByName(database, 'Beacon Lending'),
    platform: await organizationIdByName(database, 'Lendline Platform'),
  };
  await onACollectionDay(testApp);
  const roleEmails = await createRoleUsers(database, {
    organizationId: organization.acme,
    passwordOf: 'admin@acme.test',
  });
  const emails = [...Object.values(roleEmails), ...DEMO_CALLERS];
  const signedIn = await Promise.all(emails.map((email) => loginAs(testApp.app, email)));
  const cookies = Object.fromEntries(emails.map((email, index) => [email, signedIn[index]!]));
  // Every tenant gets an outbox e-mail, so the outbox list is checked with rows in it.
  await invite(send, cookies[roleEmails.organization_admin]!, organization.acme);
  await invite(send, cookies['admin@beacon.test']!, organization.beacon);
  // Every tenant gets failed sign-ins (and so a security event) and an emergency grant, so the
  // Security tab's lists are checked with rows in them.
  await securityRows(testApp, organization);
  const userId = (email: string) => userIdByEmail(database, email);
  return {
    testApp,
    routes: testApp.app.apiRoutes,
    send,
    cookies,
    roleEmails,
    organization,
    acmeEntity: await acmeEntities(testApp, organization.acme),
    foreignOrganizationCallers: [
      {
        email: 'admin@beacon.test',
        own: { organizations: organization.beacon, users: await userId('officer@beacon.test') },
        foreign: [organization.acme, organization.acmeNorth],
      },
      {
        email: roleEmails.organization_admin,
        own: { organizations: organization.acme, users: await userId('officer@acme.test') },
        foreign: [organization.beacon],
      },
      // The same tenant, outside an 'own' data scope: the parent of the caller's branch.
      {
        email: 'branch.manager@acme.test',
        own: {
          organizations: organization.acmeNorth,
          users: await userId('branch.manager@acme.test'),
        },
        foreign: [organization.acme],
      },
    ],
    session: async (cookie) =>
      (await send({ method: 'GET', url: '/api/v1/auth/session' }, { cookie })).json(),
  };
}

async function securityRows(
  testApp: TestApp,
  organization: { acme: string; beacon: string },
): Promise<void> {
  for (const [domain, organizationId] of [
    ['acme', organization.acme],
    ['beacon', organization.beacon],
  ] as const) {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: `officer@${domain}.test`, password: 'not the password' },
      });
    }
    const officer = await userIdByEmail(testApp.database, `officer@${domain}.test`);
    const admin = await userIdByEmail(testApp.database, `admin@${domain}.test`);
    await ownerConnection(testApp.database).execute(sql`insert into emergency_access_grants
        (organization_id, target_user_id, granted_by, permissions, reason, duration_hours, expires_at)
        values (${organizationId}, ${officer}, ${admin}, array['loans:approve'], 'Month end', 1,
          now() + interval '1 hour')`);
  }
}

async function invite(send: Send, cookie: string, organizationId: string) {
  const response = await send(
    { method: 'POST', url: '/api/v1/users/invite' },
    {
      cookie,
      payload: {
        first_name: 'Listed',
        last_name: 'Invitee',
        email: `listed.invitee@${organizationId.slice(0, 8)}.test`,
        organization_id: organizationId,
        role: 'loan_officer',
      },
    },
  );
  if (response.statusCode !== 201) throw new Error(`Invite failed: ${response.body}`);
}

async function acmeEntities(testApp: TestApp, acme: string): Promise<Record<string, string>> {
  const db = ownerConnection(testApp.database);
  const officer = await userIdByEmail(testApp.database, 'officer@acme.test');
  const first = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(db, query))[0]?.id;
  const customer = await createTestCustomer(testApp.database, {
    first_name: 'Acme',
    last_name: 'Customer',
    organization_id: acme,
  });
  // Expiring this week: the alerts list has a row to show.
  const [document] = await queryRows<{ id: string }>(
    db,
    sql`insert into documents (organization_id, entity_type, entity_id, document_type, file_name,
          content_type, size_bytes, sha256, storage_key, uploaded_by, expires_at)
        values (${acme}, 'customer', ${customer.id}, 'identity_proof', 'Acme-id.pdf',
          'application/pdf', 10, ${'0'.repeat(64)}, 'isolation-test-key', ${officer},
          current_date + 3)
        returning id`,
  );
  const [loan] = await queryRows<{ id: string }>(
    db,
    sql`insert into loans (organization_id, loan_number, customer_id, principal_amount,
          upfront_interest_percent, upfront_interest_amount, disbursed_amount, remaining_amount,
          daily_interest_rate, max_repayment_days, daily_repayment_amount, total_interest,
          total_repayable, instalment_count, last_instalment_amount, status, created_by)
        values (${acme}, 'LN-ISOLATION-1', ${customer.id}, 10000, 20, 2000, 8000, 10000, 0.2, 100,
          100, 2000, 10000, 100, 100, 'pending', ${officer})
        returning id`,
  );
  // A loan in collection, disbursed through the API so the journal has it, for the lists of
  // loans being collected (GET /payments/schedule).
  const manager = await loginAs(testApp.app, 'manager@acme.test');
  const applied = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/loans',
    headers: { cookie: manager },
    payload: { customer_id: customer.id, principal_amount: 10_000 },
  });
  const disbursed = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/loans/${applied.json().loan?.id}/disburse`,
    headers: { cookie: manager },
    payload: { method: 'cash' },
  });
  if (disbursed.statusCode !== 200) throw new Error(`Disburse: ${disbursed.body}`);
  // A promise to pay on it, for the lists of promises.
  const promised = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/loans/${applied.json().loan?.id}/promises`,
    headers: { cookie: manager },
    payload: { amount: 10, promised_date: calendarDayIn('Asia/Kolkata', testApp.clock.now) },
  });
  if (promised.statusCode !== 201) throw new Error(`Promise: ${promised.body}`);
  const [payment] = await queryRows<{ id: string }>(
    db,
    sql`insert into loan_payments (organization_id, loan_id, customer_id, amount, status,
          payment_date, created_by)
        values (${acme}, ${loan!.id}, ${customer.id}, 100, 'pending', current_date, ${officer})
        returning id`,
  );
  const template = await first(
    sql`insert into message_templates (organization_id, name, channel, language, body)
        values (${acme}, 'Isolation template', 'sms', 'en', 'Hello {{customer_name}}')
        returning id`,
  );
  // A notification for every Acme user, and a message to the customer: the lists have rows.
  await db.execute(
    sql`insert into notifications (organization_id, user_id, kind, title)
        select distinct ${acme}::uuid, ur.user_id, 'approval_decided',
          'notifications.feed.approval_rejected'
        from user_roles ur where ur.organization_id = ${acme}`,
  );
  // Failed, so POST /customer-messages/:id/retry has one to send again.
  const customerMessage = await first(
    sql`insert into customer_messages (organization_id, customer_id, language, template_values,
          channel, to_address, body, status, attempts, last_error)
        values (${acme}, ${customer.id}, 'en', ${JSON.stringify({
          customer_name: 'Acme Customer',
          amount_due_paise: 10_000,
          due_date: null,
          loan_number: 'LN-ISOLATION-1',
          organization: 'Acme Microfinance',
          collector_phone: null,
          currency: 'INR',
        })}::jsonb, 'sms', '+919822000000', 'Hello {{customer_name}}', 'failed', 5,
          'Provider answered 503')
        returning id`,
  );
  const entities: Record<string, string | undefined> = {
    organizations: acme,
    'customer-messages': customerMessage,
    'notification-templates': template,
    'reminder-rules': await first(
      sql`insert into reminder_rules (organization_id, name, trigger, min_days_overdue,
            cadence_days, template_id, is_active)
          values (${acme}, 'Isolation rule', 'days_overdue', 3, 1, ${template}, false)
          returning id`,
    ),
    // The officer's own notification: another tenant's caller must not reach it.
    notifications: await first(
      sql`insert into notifications (organization_id, user_id, kind, title)
          values (${acme}, ${officer}, 'approval_decided', 'notifications.feed.approval_approved')
          returning id`,
    ),
    users: officer,
    collectors: await first(
      sql`select id from debt_collectors where organization_id = ${acme} limit 1`,
    ),
    approvals: await first(
      sql`select id from approval_requests where organization_id = ${acme} limit 1`,
    ),
    'audit-logs': await first(
      sql`select id from audit_logs where organization_id = ${acme} limit 1`,
    ),
    customers: customer.id,
    documents: document!.id,
    loans: loan!.id,
    payments: payment!.id,
    collections: await first(
      sql`select id from daily_collection_entries where organization_id = ${acme} limit 1`,
    ),
    // A draft: every risk-profile route reaches its service with it (the fuzz suite edits it).
    'risk-profiles': await first(
      sql`select id from risk_profiles
          where organization_id = ${acme} and assessment_status = 'draft' limit 1`,
    ),
    'enhanced-risk-profiles': await first(
      sql`select id from enhanced_risk_profiles where organization_id = ${acme} limit 1`,
    ),
    // A session of the officer's that no caller of the suite uses (ending it breaks nothing).
    sessions: await first(
      sql`insert into user_sessions (token_hash, user_id, expires_at)
          values (md5(random()::text), ${officer}, now() + interval '1 day') returning id`,
    ),
    // An Acme automated report, paused (the list of schedules shows it; nothing sends it).
    schedule: await first(
      sql`insert into automated_reports (organization_id, name, report_type, schedule, recipients,
            is_active, created_by)
          select ${acme}, 'portfolio_summary', 'portfolio_summary', 'weekly', '{admin@acme.test}',
            false, u.id
          from users u where u.email = 'admin@acme.test' returning id`,
    ),
    // An Acme admin's finished export: /reports/exports/:id and its file.
    reports: await first(
      sql`insert into report_exports (organization_id, user_id, report_key, format, status,
            file_name, storage_key)
          select ${acme}, u.id, 'customer_list', 'csv', 'ready', 'customer_list.csv',
            '00/00000000-0000-4000-8000-000000000001'
          from users u where u.email = 'admin@acme.test' returning id`,
    ),
    'emergency-access': await first(
      sql`insert into emergency_access_grants (organization_id, target_user_id, granted_by,
            permissions, reason, duration_hours, expires_at)
          select ${acme}, ${officer}, u.id, '{loans:read}', 'isolation check', 1,
            now() + interval '1 hour'
          from users u where u.email = 'admin@acme.test' returning id`,
    ),
  };
  for (const [prefix, id] of Object.entries(entities)) {
    if (!id) throw new Error(`The demo data has no Acme ${prefix} to test isolation with`);
  }
  return entities as Record<string, string>;
}

/**
 * The lists are checked with rows in them: the demo seed writes today's collection entries, but
 * a weekend or a holiday has none, so the suite's day moves back to the latest day that has some.
 */
async function onACollectionDay(testApp: TestApp): Promise<void> {
  const owner = ownerConnection(testApp.database);
  for (let daysBack = 0; daysBack <= 7; daysBack += 1) {
    const written = await runSystem(owner, (tx) => generateTodaysEntries(tx, testApp.clock.now));
    const [row] = await queryRows<{ entries: number }>(
      owner,
      sql`select count(*)::int as entries from daily_collection_entries e
          join organizations o on o.id = e.organization_id
          where e.collection_date = (${testApp.clock.now.toISOString()}::timestamptz
            at time zone o.timezone)::date`,
    );
    if (written > 0 || (row?.entries ?? 0) > 0) return;
    testApp.clock.now = new Date(testApp.clock.now.getTime() - 86_400_000);
  }
  throw new Error('No collection day in the last week has collection entries');
}
