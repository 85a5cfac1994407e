import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { writeOverdueMapPoints } from './overdue-map-points.ts';
import { analyticsPortfolio } from './analytics-test-helpers.ts';

/**
 * The Business Intelligence series (issue 14) on a portfolio worked out by hand. Acme collects
 * every day: a loan of 10,000 disbursed on day d owes 100 a day from d + 1. T = 2027-03-10,
 * so three months are January to March 2027 (the snapshot series up to 03-09, yesterday).
 *
 *   loan  disbursed  paid           next due at T  days overdue at T  first 30+ late
 *   P     01-20      —              01-21          48                 02-21 (01-21 + 31, live)
 *   Q     01-25      3,000 on 03-01 02-25          13                 02-26 (rebuilt: cured)
 *   R     02-10      2,000 on 03-01 03-03          7                  never
 *   S     03-05      —              03-06          4                  never
 *
 * Month ends: 01-31 gross 20,000, P 10 and Q 5 days late: PAR1 100, PAR7 50, PAR30 0. 02-28
 * gross 30,000, P 38, Q 33, R 17: PAR1 100, PAR7 100, PAR30 66.67. 03-09 gross 35,000, P 47,
 * Q 12, R 6, S 3: PAR1 100, PAR7 48.57, PAR30 28.57. Beacon's one loan never shows in Acme's.
 */
const portfolio = analyticsPortfolio({
  lastName: 'Vintage',
  phonePrefix: '+9198300',
  phoneBase: 77_000,
});
const { as, manager, owner, loans, setClock, disburse, pay } = portfolio;
let acmeId = '';
let collectorId = '';

beforeAll(async () => {
  await portfolio.setUp();
  acmeId = portfolio.acmeId();
  await setClock('2027-01-20');
  await disburse('P', '2027-01-20');
  await setClock('2027-01-25');
  await disburse('Q', '2027-01-25');
  await setClock('2027-02-10');
  await disburse('R', '2027-02-10');
  await setClock('2027-03-01');
  await pay('Q', 3_000);
  await pay('R', 2_000);
  await setClock('2027-03-05');
  await disburse('S', '2027-03-05');
  await setClock('2027-03-10');
  await disburse('Z', '2027-03-10', as('admin@beacon.test'));
  await portfolio.runStartOfDay();
  await portfolio.backfill('2027-01-01', '2027-03-09');
  // Field work by one collector of Acme's (inserted as it stands; the collections module's
  // own tests cover how it is recorded): entries due 300, collected 100 + 50; a visit; a
  // promise kept by Q's payment and one broken on R.
  const [collector] = await queryRows<{ id: string }>(
    owner(),
    sql`insert into debt_collectors (organization_id, name, territory)
      values (${acmeId}, 'Vintage Collector', 'Zone Z') returning id`,
  );
  collectorId = collector!.id;
  const [managerUser] = await queryRows<{ id: string }>(
    owner(),
    sql`select id from users where email = 'manager@acme.test'`,
  );
  await owner().execute(sql`
    insert into daily_collection_entries (organization_id, loan_id, customer_id, collector_id,
      due_amount, collected_amount, outstanding_amount, collection_date)
    select organization_id, id, customer_id, ${collectorId}, x.due, x.collected, 10000, x.day::date
    from loans, (values (${loans.Q}::uuid, 100, 100, '2027-03-01'), (${loans.R}::uuid, 100, 50,
      '2027-03-01'), (${loans.P}::uuid, 100, 0, '2027-02-15')) x (loan, due, collected, day)
    where id = x.loan`);
  await owner().execute(sql`
    insert into field_visits (organization_id, loan_id, customer_id, collector_id, outcome,
      visited_by, visited_at)
    select organization_id, id, customer_id, ${collectorId}, 'promised', ${managerUser!.id},
      '2027-03-01T05:00:00Z' from loans where id = ${loans.P}`);
  await owner().execute(sql`
    insert into payment_promises (organization_id, loan_id, customer_id, collector_id, amount,
      promised_date, created_by, created_at)
    select organization_id, id, customer_id, ${collectorId}, 100, x.day::date,
      ${managerUser!.id}, x.made::timestamptz
    from loans, (values (${loans.Q}::uuid, '2027-03-01', '2027-02-28T05:00:00Z'),
      (${loans.R}::uuid, '2027-02-20', '2027-02-19T05:00:00Z')) x (loan, day, made)
    where id = x.loan`);
  // Locations: P's customer at home, Q's at their business, R's and S's none.
  await owner().execute(sql`
    update customers c set residential_latitude = 12.9716, residential_longitude = 77.5946
    from loans l where l.id = ${loans.P} and c.id = l.customer_id`);
  await owner().execute(sql`
    update customers c set business_latitude = -1.2921, business_longitude = 36.8219
    from loans l where l.id = ${loans.Q} and c.id = l.customer_id`);
}, 180_000);
afterAll(() => portfolio.close());

describe('GET /api/v1/analytics/trends', () => {
  it('answers each month’s disbursements, collections and month-end PAR from the snapshots', async () => {
    const response = await manager()('GET', '/analytics/trends?months=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      months: 3,
      from: '2027-01-01',
      to: '2027-03-09',
      data: [
        {
          month: '2027-01-01',
          as_of: '2027-01-31',
          disbursed_loans: 2,
          disbursed_amount: 20_000,
          collected: 0,
          gross_outstanding: 20_000,
          par1: 100,
          par7: 50,
          par30: 0,
        },
        {
          month: '2027-02-01',
          as_of: '2027-02-28',
          disbursed_loans: 1,
          disbursed_amount: 10_000,
          collected: 0,
          gross_outstanding: 30_000,
          par1: 100,
          par7: 100,
          par30: 66.67,
        },
        {
          month: '2027-03-01',
          as_of: '2027-03-09',
          disbursed_loans: 1,
          disbursed_amount: 10_000,
          collected: 5_000,
          gross_outstanding: 35_000,
          par1: 100,
          par7: 48.57,
          par30: 28.57,
        },
      ],
    });
  });

  it('refuses a period other than 3, 6 or 12 months', async () => {
    expect((await manager()('GET', '/analytics/trends?months=5')).statusCode).toBe(400);
  });

  it('refuses a role without reports:read', async () => {
    expect((await as('officer@acme.test')('GET', '/analytics/trends')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/analytics/vintages', () => {
  it('marks the first day past 30 days late, live and rebuilt from the payments of a cured loan', async () => {
    const rows = await queryRows<{ id: string; day: string | null }>(
      owner(),
      sql`select id, to_char(first_late_30_on, 'YYYY-MM-DD') as day from loans
        where id in (${loans.P}, ${loans.Q}, ${loans.R}, ${loans.S})`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.day]))).toEqual({
      [loans.P!]: '2027-02-21',
      [loans.Q!]: '2027-02-26',
      [loans.R!]: null,
      [loans.S!]: null,
    });
  });

  it('answers each cohort’s cumulative share ever 30+ days late by month on book', async () => {
    const response = await manager()('GET', '/analytics/vintages?months=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      months: 3,
      data: [
        {
          cohort: '2027-01-01',
          loans: 2,
          points: [
            { months_on_book: 1, late_loans: 0, share: 0 },
            { months_on_book: 2, late_loans: 2, share: 100 },
            { months_on_book: 3, late_loans: 2, share: 100 },
          ],
        },
        {
          cohort: '2027-02-01',
          loans: 1,
          points: [
            { months_on_book: 1, late_loans: 0, share: 0 },
            { months_on_book: 2, late_loans: 0, share: 0 },
          ],
        },
        {
          cohort: '2027-03-01',
          loans: 1,
          points: [{ months_on_book: 1, late_loans: 0, share: 0 }],
        },
      ],
    });
  });
});

describe('GET /api/v1/analytics/collector-productivity', () => {
  it('answers a collector’s collected against due, visits and promises kept, with the territory', async () => {
    const response = await manager()('GET', '/analytics/collector-productivity?months=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ months: 3, from: '2027-01-01', to: '2027-03-10' });
    expect(
      body.data.find((row: { collector_id: string }) => row.collector_id === collectorId),
    ).toEqual({
      collector_id: collectorId,
      collector: 'Vintage Collector',
      territory: 'Zone Z',
      organization_id: acmeId,
      organization: expect.any(String),
      due: 300,
      collected: 150,
      collection_rate: 50,
      visits: 1,
      promises_due: 2,
      promises_kept: 1,
      kept_rate: 50,
    });
  });
});

describe('the loans behind a figure (GET /api/v1/loans drill-down filters)', () => {
  const idsOf = (body: { data: { id: string }[] }) => body.data.map((loan) => loan.id).sort();

  it('lists the loans a collector’s entries name, as the productivity row counts them', async () => {
    const response = await manager()('GET', `/loans?collector_id=${collectorId}&page_size=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual([loans.P, loans.Q, loans.R].sort());
    expect(body.total).toBe(3);
    expect(body.counts.all).toBe(3);
    const overdueOnly = (
      await manager()('GET', `/loans?collector_id=${collectorId}&overdue_more_than=10`)
    ).json();
    expect(idsOf(overdueOnly)).toEqual([loans.P, loans.Q].sort());
  });

  it('finds nothing for another tenant’s collector and refuses a malformed id', async () => {
    const beacon = (
      await as('admin@beacon.test')('GET', `/loans?collector_id=${collectorId}&page_size=100`)
    ).json();
    expect(beacon.data).toEqual([]);
    expect(beacon.counts.all).toBe(0);
    expect((await manager()('GET', '/loans?collector_id=collector-1')).statusCode).toBe(400);
  });

  it('lists the open loans of a days-overdue bucket, today’s as the list shows them', async () => {
    const bucket = async (name: string, caller = manager()) => {
      const response = await caller('GET', `/loans?overdue_bucket=${name}&page_size=100`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    // At T: P 48, Q 13, R 7 and S 4 days overdue; Beacon's Z disbursed today owes nothing yet.
    expect(idsOf(await bucket('1_7'))).toEqual([loans.R, loans.S].sort());
    expect(idsOf(await bucket('8_15'))).toEqual([loans.Q]);
    expect(idsOf(await bucket('31_60'))).toEqual([loans.P]);
    expect((await bucket('16_30')).total).toBe(0);
    expect((await bucket('90_plus')).total).toBe(0);
    expect((await bucket('current')).total).toBe(0);
    const current = await bucket('current', as('admin@beacon.test'));
    expect(idsOf(current)).toEqual([loans.Z]);
    expect(current.counts.all).toBe(1);
    const week = await bucket('1_7');
    expect(week.counts.all).toBe(2);
    for (const loan of week.data) expect(loan.days_overdue).toBeGreaterThanOrEqual(1);
    for (const loan of week.data) expect(loan.days_overdue).toBeLessThanOrEqual(7);
    expect((await manager()('GET', '/loans?overdue_bucket=1-7')).statusCode).toBe(400);
  });

  it('holds as many loans in each bucket as the roll-rate matrix moved into it', async () => {
    const rolls = (await manager()('GET', '/analytics/roll-rates?period=day')).json();
    expect(rolls.transitions.date).toBe('2027-03-09');
    for (const bucket of ['1_7', '8_15', '31_60']) {
      const into = rolls.transitions.data
        .filter((cell: { to_bucket: string }) => cell.to_bucket === bucket)
        .reduce((sum: number, cell: { loans: number }) => sum + cell.loans, 0);
      const listed = (await manager()('GET', `/loans?overdue_bucket=${bucket}`)).json();
      expect(listed.total).toBe(into);
    }
  });
});

describe('GET /api/v1/analytics/overdue-map', () => {
  it('answers located customers with overdue loans, the largest balance first', async () => {
    // The job started the day before this portfolio was located: its points of today again.
    await runSystem(ownerConnection(portfolio.app().database), (tx) =>
      writeOverdueMapPoints(
        tx,
        sql`select id as organization_id, '2027-03-10'::date as day from organizations`,
      ),
    );
    const response = await manager()('GET', '/analytics/overdue-map');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      as_of: '2027-03-10',
      total: 2,
      data: [
        expect.objectContaining({
          name: 'P Vintage',
          latitude: 12.9716,
          longitude: 77.5946,
          overdue_loans: 1,
          overdue_balance: 10_000,
          max_days_overdue: 48,
        }),
        expect.objectContaining({
          name: 'Q Vintage',
          latitude: -1.2921,
          longitude: 36.8219,
          overdue_loans: 1,
          overdue_balance: 7_000,
          max_days_overdue: 13,
        }),
      ],
    });
  });
});

describe('the Business Intelligence series of another tenant', () => {
  it('hold nothing of Acme’s loans, collectors or customers', async () => {
    const beacon = as('admin@beacon.test');
    const trends = (await beacon('GET', '/analytics/trends?months=3')).json();
    expect(
      trends.data.every((month: { disbursed_loans: number }) => month.disbursed_loans === 0),
    ).toBe(true);
    const vintages = (await beacon('GET', '/analytics/vintages?months=3')).json();
    expect(vintages.data).toEqual([
      { cohort: '2027-03-01', loans: 1, points: [{ months_on_book: 1, late_loans: 0, share: 0 }] },
    ]);
    const collectors = (await beacon('GET', '/analytics/collector-productivity?months=3')).json();
    expect(
      collectors.data.some((row: { organization_id: string }) => row.organization_id === acmeId),
    ).toBe(false);
    const map = (await beacon('GET', '/analytics/overdue-map')).json();
    expect(map).toEqual({ as_of: '2027-03-10', total: 0, data: [] });
  });
});
