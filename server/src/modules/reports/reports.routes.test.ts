import {
  REPORT_KEYS,
  type ReportCatalogue,
  type ReportExport,
  type ReportKey,
  type ReportPreview,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { translate } from '../../i18n/translate.ts';
import { drawsWords, pdfText } from '../../testing/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerConnection } from '../../db/system.ts';
import { queryRows } from '../../db/query-rows.ts';
import { lendingCallers } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  assignLoan,
  disbursedLoan,
  onAWeekday,
  plainCollector,
  todayOf,
  type ScheduledLoan,
} from '../collections/field-work-test-helpers.ts';
import { runAsUser } from '../../context/run-as-user.ts';
import { newStorageKey } from '../../storage/document-storage.ts';
import { failStaleReportExports } from '../../jobs/fail-stale-report-exports.ts';
import { runReportExport } from './exports/report-export-jobs.ts';
import { reportFileStorage } from './report-file-storage.ts';
import { REPORTS, type ReportSpec } from './report-registry.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const admin = () => as('admin@acme.test');
let collector: string;
let loans: ScheduledLoan[];
let acme: string;
let dataDir: string;

beforeAll(async () => {
  // Long exports write to the file storage under DATA_DIR: a folder of this test's own.
  dataDir = mkdtempSync(join(tmpdir(), 'reports-'));
  testApp = await buildTestApp({ env: { DATA_DIR: dataDir } });
  onAWeekday(testApp);
  await signIn('manager@acme.test', 'admin@acme.test', 'admin@beacon.test', 'agent@acme.test');
  collector = await plainCollector(testApp, 'manager@acme.test', 'Report Runner');
  loans = [
    await disbursedLoan(testApp, manager(), { lastName: 'Reportone' }),
    await disbursedLoan(testApp, manager(), { lastName: 'Reporttwo', daysBack: 3 }),
  ];
  acme = loans[0]!.organization_id;
  for (const loan of loans) await assignLoan(testApp, loan.id, collector);
  expect((await manager()('POST', '/collections/generate', {})).statusCode).toBe(200);
  for (const loan of loans) {
    const paid = await manager()('POST', `/loans/${loan.id}/payments`, {
      amount: 40,
      payment_method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
  }
  await ownerConnection(testApp.database).execute(
    sql`update loan_payments set collector_id = ${collector}
        where loan_id in (${loans[0]!.id}, ${loans[1]!.id})`,
  );
  const promise = await manager()('POST', `/loans/${loans[0]!.id}/promises`, {
    amount: 100,
    promised_date: todayOf(testApp),
  });
  expect(promise.statusCode).toBe(201);
}, 90_000);
afterAll(() => testApp.close());

const report = (key: string, query = '', caller = admin()) =>
  caller('GET', `/reports/${key}${query}`);
const preview = async (key: string, query = '', caller = admin()) => {
  const response = await report(key, query, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportPreview;
};

describe('GET /api/v1/reports', () => {
  it('lists every report with its filters, and which ones the user may export', async () => {
    const response = await manager()('GET', '/reports');
    expect(response.statusCode).toBe(200);
    const catalogue = response.json() as ReportCatalogue;
    expect(catalogue.reports.map((entry) => entry.key)).toEqual([...REPORT_KEYS]);
    const entry = (key: ReportKey) => catalogue.reports.find((item) => item.key === key)!;
    expect(entry('repayment_register')).toMatchObject({
      name: 'Repayment register',
      filters: ['date_range', 'organization', 'loan_officer', 'collector', 'status'],
      statuses: ['pending', 'completed', 'failed'],
      exportable: true,
    });
    // A manager holds payments:export but neither reports:export nor audit_logs:export.
    expect(entry('audit_extract').exportable).toBe(false);
  });

  it('is refused to a role without reports:read', async () => {
    expect((await as('agent@acme.test')('GET', '/reports')).statusCode).toBe(403);
    expect((await report('repayment_register', '', as('agent@acme.test'))).statusCode).toBe(403);
  });
});

describe('GET /api/v1/reports/:key', () => {
  it('answers 404 for a report that does not exist', async () => {
    expect((await report('no_such_report')).statusCode).toBe(404);
  });

  it.each(REPORT_KEYS)(
    'previews %s with its columns, rows of the caller’s organizations only',
    async (key) => {
      const page = await preview(key, '?page_size=100');
      expect(page.columns.map((column) => column.key)).toEqual(
        REPORTS[key].columns.map((column) => column.key),
      );
      expect(page.total).toBeGreaterThan(0);
      for (const row of page.data) {
        expect(Object.keys(row).sort()).toEqual(
          ['organization_id', ...page.columns.map((column) => column.key)].sort(),
        );
      }
      const beacon = await preview(key, '?page_size=100', as('admin@beacon.test'));
      const acmeIds = new Set(page.data.map((row) => row.organization_id));
      expect(beacon.data.filter((row) => acmeIds.has(row.organization_id))).toEqual([]);
    },
  );
});

/** The column each report's date range applies to, where its rows show it. */
const DATE_COLUMNS: Partial<Record<ReportKey, string>> = {
  disbursement_register: 'disbursement_date',
  repayment_register: 'payment_date',
  collection_sheet: 'collection_date',
  promises_visits: 'day',
  journal: 'occurred_at',
  customer_list: 'created_at',
  audit_extract: 'created_at',
};
/** The column the status filter applies to. */
const STATUS_COLUMNS: Partial<Record<ReportKey, string>> = {
  collection_sheet: 'payment_status',
};

describe('every report’s filters', () => {
  it.each(REPORT_KEYS)('%s keeps only the rows its filters ask for', async (key) => {
    const spec: ReportSpec = REPORTS[key];
    const all = await preview(key, '?page_size=100');
    const filtered = async (query: string) => preview(key, `?page_size=100&${query}`);
    if (spec.filters.includes('organization')) {
      const own = await filtered(`organization_id=${acme}`);
      expect(own.total).toBeGreaterThan(0);
      expect(own.data.every((row) => row.organization_id === acme)).toBe(true);
      // Another tenant's organization is not a way in: nothing is shown.
      const beaconOrganization = (await as('admin@beacon.test')('GET', '/auth/session')).json()
        .organization_ids[0] as string;
      expect((await filtered(`organization_id=${beaconOrganization}`)).total).toBe(0);
    }
    if (spec.filters.includes('collector') && spec.columns.some((c) => c.key === 'collector')) {
      const mine = await filtered(`collector_id=${collector}`);
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.total).toBeLessThan(all.total + 1);
      expect(mine.data.every((row) => row.collector === 'Report Runner')).toBe(true);
    }
    if (spec.filters.includes('status')) {
      const column = STATUS_COLUMNS[key] ?? 'status';
      const status = all.data.find((row) => row[column] !== null)![column] as string;
      const only = await filtered(`status=${status}`);
      expect(only.total).toBeGreaterThan(0);
      expect(only.data.every((row) => row[column] === status)).toBe(true);
    }
    if (spec.filters.includes('loan_officer')) {
      const officer = (await manager()('GET', '/auth/session')).json().user.id as string;
      const own = await filtered(`loan_officer_id=${officer}`);
      expect(own.total).toBeGreaterThan(0);
      expect(own.total).toBeLessThanOrEqual(all.total);
      if (spec.columns.some((c) => c.key === 'loan_officer')) {
        expect(new Set(own.data.map((row) => row.loan_officer)).size).toBe(1);
      }
    }
    if (spec.filters.includes('date_range')) {
      const column = DATE_COLUMNS[key];
      const today = todayOf(testApp);
      const day = await filtered(`from=${today}&to=${today}`);
      if (column) {
        expect(day.data.every((row) => String(row[column]).startsWith(today))).toBe(true);
      }
      const future = await filtered('from=2099-01-01&to=2099-12-31');
      if (key === 'loan_officer_performance') {
        expect(future.data.every((row) => row.applications === 0)).toBe(true);
      } else expect(future.total).toBe(0);
    }
  });
});

const loanNumbers = () => loans.map((loan) => loan.loan_number);
const registerQuery = () => `?collector_id=${collector}`;

describe('exports', () => {
  it('writes the repayment register as CSV with the previewed rows', async () => {
    const page = await preview('repayment_register', registerQuery(), manager());
    const response = await report('repayment_register', `${registerQuery()}&format=csv`, manager());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="repayment_register-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Organization,Payment date,Loan number,Customer,Amount,Method,Status,Reference,Reversed,Collector,Recorded by',
    );
    expect(lines).toHaveLength(page.total + 1);
    for (const number of loanNumbers()) {
      expect(lines.some((line) => line.includes(number) && line.includes(',40,Cash,'))).toBe(true);
    }
  });

  it('writes it as XLSX: the heading lines, then the previewed rows', async () => {
    const page = await preview('repayment_register', registerQuery(), manager());
    const response = await report(
      'repayment_register',
      `${registerQuery()}&format=xlsx`,
      manager(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(['Acme Microfinance']);
    expect(values[1]).toEqual(['Repayment register']);
    expect(String(values[2]![0])).toBe('Filters: Collector: Report Runner');
    expect(String(values[3]![0])).toMatch(/^Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(values[4]).toEqual(['Amounts in INR']);
    const table = values.slice(6);
    expect(table).toHaveLength(page.total);
    for (const row of page.data) {
      expect(table.some((cells) => cells[2] === row.loan_number && cells[4] === row.amount)).toBe(
        true,
      );
    }
  });

  it('writes it as PDF with the organization, filters, time, rows and page numbers', async () => {
    const response = await report('repayment_register', `${registerQuery()}&format=pdf`, manager());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    for (const expected of [
      'Acme Microfinance',
      'Repayment register',
      'Filters: Collector: Report Runner',
      'Page 1',
      ...loanNumbers(),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes the file headings in the user’s language', async () => {
    const response = await manager()(
      'GET',
      `/reports/repayment_register${registerQuery()}&format=csv`,
      undefined,
      { 'accept-language': 'sw' },
    );
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('Tarehe ya malipo');
  });

  it('prints a Hindi user’s PDF in Devanagari, not question marks', async () => {
    const response = await manager()(
      'GET',
      `/reports/repayment_register${registerQuery()}&format=pdf`,
      undefined,
      { 'accept-language': 'hi' },
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(drawsWords(text, translate('hi', 'reports.name.repayment_register'))).toBe(true);
    expect(text).not.toContain('??');
    for (const loanNumber of loanNumbers()) expect(text).toContain(loanNumber);
  });

  it('refuses an export to a user without reports:export or the data’s export permission', async () => {
    // A manager may read the audit extract but holds neither reports:export nor audit_logs:export.
    expect((await report('audit_extract', '', manager())).statusCode).toBe(200);
    const refused = await report('audit_extract', '?format=csv', manager());
    expect(refused.statusCode).toBe(403);
  });

  it('audits every export with its report, format and filters', async () => {
    // The earlier tests' exports share the test clock's instant (and the sealing job may number
    // some of them): this export's row is the one that was not there before.
    const exportRows = () =>
      queryRows<{ id: string; entity_id: string; new_values: Record<string, unknown> }>(
        ownerConnection(testApp.database),
        sql`select id, entity_id, new_values from audit_logs
          where action = 'export' and entity_type = 'reports'`,
      );
    const before = new Set((await exportRows()).map((row) => row.id));
    await report('repayment_register', `${registerQuery()}&format=csv`, manager());
    const rows = (await exportRows())
      .filter((row) => !before.has(row.id))
      .map(({ entity_id, new_values }) => ({ entity_id, new_values }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      entity_id: 'repayment_register',
      new_values: {
        report: 'repayment_register',
        format: 'csv',
        filters: { collector_id: collector },
      },
    });
  });

  it('counts exports against the sensitive-operation limit, not previews', async () => {
    const userId = (await admin()('GET', '/auth/session')).json().user.id as string;
    await ownerConnection(testApp.database).execute(
      sql`insert into sensitive_operation_uses (user_id, operation, used_at)
          select ${userId}, 'export', ${testApp.clock.now.toISOString()}::timestamptz
          from generate_series(1, 50)`,
    );
    const refused = await report('portfolio_summary', '?format=csv');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('portfolio_summary')).statusCode).toBe(200);
  });
});

describe('long exports', () => {
  const status = async (id: string) =>
    (await manager()('GET', `/reports/exports/${id}`)).json() as ReportExport;
  it('runs an export in the background, shows its progress and serves the file when ready', async () => {
    const started = await manager()('POST', '/reports/repayment_register/exports', {
      format: 'csv',
      collector_id: collector,
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = started.json() as ReportExport;
    expect(job).toMatchObject({ report_key: 'repayment_register', format: 'csv' });
    expect(job.total_rows).toBe(loans.length);
    let current = job;
    for (let attempt = 0; attempt < 50 && current.status === 'running'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await manager()('GET', `/reports/exports/${job.id}`)).json() as ReportExport;
    }
    expect(current).toMatchObject({ status: 'ready', rows_written: loans.length });
    const file = await manager()('GET', `/reports/exports/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${job.file_name}"`);
    for (const number of loanNumbers()) expect(file.body).toContain(number);
    // The exporter hears of it in the feed.
    const feed = await manager()('GET', '/notifications');
    expect(feed.json().data[0]).toMatchObject({
      kind: 'export_ready',
      title: 'notifications.feed.export_ready',
      values: { name: job.file_name },
      link: '/reports',
    });
    // Another user, even of the same organization, does not see it.
    expect((await admin()('GET', `/reports/exports/${job.id}`)).statusCode).toBe(404);
    expect((await admin()('GET', `/reports/exports/${job.id}/file`)).statusCode).toBe(404);
  });

  it('fails an export an instance that is gone left running, and tells the exporter', async () => {
    const userId = (await manager()('GET', '/auth/session')).json().user.id as string;
    const insert = (minutesAgo: number) =>
      queryRows<{ id: string }>(
        ownerConnection(testApp.database),
        sql`insert into report_exports (organization_id, user_id, report_key, format, file_name,
            storage_key, created_at)
          values (${acme}, ${userId}, 'repayment_register', 'pdf', ${`lost-${minutesAgo}.pdf`},
            ${newStorageKey(randomUUID())}, ${new Date(testApp.clock.now.getTime() - minutesAgo * 60_000).toISOString()}::timestamptz)
          returning id`,
      ).then((rows) => rows[0]!.id);
    const lost = await insert(10);
    const justStarted = await insert(1);
    const writtenHere = await insert(20);
    const failed = await failStaleReportExports(testApp.database, {
      now: testApp.clock.now,
      runningHere: [writtenHere],
    });
    expect(failed).toBe(1);
    expect(await status(lost)).toMatchObject({ status: 'failed', failure: 'interrupted' });
    expect((await status(lost)).completed_at).not.toBeNull();
    // A row its writer has not locked yet, and one this instance is writing, stay running.
    expect(await status(justStarted)).toMatchObject({ status: 'running', failure: null });
    expect(await status(writtenHere)).toMatchObject({ status: 'running', failure: null });
    const feed = await manager()('GET', '/notifications');
    expect(feed.json().data[0]).toMatchObject({
      kind: 'export_failed',
      title: 'notifications.feed.export_failed',
      values: { name: 'lost-10.pdf' },
      link: '/reports',
    });
    // Once failed, a second sweep finds nothing more to do.
    expect(
      await failStaleReportExports(testApp.database, {
        now: testApp.clock.now,
        runningHere: [writtenHere, justStarted],
      }),
    ).toBe(0);
    await ownerConnection(testApp.database).execute(
      sql`update report_exports set status = 'failed' where id in (${justStarted}, ${writtenHere})`,
    );
  });

  it('stops an export that runs past its time limit', async () => {
    const started = await manager()('POST', '/reports/repayment_register/exports', {
      format: 'csv',
      collector_id: collector,
    });
    const job = started.json() as ReportExport;
    let current = job;
    for (let attempt = 0; attempt < 50 && current.status === 'running'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await manager()('GET', `/reports/exports/${job.id}`)).json() as ReportExport;
    }
    expect(current.status).toBe('ready');
    // Written again with a limit already past: the writer stops at its first rows.
    const userId = (await manager()('GET', '/auth/session')).json().user.id as string;
    await ownerConnection(testApp.database).execute(
      sql`update report_exports set status = 'running' where id = ${job.id}`,
    );
    await runReportExport({
      withContext: (work) =>
        runAsUser(testApp.database, { userId, agent: 'test', now: testApp.clock.now }, work),
      storage: reportFileStorage(dataDir),
      job: { ...job, storage_key: newStorageKey(randomUUID()) },
      spec: REPORTS.repayment_register,
      filters: { collector_id: collector },
      timeLimitMs: -1,
    });
    expect(await status(job.id)).toMatchObject({ status: 'failed', failure: 'timed_out' });
  });

  it('refuses a long export without the export permission', async () => {
    const refused = await manager()('POST', '/reports/audit_extract/exports', { format: 'csv' });
    expect(refused.statusCode).toBe(403);
  });
});
