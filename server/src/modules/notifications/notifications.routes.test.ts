import { calendarDayIn, MAX_MESSAGE_ATTEMPTS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { insertPendingRequest } from '../approvals/approvals-test-helpers.ts';
import { organizationIdByName, userIdByEmail } from '../../testing/demo-lookups.ts';
import { lendingCallers, registerCustomer, type Caller } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { deliverDueMessages } from '../../jobs/deliver-messages.ts';
import { notifyCollectionAlerts } from '../../jobs/notify-collection-alerts.ts';
import { createWebhookProvider } from './message-providers.ts';

/** A local HTTP server standing in for the SMS gateway: never the internet in tests. */
interface Gateway {
  url: string;
  received: { authorization?: string; body: Record<string, string> }[];
  /** The status the next requests get (200 by default). */
  status: number;
  server: Server;
}

async function startGateway(): Promise<Gateway> {
  const gateway = { received: [], status: 200 } as unknown as Gateway;
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as Record<string, string>;
  };
  gateway.server = createServer((request, response) => {
    void readBody(request).then((body) => {
      gateway.received.push({ authorization: request.headers.authorization, body });
      response.statusCode = gateway.status;
      response.setHeader('content-type', 'application/json');
      response.end(
        gateway.status === 200
          ? JSON.stringify({ status: 'delivered', id: `gw-${gateway.received.length}` })
          : JSON.stringify({ error: 'gateway down' }),
      );
    });
  });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/sms`;
  return gateway;
}

let testApp: TestApp;
let gateway: Gateway;
let admin: Caller;
let manager: Caller;
let beaconAdmin: Caller;
let officer: Caller;
let acme: string;
const callers = lendingCallers(() => testApp);

beforeAll(async () => {
  gateway = await startGateway();
  testApp = await buildTestApp({
    env: {
      MESSAGE_PROVIDER: 'webhook',
      MESSAGE_WEBHOOK_URL: gateway.url,
      MESSAGE_WEBHOOK_TOKEN: 'test-token',
    },
  });
  await callers.signIn(
    'admin@acme.test',
    'manager@acme.test',
    'admin@beacon.test',
    'officer@acme.test',
  );
  admin = callers.as('admin@acme.test');
  manager = callers.as('manager@acme.test');
  beaconAdmin = callers.as('admin@beacon.test');
  officer = callers.as('officer@acme.test');
  acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
  // Only this file's rules and loans send: the demo's rules (none) and messages are cleared.
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => gateway.server.close(resolve));
});
beforeEach(async () => {
  gateway.status = 200;
  gateway.received.length = 0;
  // Each test starts with no active rule and no loan behind, so only its own rule and loans send.
  await ownerConnection(testApp.database).execute(sql`update reminder_rules set is_active = false`);
  await ownerConnection(testApp.database).execute(
    sql`update loans set next_due_date = current_date + 365 where next_due_date is not null`,
  );
});

let serial = 0;
/** A disbursed Acme loan whose oldest unpaid instalment was `daysOverdue` days ago. */
async function overdueLoan(
  daysOverdue: number,
): Promise<{ loanId: string; customerId: string; behind: () => Promise<void> }> {
  serial += 1;
  const customerId = await registerCustomer(manager, {
    firstName: 'Asha',
    lastName: `Reminder ${serial}`,
    phone: `+91 98220 ${String(30_000 + serial).padStart(5, '0')}`,
  });
  const applied = await manager('POST', '/loans', {
    customer_id: customerId,
    principal_amount: 10_000,
  });
  const loanId = applied.json().loan.id as string;
  const disbursed = await manager('POST', `/loans/${loanId}/disburse`, { method: 'cash' });
  expect(disbursed.statusCode).toBe(200);
  const today = calendarDayIn('Asia/Kolkata', testApp.clock.now);
  const behind = async () => {
    await ownerConnection(testApp.database).execute(
      sql`update loans set next_due_date = ${today}::date - ${daysOverdue}::int where id = ${loanId}`,
    );
  };
  await behind();
  return { loanId, customerId, behind };
}

async function smsTemplate(name: string, body: string, language = 'hi'): Promise<string> {
  const response = await admin('POST', '/notification-templates', {
    name,
    channel: 'sms',
    language,
    body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().template.id;
}

async function rule(templateId: string, extra: object = {}): Promise<string> {
  const response = await admin('POST', '/reminder-rules', {
    name: `Rule ${(serial += 1)}`,
    trigger: 'days_overdue',
    min_days_overdue: 3,
    max_days_overdue: 3,
    cadence_days: 1,
    template_id: templateId,
    stop_on_payment: true,
    is_active: true,
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json().rule.id;
}

const messagesOf = (loanId: string) =>
  queryRows<{ status: string; attempts: number; last_error: string | null }>(
    ownerConnection(testApp.database),
    sql`select status, attempts, last_error from customer_messages where loan_id = ${loanId}`,
  );

describe('message templates', () => {
  it('refuses an unknown variable with the field and the variable named', async () => {
    const response = await admin('POST', '/notification-templates', {
      name: 'Wrong',
      channel: 'sms',
      language: 'en',
      body: 'Dear {{customer}}, pay {{amount_due}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.body).toEqual(['Unknown variable: customer']);
  });

  it('refuses a second template of the same name (409) and audits the first', async () => {
    await smsTemplate('Twice', 'Hello {{customer_name}}', 'en');
    const again = await admin('POST', '/notification-templates', {
      name: 'Twice',
      channel: 'whatsapp',
      language: 'en',
      body: 'x',
    });
    expect(again.statusCode).toBe(409);
    const [audit] = await queryRows<{ count: number }>(
      ownerConnection(testApp.database),
      sql`select count(*)::int as count from audit_logs
          where entity_type = 'message_template' and new_values->>'name' = 'Twice'`,
    );
    expect(audit!.count).toBe(1);
  });

  it('previews a template with the real figures of a chosen loan', async () => {
    const { loanId } = await overdueLoan(3);
    const [loan] = await queryRows<{ loan_number: string }>(
      ownerConnection(testApp.database),
      sql`select loan_number from loans where id = ${loanId}`,
    );
    const response = await admin('POST', '/notification-templates/preview', {
      loan_id: loanId,
      language: 'en',
      body: '{{customer_name}} owes {{amount_due}} on {{loan_number}} — {{organization}}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toBe(
      `Asha Reminder ${serial} owes ₹100.00 on ${loan!.loan_number} — Acme Microfinance`,
    );
  });

  it('keeps templates to their organization and to settings holders', async () => {
    const id = await smsTemplate('Acme only', 'Hi {{customer_name}}', 'sw');
    const foreign = await beaconAdmin('PATCH', `/notification-templates/${id}`, { body: 'x' });
    expect(foreign.statusCode).toBe(404);
    const listed = (await beaconAdmin('GET', '/notification-templates')).json();
    expect(listed.data.some((template: { id: string }) => template.id === id)).toBe(false);
    expect((await manager('POST', '/notification-templates', {})).statusCode).toBe(403);
  });
});

describe('reminder rules', () => {
  it('queue a 3-days-overdue reminder in Hindi, send it to the gateway once a day', async () => {
    const { loanId } = await overdueLoan(3);
    const { loanId: notYet } = await overdueLoan(2);
    await rule(await smsTemplate('Hindi overdue', 'नमस्ते {{customer_name}}, {{loan_number}} बकाया'));
    const run = await admin('POST', '/reminder-rules/run');
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    expect(await messagesOf(loanId)).toEqual([
      { status: 'delivered', attempts: 1, last_error: null },
    ]);
    expect(await messagesOf(notYet)).toEqual([]);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]!.authorization).toBe('Bearer test-token');
    expect(gateway.received[0]!.body.body).toMatch(/^नमस्ते Asha Reminder \d+, LN/);
    // The same day again: nothing more.
    expect((await admin('POST', '/reminder-rules/run')).json().queued).toBe(0);
    expect(gateway.received).toHaveLength(1);
  });

  it('wait through quiet hours in the organization’s timezone', async () => {
    const { loanId } = await overdueLoan(3);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(testApp.clock.now);
    const hour = Number(local.slice(0, 2));
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String((hour + 1) % 24).padStart(2, '0')}:00`;
    await rule(await smsTemplate('Quiet', 'Hi {{customer_name}}'), {
      quiet_hours_start: start,
      quiet_hours_end: end,
    });
    expect((await admin('POST', '/reminder-rules/run')).json().queued).toBe(0);
    expect(await messagesOf(loanId)).toEqual([]);
  });

  it('honour an opt-out, recorded with who and when', async () => {
    const { loanId, customerId } = await overdueLoan(3);
    const optOut = await manager('PUT', `/customers/${customerId}/message-opt-out`, {
      opted_out: true,
      reason: 'Asked at the branch',
    });
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json()).toMatchObject({
      messages_opted_out: true,
      opted_out_by_name: expect.stringMatching(/\w/),
    });
    await rule(await smsTemplate('Opt-out check', 'Hi {{customer_name}}'));
    await admin('POST', '/reminder-rules/run');
    expect(await messagesOf(loanId)).toEqual([]);
    expect(
      (await beaconAdmin('PUT', `/customers/${customerId}/message-opt-out`, { opted_out: false }))
        .statusCode,
    ).toBe(404);
  });

  it('stop when the customer pays, unless the rule says otherwise', async () => {
    const { loanId, behind } = await overdueLoan(10);
    const paid = await manager('POST', `/loans/${loanId}/payments`, {
      amount: 100,
      payment_method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
    // Still ten days behind after a part payment.
    await behind();
    const templateId = await smsTemplate('Paid check', 'Hi {{customer_name}}');
    await rule(templateId, { min_days_overdue: 1, max_days_overdue: null, cadence_days: 3 });
    await admin('POST', '/reminder-rules/run');
    expect(await messagesOf(loanId)).toEqual([]);
    await rule(templateId, {
      min_days_overdue: 1,
      max_days_overdue: null,
      cadence_days: 3,
      stop_on_payment: false,
    });
    await admin('POST', '/reminder-rules/run');
    expect((await messagesOf(loanId)).map((message) => message.status)).toEqual(['delivered']);
  });
});

describe('delivery', () => {
  it('retries a failing provider with back-off, then fails with the reason', async () => {
    const { loanId } = await overdueLoan(3);
    await rule(await smsTemplate('Failing', 'Hi {{customer_name}}'));
    gateway.status = 503;
    expect((await admin('POST', '/reminder-rules/run')).json()).toMatchObject({
      queued: 1,
      sent: 0,
      failed: 0,
    });
    expect(await messagesOf(loanId)).toEqual([
      {
        status: 'queued',
        attempts: 1,
        last_error: expect.stringContaining('Provider answered 503'),
      },
    ]);
    const transports = {
      provider: createWebhookProvider({ url: gateway.url }),
      email: null,
    };
    let now = testApp.clock.now.getTime();
    // Not yet due: the first retry waits a minute.
    await deliverDueMessages(testApp.database, { transports, now: () => new Date(now + 30_000) });
    expect((await messagesOf(loanId))[0]!.attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_MESSAGE_ATTEMPTS; attempt += 1) {
      now += 3_600_000;
      await deliverDueMessages(testApp.database, { transports, now: () => new Date(now) });
    }
    expect(await messagesOf(loanId)).toEqual([
      {
        status: 'failed',
        attempts: MAX_MESSAGE_ATTEMPTS,
        last_error: expect.stringContaining('Provider answered 503'),
      },
    ]);
    const log = (await admin('GET', '/customer-messages?status=failed')).json();
    expect(log.data.some((message: { loan_id: string }) => message.loan_id === loanId)).toBe(true);
    expect((await beaconAdmin('GET', '/customer-messages?status=failed')).json().total).toBe(0);
  });

  it('shows a customer’s history to staff who read customers', async () => {
    const { customerId } = await overdueLoan(3);
    await rule(await smsTemplate('History', 'Hi {{customer_name}}'));
    await admin('POST', '/reminder-rules/run');
    const history = (await officer('GET', `/customers/${customerId}/messages`)).json();
    const name = history.data[0].customer_name as string;
    const searched = (
      await admin('GET', `/customer-messages?search=${encodeURIComponent(name)}`)
    ).json();
    expect(searched.data.map((message: { customer_id: string }) => message.customer_id)).toEqual([
      customerId,
    ]);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ channel: 'sms', status: 'delivered' });
    expect(history.data[0].body).toContain('Hi Asha Reminder');
  });
});

describe('staff notifications', () => {
  it('tell a requester their request was decided and keep the feed to them', async () => {
    const officerId = await userIdByEmail(testApp.database, 'officer@acme.test');
    const adminId = await userIdByEmail(testApp.database, 'admin@acme.test');
    const requestId = await insertPendingRequest(testApp.database, {
      organizationId: acme,
      requestedBy: officerId,
      approverId: adminId,
    });
    const before = (await officer('GET', '/notifications')).json().unread as number;
    expect((await admin('POST', `/approvals/${requestId}/reject`, {})).statusCode).toBe(200);
    const feed = (await officer('GET', '/notifications')).json();
    expect(feed.unread).toBe(before + 1);
    expect(feed.data[0]).toMatchObject({
      kind: 'approval_decided',
      title: 'notifications.feed.approval_rejected',
      link: '/approvals',
      read_at: null,
    });
    const id = feed.data[0].id as string;
    expect((await admin('POST', `/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await beaconAdmin('POST', `/notifications/${id}/read`)).statusCode).toBe(404);
    const read = await officer('POST', `/notifications/${id}/read`);
    expect(read.json()).toEqual({ unread: before });
    expect((await officer('GET', '/notifications?unread=true')).json().data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await officer('POST', '/notifications/read-all')).json()).toEqual({ unread: 0 });
  });
});

describe('the collection alerts notice', () => {
  it('tells the staff who assign collection work, once a day per organization', async () => {
    const { loanId } = await overdueLoan(10);
    const owner = ownerConnection(testApp.database);
    await owner.execute(sql`update loans set status = 'overdue' where id = ${loanId}`);
    await owner.execute(
      sql`delete from organization_daily_runs where job = 'collection_alerts_notice'`,
    );
    const [overdue] = await queryRows<{ loans: number }>(
      owner,
      sql`select count(*)::int as loans from loans
          where organization_id = ${acme} and status = 'overdue' and remaining_amount > 0`,
    );
    const latest = async (caller: Caller) =>
      ((await caller('GET', '/notifications')).json().data as { kind: string; values: object }[])
        .filter((item) => item.kind === 'collections_alert')
        .at(0);
    expect(await notifyCollectionAlerts(owner, testApp.clock.now)).toBeGreaterThan(0);
    expect(await latest(manager)).toMatchObject({ values: { count: overdue!.loans } });
    expect(await latest(admin)).toMatchObject({ values: { count: overdue!.loans } });
    // A loan officer does not assign collection work.
    expect(await latest(officer)).toBeUndefined();
    expect(await notifyCollectionAlerts(owner, testApp.clock.now)).toBe(0);
  });
});
