import { addDays, distanceMetres, type FieldVisit } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { ownerConnection } from '../../../db/system.ts';
import { checkWholeLedger } from '../../../jobs/check-whole-ledger.ts';
import { lendingCallers } from '../../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  collectorOf,
  disbursedLoan,
  onAWeekday,
  tick,
  todayOf,
  type ScheduledLoan,
} from '../field-work-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const field = () => as('field@acme.test');
let fieldCollector: string;
let loan: ScheduledLoan;
/** The customer's residential pin: Shaniwar Wada, Pune. */
const HOME = { latitude: 18.519574, longitude: 73.855287 };

beforeAll(async () => {
  testApp = await buildTestApp();
  onAWeekday(testApp);
  await signIn('manager@acme.test', 'field@acme.test', 'admin@beacon.test');
  fieldCollector = await collectorOf(testApp, 'field@acme.test', 'Anil on Foot');
  loan = await disbursedLoan(testApp, manager(), { lastName: 'Visited' });
  await ownerConnection(testApp.database).execute(
    sql`update customers set residential_latitude = ${HOME.latitude},
          residential_longitude = ${HOME.longitude}
        where id = ${loan.customer_id}`,
  );
}, 60_000);
afterAll(async () => {
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

const visit = (body: object, loanId = loan.id, headers: Record<string, string> = {}) => {
  tick(testApp);
  return field()('POST', `/loans/${loanId}/visits`, body, headers);
};
const visitsOf = async (loanId = loan.id): Promise<FieldVisit[]> =>
  (await manager()('GET', `/loans/${loanId}/visits?page_size=100`)).json().data;

describe('POST /api/v1/loans/:id/visits', () => {
  it("records a 'not home' visit without a position: no distance, not far, the visitor's collector", async () => {
    const response = await visit({ outcome: 'not_home', note: 'Shop shut' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Visit recorded',
      visit: {
        loan_id: loan.id,
        customer_id: loan.customer_id,
        outcome: 'not_home',
        note: 'Shop shut',
        collector_id: fieldCollector,
        collector_name: 'Anil on Foot',
        latitude: null,
        distance_metres: null,
        is_far: false,
        payment_id: null,
        visitor_name: 'Anil Yadav',
        visited_at: testApp.clock.now.toISOString(),
      },
    });
    expect(response.json().payment).toBeUndefined();
    const [audit] = await queryRows<{ action: string }>(
      ownerConnection(testApp.database),
      sql`select action from audit_logs where entity_id = ${response.json().visit.id}`,
    );
    expect(audit?.action).toBe('record_visit');
  });

  it("measures the distance from the customer's pin and flags a visit far beyond the GPS accuracy", async () => {
    const near = { latitude: 18.5205, longitude: 73.8561, accuracy: 25 };
    const far = { latitude: 18.5304, longitude: 73.8473, accuracy: 30 };
    const fuzzy = { latitude: 18.5241, longitude: 73.8553, accuracy: 400 };
    for (const [position, flagged] of [
      [near, false],
      [far, true],
      [fuzzy, false],
    ] as const) {
      const response = await visit({ outcome: 'refused', ...position });
      expect(response.statusCode).toBe(201);
      const metres = Math.round(distanceMetres(position, HOME));
      expect(response.json().visit).toMatchObject({
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy_metres: position.accuracy,
        distance_metres: metres,
        is_far: flagged,
      });
    }
    // The fuzzy fix is beyond 500 m, but not beyond 500 m plus its accuracy.
    expect(Math.round(distanceMetres(fuzzy, HOME))).toBeGreaterThan(500);
  });

  it('measures from the business pin when the customer has no residential one', async () => {
    const shop = await disbursedLoan(testApp, manager(), { lastName: 'Shopkeeper' });
    const stall = { latitude: 19.076, longitude: 72.8777 };
    await ownerConnection(testApp.database).execute(
      sql`update customers set business_latitude = ${stall.latitude},
            business_longitude = ${stall.longitude}
          where id = ${shop.customer_id}`,
    );
    const response = await visit(
      { outcome: 'other', latitude: 19.0765, longitude: 72.8777 },
      shop.id,
    );
    expect(response.json().visit.distance_metres).toBe(
      Math.round(distanceMetres({ latitude: 19.0765, longitude: 72.8777 }, stall)),
    );
  });

  it('records the payment of a partial visit in the same step, through Record Payment', async () => {
    const response = await visit({ outcome: 'partial', amount: 150, payment_method: 'upi' });
    expect(response.statusCode).toBe(201);
    const { visit: recorded, payment } = response.json();
    expect(payment).toMatchObject({ amount: 150, payment_method: 'upi', status: 'completed' });
    expect(recorded).toMatchObject({ payment_id: payment.id, payment_amount: 150 });
    const after = (await manager()('GET', `/loans/${loan.id}`)).json();
    expect(after.remaining_amount).toBe(loan.remaining_amount - 150);
  });

  it('records a promise made at the visit, linked to it, and the payment taken there does not count on it', async () => {
    const tomorrow = addDays(todayOf(testApp), 1);
    const notHome = await visit({
      outcome: 'not_home',
      promised_amount: 300,
      promised_date: tomorrow,
    });
    expect(notHome.statusCode).toBe(201);
    expect(notHome.json().promise).toMatchObject({
      visit_id: notHome.json().visit.id,
      amount: 300,
      promised_date: tomorrow,
      status: 'open',
      collector_id: fieldCollector,
    });

    const partly = await visit({
      outcome: 'partial',
      amount: 100,
      promised_amount: 200,
      promised_date: tomorrow,
    });
    expect(partly.statusCode).toBe(201);
    expect(partly.json().promise).toMatchObject({ paid_amount: 0, status: 'open' });
    expect(partly.json().visit.payment_id).toBe(partly.json().payment.id);
  });

  it('replays a retried visit under the same Idempotency-Key instead of paying twice', async () => {
    const before = (await visitsOf()).length;
    const body = { outcome: 'paid', amount: 20 };
    const first = await visit(body, loan.id, { 'idempotency-key': 'visit-retry-1' });
    const again = await visit(body, loan.id, { 'idempotency-key': 'visit-retry-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().visit.id).toBe(first.json().visit.id);
    expect(await visitsOf()).toHaveLength(before + 1);
  });

  it('refuses a body whose fields do not go together, naming the field', async () => {
    const cases = [
      [{ outcome: 'paid' }, 'amount', 'Enter the amount collected at this visit'],
      [
        { outcome: 'not_home', amount: 10 },
        'amount',
        'Only a paid or partial visit takes an amount',
      ],
      [
        { outcome: 'moved', latitude: 18.5 },
        'longitude',
        'Send the latitude and longitude together',
      ],
      [
        { outcome: 'moved', accuracy: 10 },
        'accuracy',
        'Send the accuracy with a latitude and longitude',
      ],
      [
        { outcome: 'promised' },
        'promised_amount',
        'Enter the promised amount and date for a promised visit',
      ],
      [
        { outcome: 'other', promised_amount: 10 },
        'promised_date',
        'Enter both the promised amount and the promised date',
      ],
      [{ outcome: 'moved', latitude: 91, longitude: 0 }, 'latitude', undefined],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await visit(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const errors = response.json().error.details.fieldErrors[field];
      expect(errors, JSON.stringify(body)).toBeDefined();
      if (message) expect(errors).toEqual([message]);
    }
  });

  it('writes nothing when the payment or the promise is refused', async () => {
    const before = (await visitsOf()).length;
    const tooMuch = await visit({ outcome: 'paid', amount: loan.remaining_amount + 1 });
    expect(tooMuch.statusCode).toBe(422);
    const lateDate = await visit({
      outcome: 'partial',
      amount: 10,
      promised_amount: 10,
      promised_date: addDays(todayOf(testApp), 45),
    });
    expect(lateDate.statusCode).toBe(400);
    expect(await visitsOf()).toHaveLength(before);
    const remaining = (await manager()('GET', `/loans/${loan.id}`)).json().remaining_amount;
    expect(remaining).toBe(loan.remaining_amount - 150 - 100 - 20);
  });
});

describe('GET /api/v1/loans/:id/visits', () => {
  it('lists the visits newest first with the visitor, the distance and the far flag', async () => {
    const visits = await visitsOf();
    expect(visits.length).toBeGreaterThanOrEqual(8);
    const times = visits.map((one) => one.visited_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(visits.some((one) => one.is_far)).toBe(true);
    expect(new Set(visits.map((one) => one.visitor_name))).toEqual(new Set(['Anil Yadav']));
  });

  it('answers 404 to another organization, for the list and for a new visit', async () => {
    const beacon = as('admin@beacon.test');
    expect((await beacon('GET', `/loans/${loan.id}/visits`)).statusCode).toBe(404);
    const refused = await beacon('POST', `/loans/${loan.id}/visits`, { outcome: 'not_home' });
    expect(refused.statusCode).toBe(404);
  });
});
