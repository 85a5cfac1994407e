import { addDays, calendarDayIn } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { runStartOfDay } from '../../jobs/start-of-day.ts';
import { lendingCallers, registerCustomer, type Caller } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeOverdueMapPoints } from './overdue-map-points.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const acme = (...args: Parameters<Caller>) => as('manager@acme.test')(...args);
const beacon = (...args: Parameters<Caller>) => as('admin@beacon.test')(...args);
const owner = () => ownerConnection(testApp.database);

async function lend(caller: Caller, customerId: string, daysAgo: number): Promise<void> {
  const applied = await caller('POST', '/loans', {
    customer_id: customerId,
    principal_amount: 10_000,
  });
  const loanId = applied.json().loan.id as string;
  const disbursed = await caller('POST', `/loans/${loanId}/disburse`, {
    method: 'cash',
    disbursement_date: addDays(calendarDayIn('Asia/Kolkata', testApp.clock.now), -daysAgo),
  });
  expect(disbursed.statusCode).toBe(200);
}

async function locate(customerId: string, column: 'residential' | 'business', lat: number) {
  await runSystem(owner(), async (tx) => {
    await tx.execute(
      column === 'residential'
        ? sql`update customers set residential_latitude = ${lat}, residential_longitude = 36.8
            where id = ${customerId}`
        : sql`update customers set business_latitude = ${lat}, business_longitude = 36.8
            where id = ${customerId}`,
    );
  });
}

const points = () =>
  runSystem(owner(), (tx) =>
    queryRows<Record<string, unknown>>(
      tx,
      sql`select organization_id, map_date::text, customer_id, latitude, longitude,
        overdue_loans, overdue_balance, max_days_overdue
        from overdue_map_points order by organization_id, map_date, customer_id`,
    ),
  );

let located: string;
let business: string;
let unlocated: string;
let current: string;
let beaconCustomer: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test');
  await signIn('admin@beacon.test');
  located = await registerCustomer(acme, {
    firstName: 'Map',
    lastName: 'Located',
    phone: '+919820088801',
  });
  business = await registerCustomer(acme, {
    firstName: 'Map',
    lastName: 'Business',
    phone: '+919820088802',
  });
  unlocated = await registerCustomer(acme, {
    firstName: 'Map',
    lastName: 'Nowhere',
    phone: '+919820088803',
  });
  current = await registerCustomer(acme, {
    firstName: 'Map',
    lastName: 'Current',
    phone: '+919820088804',
  });
  beaconCustomer = await registerCustomer(beacon, {
    firstName: 'Map',
    lastName: 'Beacon',
    phone: '+919820088805',
  });
  // Two overdue loans for the first, one for each other; a loan disbursed today is not overdue.
  // Four days or more before today, so an instalment fell due on a weekday between the
  // disbursement and today whatever today is (three days before a Monday is a Friday).
  await lend(acme, located, 7);
  await lend(acme, located, 5);
  await lend(acme, business, 5);
  await lend(acme, unlocated, 7);
  await lend(acme, current, 0);
  await lend(beacon, beaconCustomer, 4);
  await locate(located, 'residential', 12.97);
  await locate(business, 'business', 13.01);
  await locate(current, 'residential', 12.5);
  await locate(beaconCustomer, 'residential', -1.29);
});
afterAll(() => testApp.close());

const mine = <Point extends { customer_id: string }>(body: { data: Point[] }, ids: string[]) =>
  body.data.filter((point) => ids.includes(point.customer_id));

/** Every organization with its own today: the days the start-of-day job writes. */
const everyToday = () => sql`select o.id as organization_id,
  (${testApp.clock.now.toISOString()}::timestamptz at time zone o.timezone)::date as day
  from organizations o`;

/** The map's areas in the view around the located customers (nobody of the seed is there). */
const areas = async (caller: Caller, zoom: number, bbox = '36,12,37,14') => {
  const response = await caller('GET', `/analytics/overdue-map/areas?bbox=${bbox}&zoom=${zoom}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the overdue map as of the start of the day (decision 0086)', () => {
  it('answers live before the job has started the day, then the job’s points, the same figures', async () => {
    const live = (await acme('GET', '/analytics/overdue-map')).json();
    expect(live.as_of).toBeNull();
    const liveMine = mine(live, [located, business, unlocated, current]);
    expect(liveMine.map((point: { customer_id: string }) => point.customer_id)).toEqual([
      located,
      business,
    ]);
    expect(liveMine[0]).toMatchObject({ overdue_loans: 2, latitude: 12.97 });
    expect(liveMine[1]).toMatchObject({ overdue_loans: 1, latitude: 13.01 });
    const liveAreas = await areas(acme, 12);

    // An instance that started today's day before the points existed (the deploy's morning):
    // the job's own mark says today, the map's does not, so the map stays live until tomorrow.
    const today = calendarDayIn('Asia/Kolkata', testApp.clock.now);
    const markDay = (day: string) =>
      owner().execute(sql`insert into organization_daily_runs (organization_id, job, last_day)
        select id, 'loan_standing', ${day}::date from organizations
        on conflict (organization_id, job) do update set last_day = excluded.last_day`);
    await markDay(today);
    expect((await acme('GET', '/analytics/overdue-map')).json().as_of).toBeNull();
    await markDay(addDays(today, -1));

    await runSystem(owner(), (tx) => runStartOfDay(tx, testApp.clock.now));
    const morning = (await acme('GET', '/analytics/overdue-map')).json();
    expect(morning.as_of).toBe(calendarDayIn('Asia/Kolkata', testApp.clock.now));
    expect(morning.total).toBe(live.total);
    expect(morning.data).toEqual(live.data);
    expect(await areas(acme, 12)).toEqual({ ...liveAreas, as_of: morning.as_of });
  });

  it('keeps each organization’s points to itself', async () => {
    const acmeMap = (await acme('GET', '/analytics/overdue-map')).json();
    expect(mine(acmeMap, [beaconCustomer])).toEqual([]);
    const beaconMap = (await beacon('GET', '/analytics/overdue-map')).json();
    expect(beaconMap.as_of).not.toBeNull();
    const organizations = new Set(
      beaconMap.data.map((point: { organization_id: string }) => point.organization_id),
    );
    expect(organizations.size).toBe(1);
    expect(organizations.has(acmeMap.data[0].organization_id)).toBe(false);
    expect(mine(beaconMap, [located, business])).toEqual([]);
    expect(mine(beaconMap, [beaconCustomer])[0]).toMatchObject({
      overdue_loans: 1,
      latitude: -1.29,
    });
  });

  it('groups every point in the view by the zoom level’s cells, naming an area of one customer', async () => {
    const map = (await acme('GET', '/analytics/overdue-map')).json();
    // Zoom 6: cells of 1.40625°, both located customers in one; the current one is not overdue.
    const wide = await areas(acme, 6);
    expect(wide).toMatchObject({ as_of: map.as_of, total: map.total, in_view: 2 });
    expect(wide.areas).toEqual([
      {
        latitude: 12.99,
        longitude: 36.8,
        west: 36.8,
        south: 12.97,
        east: 36.8,
        north: 13.01,
        customers: 2,
        overdue_loans: 3,
        overdue_balance: mine<{ customer_id: string; overdue_balance: number }>(map, [
          located,
          business,
        ]).reduce((sum, point) => sum + point.overdue_balance, 0),
        max_days_overdue: expect.any(Number),
        customer: null,
      },
    ]);
    expect(wide.extent.south).toBeLessThanOrEqual(12.97);
    expect(wide.extent.north).toBeGreaterThanOrEqual(13.01);
    // Zoom 12: cells of about 0.022°, one customer each, named, the larger balance first.
    const close = await areas(acme, 12);
    expect(close.in_view).toBe(2);
    expect(close.areas.map((area: { customer: unknown }) => area.customer)).toEqual([
      expect.objectContaining({ customer_id: located, name: 'Map Located' }),
      expect.objectContaining({ customer_id: business, name: 'Map Business' }),
    ]);
    expect(close.areas[0]).toMatchObject({ customers: 1, overdue_loans: 2, latitude: 12.97 });
    // A view that holds neither.
    expect(await areas(acme, 12, '36,12,37,12.5')).toMatchObject({ in_view: 0, areas: [] });
  });

  it('answers a far view from the morning’s cells as it would from the points (decision 0092)', async () => {
    const views = ['-180,-90,180,90', '36,12,37,14', '36.9,12.9,37,13', '36,-2,37,0'];
    const far = [0, 3, 6, 8];
    const answers = async () =>
      Promise.all(
        far.flatMap((zoom) =>
          views.flatMap((bbox) => [areas(acme, zoom, bbox), areas(beacon, zoom, bbox)]),
        ),
      );
    const fromCells = await answers();
    // Without the cells' mark (a day an earlier version wrote), the same views group the points.
    await owner().execute(sql`delete from organization_daily_runs where job = 'overdue_map_cells'`);
    const fromPoints = await answers();
    expect(fromCells.length).toBe(fromPoints.length);
    fromCells.forEach((answer, index) => {
      const points = fromPoints[index];
      const position = (area: { latitude: number; longitude: number }) => [
        area.latitude,
        area.longitude,
      ];
      // Means summed in another order may differ in their last bit; rounded, they agree.
      expect(answer.areas.map(position).flat()).toEqual(
        points.areas
          .map(position)
          .flat()
          .map((value: number) => expect.closeTo(value, 5)),
      );
      const rest = (area: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(area).filter(([key]) => key !== 'latitude' && key !== 'longitude'),
        );
      expect({ ...answer, areas: answer.areas.map(rest) }).toEqual({
        ...points,
        areas: points.areas.map(rest),
      });
    });
    expect(fromCells.some((answer) => answer.areas.length > 0)).toBe(true);

    // Written again, the far views read the cells (a changed cell shows), the near ones do not.
    await runSystem(owner(), (tx) => writeOverdueMapPoints(tx, everyToday()));
    await owner().execute(sql`update overdue_map_cells set customers = customers + 100,
      latitude_sum = latitude_sum + 100 * south, longitude_sum = longitude_sum + 100 * west`);
    expect((await areas(acme, 6)).in_view).toBe(102);
    expect((await areas(acme, 12)).in_view).toBe(2);
    await runSystem(owner(), (tx) => writeOverdueMapPoints(tx, everyToday()));
    expect((await areas(acme, 6)).in_view).toBe(2);
  });

  it('keeps each organization’s areas to itself, and refuses a view it cannot read', async () => {
    expect(await areas(beacon, 6)).toMatchObject({ in_view: 0, areas: [] });
    const beaconAreas = await areas(beacon, 6, '36,-2,37,0');
    expect(beaconAreas.areas).toEqual([
      expect.objectContaining({
        customers: 1,
        customer: expect.objectContaining({ customer_id: beaconCustomer }),
      }),
    ]);
    expect((await areas(acme, 6, '36,-2,37,0')).areas).toEqual([]);
    const reversed = await acme('GET', '/analytics/overdue-map/areas?bbox=37,12,36,14&zoom=6');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('west');
    const tooDeep = await acme('GET', '/analytics/overdue-map/areas?bbox=36,12,37,14&zoom=19');
    expect(tooDeep.statusCode).toBe(400);
  });

  it('gives the same rows when run again the same day, and drops points older than a week', async () => {
    const before = await points();
    expect(before.length).toBeGreaterThan(0);
    const days = everyToday();
    await runSystem(owner(), async (tx) => {
      await tx.execute(sql`insert into overdue_map_points (organization_id, map_date, customer_id,
          latitude, longitude, overdue_loans, overdue_balance, max_days_overdue)
        select organization_id, map_date - 8, customer_id, latitude, longitude, overdue_loans,
          overdue_balance, max_days_overdue from overdue_map_points`);
      await writeOverdueMapPoints(tx, days);
    });
    expect(await points()).toEqual(before);
  });

  it('answers the writer’s count of each organization’s points as the total, zero for none', async () => {
    const today = sql`(${testApp.clock.now.toISOString()}::timestamptz at time zone o.timezone)::date`;
    const written = await runSystem(owner(), (tx) =>
      writeOverdueMapPoints(
        tx,
        sql`select o.id as organization_id, ${today} as day
        from organizations o`,
      ),
    );
    const counts = await queryRows<{ name: string; points: number; items: number | null }>(
      owner(),
      sql`select o.name, (select count(*)::int from overdue_map_points p
          where p.organization_id = o.id and p.map_date = ${today}) as points,
          r.last_day_items as items
        from organizations o
        join organization_daily_runs r on r.organization_id = o.id and r.job = 'overdue_map'
        order by o.name`,
    );
    expect(counts.length).toBeGreaterThan(2);
    for (const row of counts) expect(row.items, row.name).toBe(row.points);
    expect(counts.some((row) => row.points === 0)).toBe(true);
    expect(written).toBe(counts.reduce((sum, row) => sum + row.points, 0));
    const beaconMap = (await beacon('GET', '/analytics/overdue-map')).json();
    expect(beaconMap.total).toBe(counts.find((row) => row.name === 'Beacon Lending')?.points);

    // Points written before migration 0049 have no count: the map counts them.
    const counted = (await acme('GET', '/analytics/overdue-map')).json();
    await owner().execute(
      sql`update organization_daily_runs set last_day_items = null where job = 'overdue_map'`,
    );
    const recounted = (await acme('GET', '/analytics/overdue-map')).json();
    expect(recounted.as_of).not.toBeNull();
    expect(recounted.total).toBe(counted.total);
    expect(recounted.total).toBeGreaterThanOrEqual(2);
  });
});
