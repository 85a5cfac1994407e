import { calendarDayIn, MAX_MESSAGE_ATTEMPTS, messageRetryDelayMs } from '@lendline/core';
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
import { MISDATED_OPEN_LOANS } from '../ledger/check-ledger.ts';

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

const RECEIPT_SECRET = 'receipt-secret-0123456789';
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
      MESSAGE_WEBHOOK_RECEIPT_SECRET: RECEIPT_SECRET,
    },
    // The loans' oldest unpaid dates are set by hand (a loan so many days behind).
    ledgerCheck: { except: [MISDATED_OPEN_LOANS] },
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

/** The loan's one message, with what the retries and receipts change. */
async function messageOf(loanId: string) {
  const [message] = await queryRows<{
    id: string;
    status: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: string | Date;
    delivered_at: string | Date | null;
    body: string;
  }>(
    ownerConnection(testApp.database),
    sql`select id, status, attempts, last_error, next_attempt_at, delivered_at, body
        from customer_messages where loan_id = ${loanId}`,
  );
  return message!;
}

const auditCount = async (entityId: string, action: string) => {
  const [row] = await queryRows<{ count: number }>(
    ownerConnection(testApp.database),
    sql`select count(*)::int as count from audit_logs
        where entity_id = ${entityId} and action = ${action}`,
  );
  return row!.count;
};

/** Kolkata is UTC+05:30 all year: the instant of a local day and time there. */
const kolkata = (day: string, time: string) =>
  new Date(new Date(`${day}T${time}:00.000Z`).getTime() - 330 * 60_000);

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

describe('deleting templates and rules', () => {
  it('refuses a template a rule uses, naming the rule; deletes both in turn, audited', async () => {
    const { loanId } = await overdueLoan(3);
    const templateId = await smsTemplate('Soon gone', 'Hi {{customer_name}}, soon gone', 'en');
    const ruleId = await rule(templateId, { name: 'Uses soon gone' });
    await admin('POST', '/reminder-rules/run');
    const refused = await admin('DELETE', `/notification-templates/${templateId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This template is in use by reminder rules (Uses soon gone): give them another template or delete them first',
    );
    expect((await manager('DELETE', `/reminder-rules/${ruleId}`)).statusCode).toBe(403);
    expect((await beaconAdmin('DELETE', `/reminder-rules/${ruleId}`)).statusCode).toBe(404);

    const deletedRule = await admin('DELETE', `/reminder-rules/${ruleId}`);
    expect(deletedRule.statusCode).toBe(200);
    expect(deletedRule.json().message).toBe('Reminder rule deleted');
    const rules = (await admin('GET', '/reminder-rules')).json().data as { id: string }[];
    expect(rules.some((listed) => listed.id === ruleId)).toBe(false);
    expect(await auditCount(ruleId, 'delete')).toBe(1);

    expect((await beaconAdmin('DELETE', `/notification-templates/${templateId}`)).statusCode).toBe(
      404,
    );
    const deleted = await admin('DELETE', `/notification-templates/${templateId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Template deleted');
    expect(await auditCount(templateId, 'delete')).toBe(1);
    expect((await admin('DELETE', `/notification-templates/${templateId}`)).statusCode).toBe(404);
    // The message the rule queued keeps its text, in the log as in the table.
    expect((await messageOf(loanId)).body).toBe('Hi {{customer_name}}, soon gone');
    const log = (await admin('GET', '/customer-messages')).json().data as {
      loan_id: string;
      body: string;
    }[];
    expect(log.find((message) => message.loan_id === loanId)?.body).toMatch(
      /^Hi Asha Reminder \d+, soon gone$/,
    );
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

  it('retries a failed message by hand: queued now, delivered, audited; refuses others', async () => {
    const { loanId } = await overdueLoan(3);
    await rule(await smsTemplate('Retry by hand', 'Hi {{customer_name}}'));
    gateway.status = 503;
    await admin('POST', '/reminder-rules/run');
    const { id } = await messageOf(loanId);
    await ownerConnection(testApp.database).execute(
      sql`update customer_messages set status = 'failed', attempts = ${MAX_MESSAGE_ATTEMPTS}
          where id = ${id}`,
    );
    expect((await manager('POST', `/customer-messages/${id}/retry`)).statusCode).toBe(403);
    expect((await beaconAdmin('POST', `/customer-messages/${id}/retry`)).statusCode).toBe(404);
    gateway.status = 200;
    const retried = await admin('POST', `/customer-messages/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      message: 'Message queued to be sent again',
      customer_message: { id, status: 'delivered', attempts: 1 },
    });
    expect(await auditCount(id, 'retry')).toBe(1);
    const again = await admin('POST', `/customer-messages/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a failed message can be sent again');
  });

  it('retries by hand after the rule’s quiet hours when asked inside them', async () => {
    const { loanId } = await overdueLoan(3);
    const ruleId = await rule(await smsTemplate('Retry quiet', 'Hi {{customer_name}}'));
    gateway.status = 503;
    await admin('POST', '/reminder-rules/run');
    const { id } = await messageOf(loanId);
    const now = testApp.clock.now;
    const localHour = new Date(now.getTime() + 330 * 60_000).getUTCHours();
    const start = `${String(localHour).padStart(2, '0')}:00`;
    const endHour = (localHour + 1) % 24;
    const end = `${String(endHour).padStart(2, '0')}:00`;
    await admin('PATCH', `/reminder-rules/${ruleId}`, {
      quiet_hours_start: start,
      quiet_hours_end: end,
    });
    await ownerConnection(testApp.database).execute(
      sql`update customer_messages set status = 'failed' where id = ${id}`,
    );
    const retried = (await admin('POST', `/customer-messages/${id}/retry`)).json();
    const today = calendarDayIn('Asia/Kolkata', now);
    const endsAt = new Date(kolkata(today, start).getTime() + 3_600_000);
    expect(retried.customer_message).toMatchObject({
      status: 'queued',
      attempts: 0,
      next_attempt_at: endsAt.toISOString(),
    });
    expect(gateway.received).toHaveLength(1);
  });

  it('moves automatic retries out of the rule’s quiet hours, across midnight too', async () => {
    const { loanId } = await overdueLoan(3);
    const ruleId = await rule(await smsTemplate('Quiet retries', 'Hi {{customer_name}}'));
    gateway.status = 503;
    await admin('POST', '/reminder-rules/run');
    const { id } = await messageOf(loanId);
    const owner = ownerConnection(testApp.database);
    // Only this message is due in these rounds.
    await owner.execute(
      sql`update customer_messages set status = 'cancelled' where status = 'queued' and id <> ${id}`,
    );
    const transports = { provider: createWebhookProvider({ url: gateway.url }), email: null };
    const delay = messageRetryDelayMs(2);
    const retryAt = async (quiet: [string, string], now: Date) => {
      await owner.execute(sql`update reminder_rules set quiet_hours_start = ${quiet[0]},
          quiet_hours_end = ${quiet[1]} where id = ${ruleId}`);
      await owner.execute(sql`update customer_messages set status = 'queued', attempts = 1,
          next_attempt_at = '2000-01-01T00:00:00Z' where id = ${id}`);
      await deliverDueMessages(testApp.database, { transports, now: () => now });
      const message = await messageOf(loanId);
      expect(message).toMatchObject({ status: 'queued', attempts: 2 });
      return new Date(message.next_attempt_at).toISOString();
    };
    // 23:00 in Kolkata, quiet 22:00–06:00: the next morning at 06:00.
    expect(await retryAt(['22:00', '06:00'], kolkata('2026-12-01', '23:00'))).toBe(
      kolkata('2026-12-02', '06:00').toISOString(),
    );
    // 02:00, the same window: 06:00 that day.
    expect(await retryAt(['22:00', '06:00'], kolkata('2026-12-02', '02:00'))).toBe(
      kolkata('2026-12-02', '06:00').toISOString(),
    );
    // 21:59 + 2 minutes falls into the window: moved too.
    expect(await retryAt(['22:00', '06:00'], kolkata('2026-12-01', '21:59'))).toBe(
      kolkata('2026-12-02', '06:00').toISOString(),
    );
    // Outside the window: the plain back-off.
    const noon = kolkata('2026-12-02', '12:00');
    expect(await retryAt(['22:00', '06:00'], noon)).toBe(
      new Date(noon.getTime() + delay).toISOString(),
    );
    // A window within a day, 13:00–15:00, at 14:00: 15:00 the same day.
    expect(await retryAt(['13:00', '15:00'], kolkata('2026-12-02', '14:00'))).toBe(
      kolkata('2026-12-02', '15:00').toISOString(),
    );
  });

  it('takes delivery receipts from the gateway with the shared secret', async () => {
    const first = await overdueLoan(3);
    const second = await overdueLoan(3);
    await rule(await smsTemplate('Receipts', 'Hi {{customer_name}}'));
    await admin('POST', '/reminder-rules/run');
    const owner = ownerConnection(testApp.database);
    const one = await messageOf(first.loanId);
    const two = await messageOf(second.loanId);
    // The gateway took them without saying they arrived.
    await owner.execute(sql`update customer_messages set status = 'sent', delivered_at = null,
        provider_message_id = 'gw-' || id::text where id in (${one.id}, ${two.id})`);
    const receipts = (body: object, secret: string | null = RECEIPT_SECRET) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/customer-messages/receipts',
        headers: secret ? { authorization: `Bearer ${secret}` } : {},
        payload: body,
      });
    expect((await receipts({ id: one.id, status: 'delivered' }, null)).statusCode).toBe(401);
    expect((await receipts({ id: one.id, status: 'delivered' }, 'wrong')).statusCode).toBe(401);
    expect((await receipts({ id: one.id, status: 'read' })).statusCode).toBe(400);
    expect((await receipts({ status: 'delivered' })).statusCode).toBe(400);
    expect((await messageOf(first.loanId)).status).toBe('sent');

    const single = await receipts({ id: one.id, status: 'delivered' });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual({ updated: 1, ignored: 0 });
    expect(await messageOf(first.loanId)).toMatchObject({ status: 'delivered' });
    expect((await messageOf(first.loanId)).delivered_at).not.toBeNull();

    const batch = await receipts({
      receipts: [
        { provider_message_id: `gw-${two.id}`, status: 'failed', reason: '  Handset off  ' },
        { id: '00000000-0000-4000-8000-000000000000', status: 'delivered' },
        { id: one.id, status: 'failed', reason: 'late' },
      ],
    });
    expect(batch.json()).toEqual({ updated: 1, ignored: 2 });
    expect(await messageOf(second.loanId)).toMatchObject({
      status: 'failed',
      last_error: 'Handset off',
    });
    expect((await messageOf(first.loanId)).status).toBe('delivered');

    // Guessing the secret is limited per address.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await receipts({ id: one.id, status: 'delivered' }, 'guess')).statusCode);
    }
    expect(statuses).toContain(429);
    expect((await receipts({ id: one.id, status: 'delivered' })).statusCode).toBe(200);

    // An instance without the secret has no receipts route.
    const config = testApp.app.config as { MESSAGE_WEBHOOK_RECEIPT_SECRET?: string };
    config.MESSAGE_WEBHOOK_RECEIPT_SECRET = undefined;
    try {
      expect((await receipts({ id: one.id, status: 'delivered' })).statusCode).toBe(404);
    } finally {
      config.MESSAGE_WEBHOOK_RECEIPT_SECRET = RECEIPT_SECRET;
    }
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
