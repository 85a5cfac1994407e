import { addDays, calendarDayIn } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingCallers, registerCustomer, removeSeededLoans } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * GET /payments/schedule and /payments/analytics through the API. Acme collects every day here,
 * so every figure is exact: loans disbursed 7 days back have their first instalment 6 days back.
 */
let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const beacon = () => as('admin@beacon.test');
const today = () => calendarDayIn('Asia/Kolkata', testApp.clock.now);
/** The day the loans were set up on. */
let start: string;
const loans: Record<'onTrack' | 'delayed' | 'overdue' | 'highValue', string> = {
  onTrack: '',
  delayed: '',
  overdue: '',
  highValue: '',
};

async function disbursedLoan(customerId: string, principal: number) {
  const applied = await manager()('POST', '/loans', {
    customer_id: customerId,
    principal_amount: principal,
  });
  if (applied.statusCode !== 201) throw new Error(applied.body);
  const id = applied.json().loan.id as string;
  const disbursed = await manager()('POST', `/loans/${id}/disburse`, {
    method: 'cash',
    disbursement_date: addDays(today(), -7),
  });
  if (disbursed.statusCode !== 200) throw new Error(disbursed.body);
  return id;
}

async function pay(loanId: string, amount: number, method: string) {
  const paid = await manager()('POST', `/loans/${loanId}/payments`, {
    amount,
    payment_method: method,
  });
  if (paid.statusCode !== 201) throw new Error(paid.body);
  return paid.json().payment.id as string;
}

async function moveDays(days: number) {
  testApp.clock.now = new Date(testApp.clock.now.getTime() + days * 86_400_000);
  await signIn('manager@acme.test', 'admin@beacon.test');
}

beforeAll(async () => {
  testApp = await buildTestApp();
  // Every figure here is exact: without the demo seed's loans.
  await removeSeededLoans(testApp.database);
  await signIn('manager@acme.test', 'admin@acme.test', 'admin@beacon.test');
  const acmeId = (await as('admin@acme.test')('GET', '/auth/session')).json().profile
    .organization_id as string;
  const everyDay = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
    collection_days: 'every_day',
  });
  expect(everyDay.statusCode).toBe(200);
  start = today();
  const customer = (firstName: string, phone: string) =>
    registerCustomer(manager(), { firstName, lastName: 'Analytics', phone });
  // 10,000 at the defaults: 100 daily instalments of 100; 100,000: 100 of 1,000.
  loans.onTrack = await disbursedLoan(await customer('Asha', '+919820077701'), 10_000);
  loans.delayed = await disbursedLoan(await customer('Bala', '+919820077702'), 10_000);
  loans.overdue = await disbursedLoan(await customer('Chitra', '+919820077703'), 10_000);
  loans.highValue = await disbursedLoan(await customer('Dev', '+919820077704'), 100_000);
  // Day 0: the first 7 instalments of the on-track loan, 60 of the high-value one, and a
  // payment reversed at once (not counted anywhere).
  await pay(loans.onTrack, 700, 'cash');
  await pay(loans.highValue, 60_000, 'cheque');
  const reversed = await pay(loans.overdue, 50, 'cash');
  const reverse = await manager()('POST', `/payments/${reversed}/reverse`, { reason: 'Mistake' });
  expect(reverse.statusCode).toBe(200);
  // Day 14: 21 instalments have fallen due (day −6 through day 14).
  await moveDays(14);
  await pay(loans.onTrack, 1_400, 'upi');
  await pay(loans.delayed, 1_600, 'bank_transfer');
});
afterAll(() => testApp.close());

type ScheduleRow = { loan_id: string } & Record<string, unknown>;
const rowOf = (body: { data: ScheduleRow[] }, loanId: string) =>
  body.data.find((row) => row.loan_id === loanId);

describe('GET /api/v1/payments/schedule', () => {
  it('rates each loan over the month (the default): on track, delayed, overdue, worst first', async () => {
    const response = await manager()('GET', '/payments/schedule');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ range: 'month', from: addDays(today(), -30), to: today() });
    expect(body.data.map((row: ScheduleRow) => row.loan_id).slice(0, 2)).toEqual([
      loans.overdue,
      loans.delayed,
    ]);
    expect(rowOf(body, loans.overdue)).toMatchObject({
      customer_name: 'Chitra Analytics',
      due_date: addDays(start, -6),
      expected: 2_100,
      collected: 0,
      remaining: 10_000,
      adherence: 0,
      status: 'overdue',
      days_overdue: 20,
    });
    expect(rowOf(body, loans.delayed)).toMatchObject({
      due_date: addDays(start, 10),
      expected: 2_100,
      collected: 1_600,
      remaining: 8_400,
      adherence: 76.19,
      status: 'delayed',
      days_overdue: 4,
    });
    expect(rowOf(body, loans.onTrack)).toMatchObject({
      expected: 2_100,
      collected: 2_100,
      remaining: 7_900,
      adherence: 100,
      status: 'on_track',
      days_overdue: 0,
    });
    expect(rowOf(body, loans.highValue)).toMatchObject({
      expected: 21_000,
      collected: 60_000,
      adherence: 100,
      status: 'on_track',
    });
    expect(body.cards).toEqual({
      collection_efficiency: 100,
      average_adherence: 69.05,
      on_track_count: 2,
      overdue_count: 1,
    });
  });

  it('a week and a quarter give other expected and collected amounts', async () => {
    const week = (await manager()('GET', '/payments/schedule?range=week')).json();
    expect(week).toMatchObject({ range: 'week', from: addDays(today(), -7), to: today() });
    // Day 7 through day 14: 8 instalments.
    expect(rowOf(week, loans.onTrack)).toMatchObject({
      expected: 800,
      collected: 1_400,
      adherence: 100,
    });
    expect(rowOf(week, loans.delayed)).toMatchObject({
      expected: 800,
      collected: 1_600,
      status: 'on_track',
    });
    expect(rowOf(week, loans.highValue)).toMatchObject({
      expected: 8_000,
      collected: 0,
      adherence: 0,
      status: 'delayed',
    });
    expect(week.cards).toEqual({
      collection_efficiency: 28.85, // 3,000 of 10,400
      average_adherence: 50,
      on_track_count: 2,
      overdue_count: 1,
    });
    const quarter = (await manager()('GET', '/payments/schedule?range=quarter')).json();
    expect(quarter.from).toBe(addDays(today(), -90));
    expect(rowOf(quarter, loans.onTrack)).toMatchObject({ expected: 2_100, collected: 2_100 });
    expect(rowOf(quarter, loans.highValue)).toMatchObject({ expected: 21_000, collected: 60_000 });
    expect((await manager()('GET', '/payments/schedule?range=year')).statusCode).toBe(400);
  });

  it('another tenant sees no loans and zero counts', async () => {
    const body = (await beacon()('GET', '/payments/schedule')).json();
    expect(body.data).toEqual([]);
    expect(body.cards).toEqual({
      collection_efficiency: 100,
      average_adherence: 0,
      on_track_count: 0,
      overdue_count: 0,
    });
  });
});

describe('GET /api/v1/payments/analytics', () => {
  it('sums the window, by month, method and customer, and ages the arrears', async () => {
    const response = await manager()('GET', '/payments/analytics');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.months).toBe(6);
    expect(body.cards).toEqual({
      total_collection: 63_700,
      total_payments: 4,
      average_ticket: 15_925,
      active_customers: 3,
    });
    expect(body.trends).toHaveLength(6);
    expect(body.trends.at(-1).month).toBe(today().slice(0, 7));
    // Day 0: 700 and 60,000; day 14: 1,400 and 1,600 (the same month or the next).
    const byMonth = new Map<string, { amount: number; count: number }>();
    for (const [date, amount] of [
      [start, 60_700],
      [today(), 3_000],
    ] as const) {
      const before = byMonth.get(date.slice(0, 7)) ?? { amount: 0, count: 0 };
      byMonth.set(date.slice(0, 7), { amount: before.amount + amount, count: before.count + 2 });
    }
    expect(body.trends).toEqual(
      body.trends.map((trend: { month: string }) => ({
        month: trend.month,
        ...(byMonth.get(trend.month) ?? { amount: 0, count: 0 }),
      })),
    );
    expect(body.trends.filter((trend: { count: number }) => trend.count > 0).length).toBe(
      byMonth.size,
    );
    expect(body.methods).toEqual([
      { method: 'cheque', amount: 60_000, count: 1, share: 94.19 },
      { method: 'bank_transfer', amount: 1_600, count: 1, share: 2.51 },
      { method: 'upi', amount: 1_400, count: 1, share: 2.2 },
      { method: 'cash', amount: 700, count: 1, share: 1.1 },
    ]);
    expect(body.behaviour).toEqual({
      segments: [
        { segment: 'high_value', customers: 1, amount: 60_000 },
        { segment: 'regular', customers: 2, amount: 3_700 },
      ],
      on_time_percentage: 50,
      average_days_overdue: 12, // 4 and 20
    });
    expect(body.aging).toEqual([
      { bucket: '0-30', loans: 2, amount: 2_400 }, // 400 and 2,000
      { bucket: '31-60', loans: 0, amount: 0 },
      { bucket: '61-90', loans: 0, amount: 0 },
      { bucket: '90+', loans: 0, amount: 0 },
    ]);
    const three = (await manager()('GET', '/payments/analytics?months=3')).json();
    expect(three.trends).toHaveLength(3);
    expect((await manager()('GET', '/payments/analytics?months=12')).json().trends).toHaveLength(
      12,
    );
    expect((await manager()('GET', '/payments/analytics?months=5')).statusCode).toBe(400);
  });

  it('another tenant sees zeros', async () => {
    const body = (await beacon()('GET', '/payments/analytics?months=3')).json();
    expect(body.cards).toEqual({
      total_collection: 0,
      total_payments: 0,
      average_ticket: 0,
      active_customers: 0,
    });
    expect(body.trends.map((trend: { amount: number }) => trend.amount)).toEqual([0, 0, 0]);
    expect(body.methods).toEqual([]);
    expect(body.behaviour).toEqual({
      segments: [
        { segment: 'high_value', customers: 0, amount: 0 },
        { segment: 'regular', customers: 0, amount: 0 },
      ],
      on_time_percentage: 0,
      average_days_overdue: 0,
    });
    expect(body.aging.every((bucket: { loans: number }) => bucket.loans === 0)).toBe(true);
  });

  it('30 days later the arrears move to the 31-60 bucket', async () => {
    await moveDays(30);
    // Day 44: 50 instalments due before today. On track paid 21 (next unpaid day 15, 29 days);
    // delayed paid 16 (day 10, 34 days); overdue nothing (day −6, 50 days); high value 60.
    const body = (await manager()('GET', '/payments/analytics')).json();
    expect(body.aging).toEqual([
      { bucket: '0-30', loans: 1, amount: 2_900 },
      { bucket: '31-60', loans: 2, amount: 8_400 },
      { bucket: '61-90', loans: 0, amount: 0 },
      { bucket: '90+', loans: 0, amount: 0 },
    ]);
    expect(body.behaviour.on_time_percentage).toBe(25);
    expect(body.behaviour.average_days_overdue).toBe(37.67);
  });
});
