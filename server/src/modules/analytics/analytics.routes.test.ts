import { addDays, calendarDayIn, summarizePortfolio, toPaise, type Loan } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { runSystem } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import { analyticsPortfolio } from './analytics-test-helpers.ts';

/**
 * The analytics API on a portfolio worked out by hand (docs/portfolio-metrics.md). Acme collects
 * every day, so a loan of 10,000 disbursed on day d owes 100 a day from d + 1, and unpaid it is
 * (today − d − 1) days overdue. T is the last day of the test:
 *
 *   loan  disbursed  paid                          days overdue: T−2  T−1  T (live)
 *   A     T−1        —                                           —    0    0
 *   B     T−2        —                                           0    0    1
 *   C     T−3        —                                           0    1    2
 *   D     T−8        700 on T−1 (600 late, 100 on time)          5    0    0   (9,300 left)
 *   E     T−9        300 on T−1, reversed                        6    7    8
 *   F     T−31       —                                           28   29   30
 *   G     T−32       —                                           29   30   31
 *   H     T−7        10,000 on T (completed)                     4    5    —
 *
 * Live at T: gross 69,300; PAR1 C,E,F,G 40,000 = 57.72 %; PAR7 E,F,G 43.29 %; PAR30 G 14.43 %.
 * End of T−1 (the start-of-day job's snapshot): gross 79,300; PAR1 E,F,G,H 50.44 %; PAR7 F,G
 * 25.22 %; PAR30 0. Beacon's one loan never shows in Acme's figures.
 */
const portfolio = analyticsPortfolio({
  lastName: 'Portfolio',
  phonePrefix: '+9198200',
  phoneBase: 88_000,
});
const { as, manager, loans, disburse, pay } = portfolio;
const today = () => calendarDayIn('Asia/Kolkata', portfolio.app().clock.now);
let T = '';
let acmeId = '';

async function promise(name: string, amount: number, promisedDate: string) {
  const made = await manager()('POST', `/loans/${loans[name]}/promises`, {
    amount,
    promised_date: promisedDate,
  });
  if (made.statusCode !== 201) throw new Error(made.body);
}

const moveDays = (days: number) =>
  portfolio.setClock(new Date(portfolio.app().clock.now.getTime() + days * 86_400_000));

beforeAll(async () => {
  await portfolio.setUp();
  acmeId = portfolio.acmeId();
  const start = today();
  T = addDays(start, 25);
  await disburse('G', addDays(T, -32));
  await disburse('F', addDays(T, -31));
  await moveDays(22);
  await disburse('E', addDays(T, -9));
  await disburse('D', addDays(T, -8));
  await moveDays(2);
  await disburse('C', addDays(T, -3));
  await disburse('B', addDays(T, -2));
  // Promises made on T−1: B's for T−1 (nothing paid: broken), D's for T−1 (kept by the 700).
  await promise('B', 100, addDays(T, -1));
  await promise('D', 700, addDays(T, -1));
  await pay('D', 700);
  const reversed = await pay('E', 300);
  const reverse = await manager()('POST', `/payments/${reversed}/reverse`, { reason: 'Mistake' });
  expect(reverse.statusCode).toBe(200);
  await moveDays(1);
  expect(today()).toBe(T);
  await disburse('A', addDays(T, -1));
  await disburse('H', addDays(T, -7));
  await pay('H', 10_000);
  // A's promise for T + 5: still open.
  await promise('A', 100, addDays(T, 5));
  await disburse('Z', T, as('admin@beacon.test'));
  const job = await portfolio.runStartOfDay();
  expect(job.snapshots).toBeGreaterThan(0);
  // The day before: rebuilt from the loans and their payments, as the demo seed does.
  await portfolio.backfill(addDays(T, -2), addDays(T, -2));
}, 120_000);
afterAll(() => portfolio.close());

describe('GET /api/v1/analytics/portfolio', () => {
  it('answers today live from the loans, with PAR edges at exactly 1, 7 and 30 days', async () => {
    const response = await manager()('GET', '/analytics/portfolio');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: T,
      gross_outstanding: 69_300,
      active_loans: 4,
      overdue_loans: 3,
      par1: 57.72,
      par7: 43.29,
      par30: 14.43,
    });
  });

  it('answers a day that has ended from its snapshot, the completed loan still in it', async () => {
    const response = await manager()('GET', `/analytics/portfolio?date=${addDays(T, -1)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: addDays(T, -1),
      gross_outstanding: 79_300,
      active_loans: 6,
      overdue_loans: 2,
      par1: 50.44,
      par7: 25.22,
      par30: 0,
    });
  });

  it('shows the same figures as the loans API for the same loans', async () => {
    const listed = await manager()('GET', '/loans?page_size=100');
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data as Loan[];
    const figures = summarizePortfolio(
      rows.map((loan) => ({
        status: loan.status,
        remainingPaise: toPaise(loan.remaining_amount),
        daysOverdue: loan.days_overdue,
      })),
    );
    const portfolio = (await manager()('GET', '/analytics/portfolio')).json();
    expect(portfolio).toMatchObject({
      gross_outstanding: figures.grossOutstandingPaise / 100,
      active_loans: figures.activeLoans,
      overdue_loans: figures.overdueLoans,
      par1: figures.par1,
      par7: figures.par7,
      par30: figures.par30,
    });
  });

  it('reads tallies that equal the loans after disbursements, payments, a reversal, a completed loan and the start-of-day job', async () => {
    const owner = portfolio.owner();
    const tallied = (await checkWholeLedger(owner)).filter((problem) =>
      /^(open loan balances|officer open loans|disbursement day counts)/.test(problem.check),
    );
    expect(tallied).toEqual([]);
    const [acme] = await runSystem(owner, (tx) =>
      queryRows<{ rows: number; loans: number; balance: string; overdue: number }>(
        tx,
        // A row per key: each connection adds to its own slot (migration 0057).
        sql`select count(*)::int as rows, sum(loans)::int as loans, sum(balance) as balance,
            (sum(loans) filter (where status = 'overdue'))::int as overdue
          from (select status, sum(loans) as loans, sum(balance) as balance
            from open_loan_balances where organization_id = ${acmeId}
            group by status, next_due_date having sum(loans) <> 0 or sum(balance) <> 0) t`,
      ),
    );
    // A to G open (H completed, E's payment reversed); A and D both owe next on T: six rows.
    expect(acme).toEqual({ rows: 6, loans: 7, balance: '69300.00', overdue: 3 });
  });

  it('shows another tenant only its own loans', async () => {
    const beacon = (await as('admin@beacon.test')('GET', '/analytics/portfolio')).json();
    expect(beacon).toMatchObject({ gross_outstanding: 10_000, active_loans: 1, par1: 0 });
  });

  it('has no figures for a day still to come or before the first snapshot', async () => {
    expect((await manager()('GET', `/analytics/portfolio?date=${addDays(T, 1)}`)).statusCode).toBe(
      404,
    );
    expect(
      (await manager()('GET', `/analytics/portfolio?date=${addDays(T, -40)}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a role without reports:read', async () => {
    const response = await as('officer@acme.test')('GET', '/analytics/portfolio');
    expect(response.statusCode).toBe(403);
  });
});

describe('the series of another tenant', () => {
  it('hold nothing of Acme’s snapshots, collections or promises', async () => {
    const beacon = as('admin@beacon.test');
    const range = `from=${addDays(T, -2)}&to=${addDays(T, 5)}`;
    const rolls = (await beacon('GET', `/analytics/roll-rates?period=day&${range}`)).json();
    expect(rolls.data.length).toBeGreaterThan(0);
    for (const point of rolls.data) {
      expect(point.buckets.every((bucket: { loans: number }) => bucket.loans === 0)).toBe(true);
    }
    expect(rolls.transitions.data).toEqual([]);
    const collections = (await beacon('GET', `/analytics/collection-rate?${range}`)).json();
    expect(collections.totals).toMatchObject({ due: 0, collected: 0 });
    const promises = (await beacon('GET', `/analytics/promises?${range}`)).json();
    expect(promises.totals.promises).toBe(0);
  });
});

describe('the daily snapshot', () => {
  it('is written once a day: a second run the same day writes nothing', async () => {
    const again = await portfolio.runStartOfDay();
    expect(again.snapshots).toBe(0);
  });

  it('rewrites a day in place when rebuilt (idempotent)', async () => {
    const count = () =>
      queryRows<{ rows: number }>(
        portfolio.owner(),
        sql`select (select count(*) from portfolio_snapshots where organization_id = ${acmeId})
          + (select count(*) from portfolio_snapshot_buckets where organization_id = ${acmeId})
          + (select count(*) from portfolio_snapshot_transitions where organization_id = ${acmeId})
          as rows`,
      );
    const before = await count();
    await portfolio.backfill(addDays(T, -2), addDays(T, -1));
    expect(await count()).toEqual(before);
    const summary = (await manager()('GET', `/analytics/portfolio?date=${addDays(T, -1)}`)).json();
    expect(summary).toMatchObject({ gross_outstanding: 79_300, par1: 50.44 });
  });
});

describe('GET /api/v1/analytics/roll-rates', () => {
  it('divides each next bucket by the bucket a snapshot before, and gives the day’s transitions', async () => {
    const response = await manager()(
      'GET',
      `/analytics/roll-rates?period=day&from=${addDays(T, -2)}&to=${addDays(T, -1)}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((point: { date: string }) => point.date)).toEqual([
      addDays(T, -2),
      addDays(T, -1),
    ]);
    const [first, second] = body.data;
    expect(first.roll_rates.every((rate: { rate: unknown }) => rate.rate === null)).toBe(true);
    expect(second.buckets.slice(0, 4)).toEqual([
      { bucket: 'current', loans: 3, balance: 29_300 },
      { bucket: '1_7', loans: 3, balance: 30_000 },
      { bucket: '8_15', loans: 0, balance: 0 },
      { bucket: '16_30', loans: 2, balance: 20_000 },
    ]);
    expect(second.roll_rates.slice(0, 4)).toEqual([
      { from_bucket: 'current', to_bucket: '1_7', rate: 150 },
      { from_bucket: '1_7', to_bucket: '8_15', rate: 0 },
      { from_bucket: '8_15', to_bucket: '16_30', rate: null },
      { from_bucket: '16_30', to_bucket: '31_60', rate: 0 },
    ]);
    expect(body.transitions.date).toBe(addDays(T, -1));
    expect(body.transitions.data).toEqual(
      expect.arrayContaining([
        { from_bucket: 'current', to_bucket: 'current', loans: 1, balance: 10_000, rate: 50 },
        { from_bucket: 'current', to_bucket: '1_7', loans: 1, balance: 10_000, rate: 50 },
        { from_bucket: '1_7', to_bucket: 'current', loans: 1, balance: 9_300, rate: 31 },
        { from_bucket: '1_7', to_bucket: '1_7', loans: 2, balance: 20_000, rate: 66.67 },
        { from_bucket: '16_30', to_bucket: '16_30', loans: 2, balance: 20_000, rate: 100 },
      ]),
    );
    expect(body.transitions.data).toHaveLength(5);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await manager()(
      'GET',
      `/analytics/roll-rates?from=${addDays(T, -1)}&to=${addDays(T, -2)}`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/analytics/collection-rate', () => {
  it('divides what was received by what fell due, late recoveries apart, reversals left out', async () => {
    const response = await manager()(
      'GET',
      `/analytics/collection-rate?from=${addDays(T, -2)}&to=${addDays(T, -1)}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual([
      {
        date: addDays(T, -2),
        due: 600,
        collected: 0,
        on_time: 0,
        late: 0,
        rate: 0,
        on_time_rate: 0,
        late_rate: 0,
      },
      {
        date: addDays(T, -1),
        due: 700,
        collected: 700,
        on_time: 100,
        late: 600,
        rate: 100,
        on_time_rate: 14.29,
        late_rate: 85.71,
      },
    ]);
    expect(body.totals).toMatchObject({ due: 1_300, collected: 700, rate: 53.85 });
  });
});

describe('GET /api/v1/analytics/promises', () => {
  it('counts kept promises against those whose date has passed', async () => {
    const response = await manager()(
      'GET',
      `/analytics/promises?from=${addDays(T, -1)}&to=${addDays(T, 5)}&period=month`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().totals).toEqual({
      promises: 3,
      open: 1,
      kept: 1,
      partially_kept: 0,
      broken: 1,
      due: 2,
      kept_due: 1,
      kept_rate: 50,
      promised_amount: 900,
      paid_amount: 700,
    });
  });
});
