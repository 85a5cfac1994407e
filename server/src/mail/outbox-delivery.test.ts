import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import {
  latestEmailTo,
  organizationIdByName,
  requestAs,
  tokenFromEmail,
} from '../modules/users/users-test-helpers.ts';
import { deliverDueEmails, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './deliver-outbox.ts';
import { ownerConnection } from '../db/system.ts';
import { reportFileStorage } from '../modules/reports/report-file-storage.ts';
import { newStorageKey } from '../storage/document-storage.ts';
import { kickOutboxDelivery } from './outbox-worker.ts';
import { MAX_MESSAGE_ATTEMPTS, messageRetryDelayMs } from '@lendline/core';
import { queryRows } from '../db/query-rows.ts';
import { deliverDueMessages } from '../jobs/deliver-messages.ts';
import { createSmtpSender } from './smtp-transport.ts';

interface ReceivedMessage {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
// Report attachments live in the file storage under DATA_DIR: a folder of this test's own.
const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
const received: ReceivedMessage[] = [];
let testApp: TestApp;
let asAcmeAdmin: ReturnType<typeof requestAs>;
let acmeId: string;

/** Quoted-printable soft breaks and escapes, so the test reads the message as written. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await buildTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Lendline <invites@lendline.test>',
      PUBLIC_URL: 'https://lendline.example',
      DATA_DIR: dataDir,
    },
  });
  asAcmeAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
});
afterAll(async () => {
  await testApp?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const invite = (email: string) =>
  asAcmeAdmin('POST', '/users/invite', {
    first_name: 'Mail',
    last_name: 'Test',
    email,
    organization_id: acmeId,
    role: 'field_agent',
  });

describe('outbox delivery over SMTP', () => {
  it('sends the invitation e-mail through the SMTP server right after the invite commits', async () => {
    expect((await invite('smtp.invitee@acme.test')).statusCode).toBe(201);
    const message = await waitFor(() =>
      received.find((item) => item.to.includes('smtp.invitee@acme.test')),
    );
    expect(message.from).toBe('invites@lendline.test');
    const data = decodeQuotedPrintable(message.data);
    expect(data).toMatch(/Subject: .*Acme Microfinance/);
    expect(data).toContain('https://lendline.example/auth/complete-setup?token=');

    const row = await waitFor(async () => {
      const email = await latestEmailTo(testApp.database, 'smtp.invitee@acme.test');
      return email?.status === 'sent' ? email : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    // The link in the delivered message is the one the outbox holds, and it works.
    const token = tokenFromEmail(row.text_body);
    expect(data).toContain(token);
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/auth/invitations/${token}`,
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('attaches a report file from the file storage to the e-mail it sends', async () => {
    const key = newStorageKey(randomUUID());
    await reportFileStorage(dataDir).put(key, Buffer.from('Loan number,Amount\r\nLN-1,40\r\n'));
    await ownerConnection(testApp.database).execute(
      sql`insert into outbox_emails (organization_id, to_address, subject, text_body,
          attachment_storage_key, attachment_name, attachment_content_type, next_attempt_at)
        values (${acmeId}, 'report.reader@acme.test', 'Repayment register: Acme Microfinance',
          'The attached file', ${key}, 'repayment_register.csv', 'text/csv; charset=utf-8',
          ${testApp.clock.now.toISOString()}::timestamptz)`,
    );
    kickOutboxDelivery(testApp.database);
    const message = await waitFor(() =>
      received.find((item) => item.to.includes('report.reader@acme.test')),
    );
    expect(message.data).toMatch(
      /Content-Disposition: attachment;\s*filename=repayment_register\.csv/,
    );
    const encoded = Buffer.from('Loan number,Amount\r\nLN-1,40\r\n').toString('base64');
    expect(message.data.replace(/\r?\n/g, '')).toContain(encoded);
  });

  it('keeps a refused e-mail pending with the error and a back-off, then marks it failed', async () => {
    expect((await invite('bounce.me@acme.test')).statusCode).toBe(201);
    const first = await waitFor(async () => {
      const email = await latestEmailTo(testApp.database, 'bounce.me@acme.test');
      return email && email.attempts > 0 ? email : undefined;
    });
    expect(first.status).toBe('pending');
    expect(first.last_error).toContain('Mailbox unavailable');
    expect(first.next_attempt_at.getTime() - testApp.clock.now.getTime()).toBe(retryDelayMs(1));

    // Not due yet: a run now leaves it alone.
    const send = async () => {
      throw new Error('still refused');
    };
    const options = { send, from: 'x@lendline.test', now: () => testApp.clock.now };
    await deliverDueEmails(testApp.database, options);
    expect((await latestEmailTo(testApp.database, 'bounce.me@acme.test'))?.attempts).toBe(1);

    const startedAt = testApp.clock.now;
    try {
      for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
        testApp.clock.now = new Date(testApp.clock.now.getTime() + retryDelayMs(attempt - 1));
        await deliverDueEmails(testApp.database, options);
      }
    } finally {
      testApp.clock.now = startedAt;
    }
    const last = await latestEmailTo(testApp.database, 'bounce.me@acme.test');
    expect(last?.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(last?.status).toBe('failed');
    expect(last?.last_error).toBe('still refused');
  });

  it('sends nothing for an invite that was refused (the outbox write rolled back)', async () => {
    const before = received.length;
    const rowsFor = () =>
      ownerConnection(testApp.database)
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to_address, 'manager@acme.test'));
    // The manager's own invitation, from when the demo was seeded.
    const seeded = (await rowsFor()).length;
    const response = await invite('manager@acme.test');
    expect(response.statusCode).toBe(409);
    expect(await rowsFor()).toHaveLength(seeded);
    expect(received.length).toBe(before);
  });
});

describe('customer e-mail reminders over SMTP', () => {
  /** A queued e-mail reminder to `to`, due a year from the test clock (the worker waits). */
  async function queueEmailReminder(to: string): Promise<{ id: string; dueAt: Date }> {
    const dueAt = new Date(testApp.clock.now.getTime() + 365 * 86_400_000);
    const [row] = await queryRows<{ id: string }>(
      ownerConnection(testApp.database),
      sql`insert into customer_messages (organization_id, customer_id, language, template_values,
            channel, to_address, subject, body, status, next_attempt_at)
          select c.organization_id, c.id, 'en', ${JSON.stringify({
            customer_name: 'Asha Rao',
            amount_due_paise: 125_050,
            due_date: '2026-12-01',
            loan_number: 'LN-SMTP-1',
            organization: 'Acme Microfinance',
            collector_phone: null,
            currency: 'INR',
          })}::jsonb, 'email', ${to}, 'Payment due on {{loan_number}}',
            'Dear {{customer_name}}, {{amount_due}} is due on {{due_date}}.', 'queued',
            ${dueAt.toISOString()}::timestamptz
          from customers c where c.organization_id = ${acmeId} limit 1
          returning id`,
    );
    return { id: row!.id, dueAt };
  }

  const messageRow = async (id: string) => {
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      ownerConnection(testApp.database),
      sql`select status, attempts, last_error from customer_messages where id = ${id}`,
    );
    return row!;
  };

  it('sends a queued e-mail reminder through the real SMTP transport, then retries a refused one until it fails', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const sender = createSmtpSender(`smtp://127.0.0.1:${port}`);
    const transports = {
      provider: null,
      email: { send: sender.send, from: 'Lendline <reminders@lendline.test>' },
    };
    try {
      const { id, dueAt } = await queueEmailReminder('asha.rao@example.test');
      const before = received.length;
      const report = await deliverDueMessages(testApp.database, { transports, now: () => dueAt });
      expect(report).toMatchObject({ sent: 1, failed: 0 });
      expect(await messageRow(id)).toEqual({ status: 'sent', attempts: 1, last_error: null });
      const mail = received
        .slice(before)
        .find((message) => message.to[0] === 'asha.rao@example.test');
      expect(mail?.from).toBe('reminders@lendline.test');
      const text = decodeQuotedPrintable(mail!.data);
      expect(text).toContain('Subject: Payment due on LN-SMTP-1');
      expect(text).toContain('Dear Asha Rao');
      expect(text).toContain('is due on');

      const refused = await queueEmailReminder('bounce.reminder@example.test');
      let now = refused.dueAt.getTime();
      await deliverDueMessages(testApp.database, { transports, now: () => new Date(now) });
      expect(await messageRow(refused.id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        last_error: expect.stringContaining('Mailbox unavailable'),
      });
      for (let attempt = 2; attempt <= MAX_MESSAGE_ATTEMPTS; attempt += 1) {
        now += messageRetryDelayMs(attempt - 1);
        await deliverDueMessages(testApp.database, { transports, now: () => new Date(now) });
      }
      expect(await messageRow(refused.id)).toMatchObject({
        status: 'failed',
        attempts: MAX_MESSAGE_ATTEMPTS,
        last_error: expect.stringContaining('Mailbox unavailable'),
      });
    } finally {
      sender.close();
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ]);
  });
});
