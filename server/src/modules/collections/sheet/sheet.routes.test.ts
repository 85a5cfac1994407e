import type { CollectionEntry, CollectionSheetResponse } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingCallers } from '../../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  assignLoan,
  collectorOf,
  disbursedLoan,
  onAWeekday,
  plainCollector,
  todayOf,
  type ScheduledLoan,
} from '../field-work-test-helpers.ts';
import { drawsWords, pdfText } from '../../../testing/pdf-text.ts';
import { sheetTexts } from './collection-sheet.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
let route: string;
let loans: ScheduledLoan[];
let ownLoan: ScheduledLoan;

beforeAll(async () => {
  testApp = await buildTestApp();
  onAWeekday(testApp);
  await signIn('manager@acme.test', 'field@acme.test', 'admin@beacon.test');
  route = await plainCollector(testApp, 'manager@acme.test', 'Route Runner');
  loans = [
    await disbursedLoan(testApp, manager(), { lastName: 'Sheetone' }),
    await disbursedLoan(testApp, manager(), { lastName: 'Sheettwo', daysBack: 1 }),
  ];
  for (const loan of loans) await assignLoan(testApp, loan.id, route);
  ownLoan = await disbursedLoan(testApp, manager(), { lastName: 'Ownroute' });
  await assignLoan(testApp, ownLoan.id, await collectorOf(testApp, 'field@acme.test', 'Anil'));
  expect((await manager()('POST', '/collections/generate', {})).statusCode).toBe(200);
}, 60_000);
afterAll(() => testApp.close());

const sheet = (query: string, caller = manager(), headers: Record<string, string> = {}) =>
  caller('GET', `/collections/sheet${query}`, undefined, headers);

async function entryOf(loan: ScheduledLoan): Promise<CollectionEntry> {
  const response = await manager()('GET', `/collections?search=${loan.loan_number}`);
  return (response.json().data as CollectionEntry[]).find((entry) => entry.loan_id === loan.id)!;
}

const STATUS = {
  pending: 'Pending',
  partial: 'Partial',
  completed: 'Completed',
  overdue: 'Overdue',
};

describe('GET /api/v1/collections/sheet', () => {
  it("answers a collector's route for the day as CSV, a stop a row", async () => {
    const paid = await manager()('POST', `/loans/${loans[0]!.id}/payments`, {
      amount: 40,
      payment_method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
    const response = await sheet(`?collector_id=${route}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="collection-sheet-${todayOf(testApp)}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Collector,Customer,Phone,Address,Loan number,Amount due,Collected,Status',
    );
    expect(lines).toHaveLength(3);
    for (const loan of loans) {
      const entry = await entryOf(loan);
      expect(lines).toContain(
        [
          'Route Runner',
          entry.customer_name,
          // A cell a spreadsheet would run as a formula is quoted, as in the audit export.
          `'${entry.customer_phone}`,
          '"12 Market Road, Pune"',
          loan.loan_number,
          entry.due_amount.toFixed(2),
          entry.collected_amount.toFixed(2),
          STATUS[entry.payment_status],
        ].join(','),
      );
    }
    expect((await entryOf(loans[0]!)).collected_amount).toBe(40);
  });

  it("gives a collector their own route when none is asked for, and a manager every collector's", async () => {
    const own = await sheet('', as('field@acme.test'));
    expect(own.statusCode).toBe(200);
    const ownLines = own.body.trimEnd().split('\r\n');
    expect(ownLines).toHaveLength(2);
    expect(ownLines[1]).toContain(ownLoan.loan_number);

    const everyone = (await sheet('')).body;
    for (const loan of [...loans, ownLoan]) expect(everyone).toContain(loan.loan_number);
  });

  it('writes the headings in the language of the request', async () => {
    const response = await sheet(`?collector_id=${route}`, manager(), { 'accept-language': 'sw' });
    expect(response.body.split('\r\n')[0]).toBe(
      'Mkusanyaji,Mteja,Simu,Anwani,Namba ya mkopo,Kiasi kinachodaiwa,Kilichokusanywa,Hali',
    );
  });

  it('answers a printable PDF of the same sheet', async () => {
    const response = await sheet(`?collector_id=${route}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    const empty = await sheet(`?collector_id=${route}&format=pdf&date=2020-01-01`);
    expect(empty.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints the PDF in the language of the request, Hindi included', async () => {
    const response = await sheet(`?collector_id=${route}&format=pdf`, manager(), {
      'accept-language': 'hi',
    });
    const text = await pdfText(response.rawPayload);
    expect(drawsWords(text, sheetTexts('hi').title)).toBe(true);
    expect(drawsWords(text, sheetTexts('hi').totals)).toBe(true);
    expect(drawsWords(text, 'Collector')).toBe(false);
    expect(text).not.toContain('??');
  });

  it('answers the same rows as JSON with the organization and the totals', async () => {
    const response = await sheet(`?collector_id=${route}&format=json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBeUndefined();
    const body = response.json() as CollectionSheetResponse;
    expect(body.date).toBe(todayOf(testApp));
    expect(body.data).toHaveLength(2);
    const entries = await Promise.all(loans.map(entryOf));
    for (const entry of entries) {
      expect(body.data).toContainEqual({
        organization_id: entry.organization_id,
        organization_name: 'Acme Microfinance',
        collector_id: route,
        collector_name: 'Route Runner',
        customer_name: entry.customer_name,
        phone: entry.customer_phone,
        address: '12 Market Road, Pune',
        loan_number: entry.loan_number,
        due_amount: entry.due_amount,
        collected_amount: entry.collected_amount,
        status: entry.payment_status,
      });
    }
    const paise = (pick: (entry: CollectionEntry) => number) =>
      entries.reduce((total, entry) => total + Math.round(pick(entry) * 100), 0) / 100;
    expect(body.totals).toEqual({
      stops: 2,
      due_amount: paise((entry) => entry.due_amount),
      collected_amount: paise((entry) => entry.collected_amount),
    });
    expect(body.totals.collected_amount).toBeGreaterThan(0);
  });

  it('answers an empty JSON sheet for a day without stops', async () => {
    const response = await sheet(`?collector_id=${route}&format=json&date=2020-01-01`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: '2020-01-01',
      data: [],
      totals: { stops: 0, due_amount: 0, collected_amount: 0 },
    });
  });

  it("shows another organization none of Acme's stops", async () => {
    const response = await sheet('', as('admin@beacon.test'));
    expect(response.statusCode).toBe(200);
    for (const loan of [...loans, ownLoan]) expect(response.body).not.toContain(loan.loan_number);
    const foreign = await sheet(`?collector_id=${route}`, as('admin@beacon.test'));
    expect(foreign.body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});
