import { addDays, type DashboardResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { runSystem } from '../../db/system.ts';
import { backfillPortfolioSnapshots } from '../analytics/portfolio-snapshot.ts';
import { lendingCallers, registerCustomer, removeSeededLoans } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { collectionsFixtures } from '../collections/collections-test-helpers.ts';
import { onAWeekday } from '../collections/field-work-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const officer = () => as('officer@acme.test');
const agent = () => as('agent@acme.test');
const { owner, today, loanWithEntry, collectorWorkedBy } = collectionsFixtures(
  () => testApp,
  manager,
);

const dashboardOf = async (caller = manager()): Promise<DashboardResponse> => {
  const response = await caller('GET', '/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const totalOf = async (caller: ReturnType<typeof as>, url: string) => {
  const response = await caller('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total as number;
};

let officerId: string;
let collector: { id: string; name: string };

/**
 * A small hand-made Acme book (the demo seed's loans removed): three entries today for the
 * collector agent@acme.test works as, one collected in part (cash 150) and one promise for today;
 * the loan officer's applications: one pending (above their 50,000 limit), one approved and one
 * disbursed a week ago (in arrears); and a Beacon loan the others must never count.
 */
beforeAll(async () => {
  testApp = await buildTestApp();
  await removeSeededLoans(testApp.database);
  onAWeekday(testApp);
  await signIn(
    'manager@acme.test',
    'officer@acme.test',
    'agent@acme.test',
    'field@acme.test',
    'auditor@acme.test',
    'admin@beacon.test',
    'admin@acme.test',
    'owner@lendline.test',
  );
  const [officerRow] = await queryRows<{ id: string }>(
    owner(),
    sql`select id from users where email = 'officer@acme.test'`,
  );
  officerId = officerRow!.id;
  collector = await collectorWorkedBy('agent@acme.test', 'Acme Microfinance');
  const customerId = await registerCustomer(manager(), {
    firstName: 'Meena',
    lastName: 'Dash',
    phone: '+919820011101',
  });
  const entries = [];
  for (let index = 0; index < 3; index += 1) {
    entries.push(await loanWithEntry({ customerId, collectorId: collector.id }));
  }
  const collected = await agent()('POST', `/collections/${entries[0]!.entry.id}/collect`, {
    payment_method: 'cash',
    amount: 150,
  });
  expect(collected.statusCode, collected.body).toBe(201);
  const promised = await agent()('POST', `/loans/${entries[1]!.loan.id}/promises`, {
    amount: 300,
    promised_date: today(),
  });
  expect(promised.statusCode, promised.body).toBe(201);

  const officerCustomer = await registerCustomer(officer(), {
    firstName: 'Ravi',
    lastName: 'Pipeline',
    phone: '+919820011102',
  });
  for (const principal of [60_000, 10_000, 20_000]) {
    const applied = await officer()('POST', '/loans', {
      customer_id: officerCustomer,
      principal_amount: principal,
    });
    expect(applied.statusCode, applied.body).toBe(principal > 50_000 ? 202 : 201);
    if (principal === 20_000) {
      const disbursed = await manager()('POST', `/loans/${applied.json().loan.id}/disburse`, {
        method: 'cash',
        disbursement_date: addDays(today(), -7),
      });
      expect(disbursed.statusCode, disbursed.body).toBe(200);
    }
  }
  const beaconCustomer = await registerCustomer(as('admin@beacon.test'), {
    firstName: 'Other',
    lastName: 'Tenant',
    phone: '+919820011103',
  });
  const beaconLoan = await as('admin@beacon.test')('POST', '/loans', {
    customer_id: beaconCustomer,
    principal_amount: 10_000,
  });
  expect(beaconLoan.statusCode, beaconLoan.body).toBe(201);
  await as('admin@beacon.test')('POST', `/loans/${beaconLoan.json().loan.id}/disburse`, {
    method: 'cash',
    disbursement_date: today(),
  });
}, 120_000);
afterAll(() => testApp.close());

describe('GET /api/v1/dashboard', () => {
  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(response.statusCode).toBe(401);
  });

  it("gives an agent today's route, each figure as the list it links to counts it", async () => {
    const dashboard = await dashboardOf(agent());
    expect(dashboard.views).toEqual(['route']);
    expect(dashboard.date).toBe(today());
    expect(dashboard.pipeline).toBeNull();
    expect(dashboard.branch).toBeNull();
    const route = dashboard.route!;
    expect(route.collector_id).toBe(collector.id);
    const mine = (await agent()('GET', `/collections?mine=true&page_size=100`)).json();
    expect(route.entries_due.count).toBe(3);
    expect(route.entries_due.count).toBe(mine.total);
    const due = mine.data.reduce(
      (sum: number, entry: { due_amount: number }) => sum + entry.due_amount,
      0,
    );
    expect(route.entries_due.amount).toBeCloseTo(due, 2);
    expect(route.collected).toEqual({ count: 1, amount: 150 });
    expect(route.promises_due).toEqual({ count: 1, amount: 300 });
    const cash = (await agent()('GET', '/collections/cash')).json();
    const own = cash.data.find(
      (row: { collector_id: string }) => row.collector_id === collector.id,
    );
    expect(route.cash_in_hand).toBe(150);
    expect(route.cash_in_hand).toBe(own.collected.amount - own.handed_over.amount);
  });

  it("gives a field agent their own collector's route: nothing of the other agent's", async () => {
    const dashboard = await dashboardOf(as('field@acme.test'));
    expect(dashboard.views).toEqual(['route']);
    expect(dashboard.route!.collector_id).not.toBe(collector.id);
    expect(dashboard.route).toMatchObject({
      entries_due: { count: 0, amount: 0 },
      collected: { count: 0, amount: 0 },
      promises_due: { count: 0, amount: 0 },
      cash_in_hand: 0,
    });
  });

  it("gives a loan officer their pipeline, matching the loans list's filters", async () => {
    const dashboard = await dashboardOf(officer());
    expect(dashboard.views).toEqual(['pipeline']);
    const pipeline = dashboard.pipeline!;
    expect(pipeline.applications_pending).toEqual({ count: 1, amount: 60_000 });
    expect(pipeline.ready_to_disburse).toEqual({ count: 1, amount: 10_000 });
    expect(pipeline.portfolio).toEqual({ count: 1, amount: pipeline.in_arrears.amount });
    expect(pipeline.in_arrears.count).toBe(1);
    const mine = `created_by=${officerId}`;
    expect(await totalOf(officer(), `/loans?tab=pending&${mine}`)).toBe(1);
    expect(await totalOf(officer(), `/loans?tab=approved&${mine}`)).toBe(1);
    const arrears = (await officer()('GET', `/loans?overdue_more_than=0&${mine}`)).json();
    expect(arrears.total).toBe(pipeline.in_arrears.count);
    expect(arrears.data[0].remaining_amount).toBe(pipeline.in_arrears.amount);
    expect(arrears.data[0].days_overdue).toBeGreaterThan(0);
  });

  it("gives a manager the branch's figures, each equal to its list's", async () => {
    const dashboard = await dashboardOf();
    expect(dashboard.views).toEqual(['branch']);
    const branch = dashboard.branch!;
    const summary = (await manager()('GET', '/collections/summary')).json();
    expect(branch.collection_today.collected).toEqual(summary.collected);
    expect(branch.collection_today.due.amount).toBeCloseTo(
      summary.pending.amount + summary.overdue.amount + summary.collected.amount,
      2,
    );
    expect(branch.collection_today.due.count).toBe(
      (await manager()('GET', '/collections?page_size=1')).json().total,
    );
    const loans = (await manager()('GET', '/loans?page_size=1')).json();
    expect(branch.active_loans).toBe(loans.counts.active);
    expect(branch.overdue_loans).toBe(loans.counts.overdue);
    expect(branch.active_loans + branch.overdue_loans).toBe(4);
    const { from, to } = branch.disbursed_this_month;
    expect(to).toBe(today());
    expect(from).toBe(`${today().slice(0, 8)}01`);
    const disbursed = (
      await manager()('GET', `/loans?disbursed_from=${from}&disbursed_to=${to}&page_size=100`)
    ).json();
    expect(branch.disbursed_this_month.count).toBe(disbursed.total);
    expect(branch.disbursed_this_month.count).toBeGreaterThan(0);
    expect(branch.disbursed_this_month.amount).toBeCloseTo(
      disbursed.data.reduce(
        (sum: number, loan: { disbursed_amount: number }) => sum + loan.disbursed_amount,
        0,
      ),
      2,
    );
    expect(branch.pending_approvals).toBe(
      await totalOf(manager(), '/approvals?status=pending&page_size=1'),
    );
    expect(branch.pending_approvals).toBeGreaterThan(0);
    expect(branch.collector_ranking[0]).toMatchObject({
      collector_id: collector.id,
      collected: { count: 1, amount: 150 },
    });
    expect(branch.trend.at(-1)).toEqual({
      date: today(),
      due: branch.collection_today.due.amount,
      collected: branch.collection_today.collected.amount,
    });
  });

  it("draws the trend's past days from the snapshots, as the collection rate reads them", async () => {
    const yesterday = addDays(today(), -1);
    await runSystem(owner(), (tx) =>
      backfillPortfolioSnapshots(tx, { from: addDays(today(), -6), to: yesterday }),
    );
    const { trend } = (await dashboardOf()).branch!;
    const rate = (
      await as('admin@acme.test')(
        'GET',
        `/analytics/collection-rate?period=day&from=${addDays(today(), -6)}&to=${yesterday}`,
      )
    ).json();
    expect(trend.slice(0, -1)).toEqual(
      rate.data.map((day: { date: string; due: number; collected: number }) => ({
        date: day.date,
        due: day.due,
        collected: day.collected,
      })),
    );
    // The officer's loan, disbursed a week ago and never paid, fell due on the past days.
    expect(trend.slice(0, -1).some((day) => day.due > 0)).toBe(true);
    expect(trend.at(-1)!.date).toBe(today());
  });

  it('shows the PAR lists: loans more than 7 days overdue only', async () => {
    const all = (await manager()('GET', '/loans?overdue_more_than=0&page_size=100')).json();
    const over7 = (await manager()('GET', '/loans?overdue_more_than=7&page_size=100')).json();
    expect(all.total).toBeGreaterThan(0);
    expect(all.total).toBe(all.data.length);
    expect(all.counts.overdue + all.counts.active).toBe(all.total);
    for (const loan of all.data) expect(loan.days_overdue).toBeGreaterThan(0);
    for (const loan of over7.data) expect(loan.days_overdue).toBeGreaterThan(7);
    expect(over7.total).toBe(
      all.data.filter((loan: { days_overdue: number }) => loan.days_overdue > 7).length,
    );
  });

  it('keeps each tenant to its own figures, and the platform owner sees every tenant', async () => {
    const acme = (await dashboardOf()).branch!;
    const beacon = (await dashboardOf(as('admin@beacon.test'))).branch!;
    const everyone = (await dashboardOf(as('owner@lendline.test'))).branch!;
    expect(beacon.active_loans + beacon.overdue_loans).toBe(1);
    expect(beacon.collector_ranking).toEqual([]);
    expect(everyone.active_loans + everyone.overdue_loans).toBeGreaterThanOrEqual(
      acme.active_loans + acme.overdue_loans + beacon.active_loans + beacon.overdue_loans,
    );
  });

  it('gives a role with no view none, and no figures', async () => {
    const dashboard = await dashboardOf(as('auditor@acme.test'));
    expect(dashboard).toMatchObject({ views: [], route: null, pipeline: null, branch: null });
  });
});
