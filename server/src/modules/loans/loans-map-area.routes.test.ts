import { MAP_AREA_MESSAGES, mapAreaText } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../testing/english.ts';
import { analyticsPortfolio } from '../analytics/analytics-test-helpers.ts';

/**
 * GET /loans?bbox= (issue 14, decision 0088): the loans of the customers a map area holds. Acme
 * collects every day; T = 2027-03-20. Each loan is 10,000 on a customer of its own:
 *
 *   loan  disbursed  customer's location                            at T
 *   A     03-01      home 12.9716, 77.5946 (Bangalore)              19 days overdue
 *   B     03-01      home 19.0760, 72.8777 (Mumbai), business in    19 days overdue
 *                    Bangalore 12.9700, 77.5900: placed at home
 *   C     03-20      business only 12.9500, 77.5800 (Bangalore)     not overdue
 *   D     03-01      none                                           19 days overdue
 *   Z     03-20      Beacon's: home 12.9700, 77.5900 (Bangalore)    not overdue
 */
const portfolio = analyticsPortfolio({
  lastName: 'Placed',
  phonePrefix: '+9198310',
  phoneBase: 55_000,
});
const { as, manager, owner, loans, setClock, disburse } = portfolio;
const BANGALORE = '77.5,12.9,77.7,13';

const locate = async (
  loan: string,
  place: { home?: [number, number]; business?: [number, number] },
) => {
  const [homeLatitude, homeLongitude] = place.home ?? [null, null];
  const [businessLatitude, businessLongitude] = place.business ?? [null, null];
  await owner().execute(sql`
    update customers c set residential_latitude = ${homeLatitude},
      residential_longitude = ${homeLongitude}, business_latitude = ${businessLatitude},
      business_longitude = ${businessLongitude}
    from loans l where l.id = ${loan} and c.id = l.customer_id`);
};

beforeAll(async () => {
  await portfolio.setUp();
  await setClock('2027-03-01');
  await disburse('A', '2027-03-01');
  await disburse('B', '2027-03-01');
  await disburse('D', '2027-03-01');
  await setClock('2027-03-20');
  await disburse('C', '2027-03-20');
  await disburse('Z', '2027-03-20', as('admin@beacon.test'));
  await locate(loans.A!, { home: [12.9716, 77.5946] });
  await locate(loans.B!, { home: [19.076, 72.8777], business: [12.97, 77.59] });
  await locate(loans.C!, { business: [12.95, 77.58] });
  await locate(loans.Z!, { home: [12.97, 77.59] });
}, 120_000);
afterAll(() => portfolio.close());

const idsOf = (body: { data: { id: string }[] }) => body.data.map((loan) => loan.id).sort();

async function listed(query: string, caller = manager()) {
  const response = await caller('GET', `/loans?${query}&page_size=100`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/v1/loans?bbox=', () => {
  it('lists the loans of the customers the area holds, at home or else at their business', async () => {
    const body = await listed(`bbox=${BANGALORE}`);
    expect(idsOf(body)).toEqual([loans.A, loans.C].sort());
    expect(body.total).toBe(2);
    expect(body.counts).toMatchObject({ all: 2, active: 2, overdue: 0 });
    const mumbai = await listed('bbox=72.8,19,72.9,19.1');
    expect(idsOf(mumbai)).toEqual([loans.B]);
    expect((await listed('bbox=-10,-10,10,10')).total).toBe(0);
  });

  it('includes a customer on an edge of the area and leaves out one a millionth of a degree past it', async () => {
    expect(idsOf(await listed('bbox=77.5946,12.9716,77.5946,12.9716'))).toEqual([loans.A]);
    expect(idsOf(await listed('bbox=77.5,12.9,77.5946,12.9716'))).toEqual(
      [loans.A, loans.C].sort(),
    );
    expect(idsOf(await listed('bbox=77.594601,12.9716,77.7,13'))).toEqual([]);
    expect(idsOf(await listed('bbox=77.5,12.971601,77.7,13'))).toEqual([]);
  });

  it('combines with the tab and the days-overdue filters', async () => {
    const overdue = await listed(`bbox=${BANGALORE}&overdue_more_than=0`);
    expect(idsOf(overdue)).toEqual([loans.A]);
    expect(overdue.counts.all).toBe(1);
    expect(idsOf(await listed(`bbox=${BANGALORE}&overdue_bucket=16_30`))).toEqual([loans.A]);
    expect(idsOf(await listed(`bbox=${BANGALORE}&overdue_bucket=current`))).toEqual([loans.C]);
    const tab = await listed(`bbox=${BANGALORE}&tab=active&search=C%20Placed`);
    expect(idsOf(tab)).toEqual([loans.C]);
  });

  it('holds the overdue loans of the map’s customers in an area around them', async () => {
    const map = (await manager()('GET', '/analytics/overdue-map')).json();
    const points: { latitude: number; longitude: number; overdue_loans: number }[] = map.data;
    expect(points).toHaveLength(2);
    const area = mapAreaText(points);
    const body = await listed(`bbox=${area}&overdue_more_than=0`);
    expect(idsOf(body)).toEqual([loans.A, loans.B].sort());
    expect(body.total).toBe(points.reduce((sum, point) => sum + point.overdue_loans, 0));
  });

  it('finds only the caller’s own organization’s loans in the area', async () => {
    const beacon = await listed(`bbox=${BANGALORE}`, as('admin@beacon.test'));
    expect(idsOf(beacon)).toEqual([loans.Z]);
    expect(beacon.counts.all).toBe(1);
    expect(idsOf(await listed(`bbox=${BANGALORE}`))).not.toContain(loans.Z);
  });

  it.each([
    ['Bangalore', MAP_AREA_MESSAGES.format],
    ['77.5,12.9,77.7', MAP_AREA_MESSAGES.format],
    ['77.5,12.9,77.7,13,1', MAP_AREA_MESSAGES.format],
    ['77.5,12.9,,13', MAP_AREA_MESSAGES.format],
    ['1e2,12.9,77.7,13', MAP_AREA_MESSAGES.format],
    ['', MAP_AREA_MESSAGES.format],
    ['-181,12.9,77.7,13', MAP_AREA_MESSAGES.range],
    ['77.5,12.9,180.5,13', MAP_AREA_MESSAGES.range],
    ['77.5,-91,77.7,13', MAP_AREA_MESSAGES.range],
    ['77.7,12.9,77.5,13', MAP_AREA_MESSAGES.order],
    ['77.5,13,77.7,12.9', MAP_AREA_MESSAGES.order],
  ])('refuses the area %j with 400 in the catalog’s words', async (bbox, message) => {
    const response = await manager()('GET', `/loans?bbox=${encodeURIComponent(bbox)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: english(message),
      details: { fieldErrors: { bbox: [english(message)] } },
    });
  });
});
