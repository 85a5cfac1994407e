import type { NavigationCounts, ReportSchedule } from '@lendline/core';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection } from '../db/system.ts';
import { deliverDueEmails } from '../mail/deliver-outbox.ts';
import type { OutgoingEmail } from '../mail/smtp-transport.ts';
import { reportFileStorage, readStoredFile } from '../modules/reports/report-file-storage.ts';
import { lendingCallers } from '../testing/lending.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { runDueReportSchedules } from './run-report-schedules.ts';

let testApp: TestApp;
let dataDir: string;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const storage = () => reportFileStorage(dataDir);
const run = () =>
  runDueReportSchedules(testApp.database, { now: testApp.clock.now, storage: storage() });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'report-schedules-'));
  testApp = await buildTestApp({ env: { DATA_DIR: dataDir } });
  await signIn('manager@acme.test', 'admin@beacon.test');
}, 60_000);
afterAll(() => testApp.close());

interface QueuedEmail {
  to_address: string;
  subject: string;
  attachment_storage_key: string | null;
  attachment_name: string | null;
}
const reportEmails = () =>
  queryRows<QueuedEmail>(
    ownerConnection(testApp.database),
    sql`select to_address, subject, attachment_storage_key, attachment_name from outbox_emails
      where attachment_storage_key is not null order by created_at, to_address`,
  );
const counts = async () =>
  (await manager()('GET', '/navigation/counts')).json() as NavigationCounts;

describe('automated reports', () => {
  let schedule: ReportSchedule;

  it('schedules a weekly portfolio report to staff, counted on the Reports badge', async () => {
    const before = (await counts()).reports_scheduled;
    const response = await manager()('POST', '/reports/schedules', {
      report_key: 'portfolio_summary',
      frequency: 'weekly',
      recipients: ['admin@acme.test', 'Manager@acme.test'],
    });
    expect(response.statusCode, response.body).toBe(201);
    schedule = response.json() as ReportSchedule;
    expect(schedule).toMatchObject({
      report_key: 'portfolio_summary',
      frequency: 'weekly',
      format: 'xlsx',
      recipients: ['admin@acme.test', 'manager@acme.test'],
      is_active: true,
      next_run_at: testApp.clock.now.toISOString(),
    });
    expect((await counts()).reports_scheduled).toBe(before + 1);
    const listed = await manager()('GET', '/reports/schedules');
    expect(listed.json().data.map((item: ReportSchedule) => item.id)).toContain(schedule.id);
    // Another tenant does not see it.
    const beacon = await as('admin@beacon.test')('GET', '/reports/schedules');
    expect(beacon.json().data.map((item: ReportSchedule) => item.id)).not.toContain(schedule.id);
  });

  it('refuses a recipient who is not staff of the organization', async () => {
    const response = await manager()('POST', '/reports/schedules', {
      report_key: 'portfolio_summary',
      frequency: 'daily',
      recipients: ['someone@example.com'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Recipients must be staff of your organization: someone@example.com',
    );
  });

  it('refuses a schedule of a report the user may not export', async () => {
    const response = await manager()('POST', '/reports/schedules', {
      report_key: 'audit_extract',
      frequency: 'daily',
      recipients: ['manager@acme.test'],
    });
    expect(response.statusCode).toBe(403);
  });

  it('sends the report once when two instances run the schedules together', async () => {
    const sent = await Promise.all([run(), run()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    const emails = await reportEmails();
    expect(emails.map((email) => email.to_address)).toEqual([
      'admin@acme.test',
      'manager@acme.test',
    ]);
    expect(emails[0]!.subject).toBe('Portfolio summary: Acme Microfinance');
    expect(emails[0]!.attachment_name).toMatch(/^portfolio_summary-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await run()).toBe(0);
    const [next] = await queryRows<{ next_run_at: Date; dow: number; local_time: string }>(
      ownerConnection(testApp.database),
      sql`select s.next_run_at, extract(isodow from s.next_run_at at time zone o.timezone)::int as dow,
          to_char(s.next_run_at at time zone o.timezone, 'HH24:MI') as local_time
        from automated_reports s join organizations o on o.id = s.organization_id
        where s.id = ${schedule.id}`,
    );
    // Next Monday, at midnight in the organization's timezone.
    expect(new Date(next!.next_run_at).getTime()).toBeGreaterThan(testApp.clock.now.getTime());
    expect([next!.dow, next!.local_time]).toEqual([1, '00:00']);
  });

  it('attaches the report file to the e-mail the outbox delivers', async () => {
    const outgoing: OutgoingEmail[] = [];
    await deliverDueEmails(testApp.database, {
      send: async (email) => {
        outgoing.push(email);
      },
      from: 'reports@lendline.test',
      now: () => testApp.clock.now,
      readAttachment: (key) => readStoredFile(storage(), key),
    });
    const withFile = outgoing.filter((email) => email.attachments?.length);
    expect(withFile).toHaveLength(2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(withFile[0]!.attachments![0]!.content as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().filter(Boolean);
    expect((values[0] as unknown[])[1]).toBe('Acme Microfinance');
    // The title lines, an empty row (not listed), the headings, then the branch's row.
    expect((values[5] as unknown[])[1]).toBe('Organization');
    expect((values[6] as unknown[])[1]).toBe('Acme Microfinance');
  });

  it('catches a missed run up once after a restart, however many periods passed', async () => {
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 22 * 86_400_000);
    // The sessions of three weeks ago have expired.
    await signIn('manager@acme.test');
    const before = (await reportEmails()).length;
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect((await reportEmails()).length).toBe(before + 2);
  });

  it('pauses and resumes a schedule', async () => {
    const before = (await counts()).reports_scheduled;
    const paused = await manager()('PATCH', `/reports/schedules/${schedule.id}`, {
      is_active: false,
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().is_active).toBe(false);
    expect((await counts()).reports_scheduled).toBe(before - 1);
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 8 * 86_400_000);
    expect(await run()).toBe(0);
    await signIn('manager@acme.test');
    const resumed = await manager()('PATCH', `/reports/schedules/${schedule.id}`, {
      is_active: true,
    });
    expect(resumed.json().is_active).toBe(true);
    // The run that fell due while it was paused goes out once.
    expect(await run()).toBe(1);
    const audited = await queryRows<{ action: string }>(
      ownerConnection(testApp.database),
      sql`select action from audit_logs where entity_type = 'automated_reports'
        and entity_id = ${schedule.id} order by created_at, chain_position nulls last`,
    );
    expect(audited.map((row) => row.action)).toEqual(['create', 'pause', 'resume']);
  });

  it('retries a failed run with back-off, then tells the schedule’s owner in the feed', async () => {
    const created = await manager()('POST', '/reports/schedules', {
      report_key: 'repayment_register',
      frequency: 'monthly',
      recipients: ['manager@acme.test'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const failing = {
      ...storage(),
      put: () => Promise.reject(new Error('The disk is full')),
    };
    const failedNotices = async () =>
      ((await manager()('GET', '/notifications')).json().data as { kind: string }[]).filter(
        (notice) => notice.kind === 'report_failed',
      ).length;
    const state = async () =>
      (
        await queryRows<{ last_error: string | null; next_run_at: Date; failed_runs: number }>(
          ownerConnection(testApp.database),
          sql`select last_error, next_run_at, failed_runs from automated_reports where id = ${id}`,
        )
      )[0]!;
    const noticesBefore = await failedNotices();
    const started = testApp.clock.now.getTime();
    const runFailing = () =>
      runDueReportSchedules(testApp.database, { now: testApp.clock.now, storage: failing });
    // Three retries, 5, 15 and 45 minutes after each failure; the owner hears nothing yet.
    for (const [attempt, minutes] of [5, 15, 45].entries()) {
      expect(await runFailing()).toBe(0);
      const row = await state();
      expect(row.last_error).toBe('The disk is full');
      expect(row.failed_runs).toBe(attempt + 1);
      expect(new Date(row.next_run_at).getTime()).toBe(
        testApp.clock.now.getTime() + minutes * 60_000,
      );
      expect(await runFailing()).toBe(0);
      expect(await failedNotices()).toBe(noticesBefore);
      testApp.clock.now = new Date(row.next_run_at);
      await signIn('manager@acme.test');
    }
    // The last retry fails too: the schedule waits for its next period, and the owner is told.
    expect(await runFailing()).toBe(0);
    const spent = await state();
    expect(spent.failed_runs).toBe(0);
    expect(new Date(spent.next_run_at).getTime()).toBeGreaterThan(
      testApp.clock.now.getTime() + 45 * 60_000,
    );
    const feed = await manager()('GET', '/notifications');
    expect(feed.json().data).toContainEqual(
      expect.objectContaining({
        kind: 'report_failed',
        title: 'notifications.feed.report_failed',
        values: { report: 'Repayment register' },
        link: '/reports',
      }),
    );
    expect(await failedNotices()).toBe(noticesBefore + 1);
    expect(testApp.clock.now.getTime() - started).toBe(65 * 60_000);
  });

  it('sends a retried run once the failure has passed, and counts no retries after it', async () => {
    const created = await manager()('POST', '/reports/schedules', {
      report_key: 'portfolio_summary',
      frequency: 'monthly',
      recipients: ['admin@acme.test'],
    });
    const id = created.json().id as string;
    const failing = { ...storage(), put: () => Promise.reject(new Error('Disk offline')) };
    expect(
      await runDueReportSchedules(testApp.database, { now: testApp.clock.now, storage: failing }),
    ).toBe(0);
    const before = (await reportEmails()).length;
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 5 * 60_000);
    await signIn('manager@acme.test');
    expect(await run()).toBe(1);
    expect((await reportEmails()).length).toBe(before + 1);
    const [row] = await queryRows<{ failed_runs: number; last_error: string | null }>(
      ownerConnection(testApp.database),
      sql`select failed_runs, last_error from automated_reports where id = ${id}`,
    );
    expect(row).toEqual({ failed_runs: 0, last_error: null });
  });
});
