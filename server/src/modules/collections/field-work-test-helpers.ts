import { addDays, calendarDayIn } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { registerCustomer, type Caller } from '../../testing/lending.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The demo organizations' timezone. */
export const TIMEZONE = 'Asia/Kolkata';

export const todayOf = (testApp: TestApp) => calendarDayIn(TIMEZONE, testApp.clock.now);

/**
 * Moves the app's clock back to the latest weekday (Asia/Kolkata), so the demo organizations
 * (weekday collectors) have entries today whatever day the tests run. Before signing in.
 */
export function onAWeekday(testApp: TestApp): void {
  const weekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  while (!weekday(todayOf(testApp))) {
    testApp.clock.now = new Date(testApp.clock.now.getTime() - 86_400_000);
  }
}

/** Moves the app's clock a second on: the test clock stands still between requests otherwise. */
export function tick(testApp: TestApp): void {
  testApp.clock.now = new Date(testApp.clock.now.getTime() + 1_000);
}

/** Moves the app's clock by whole days. */
export function moveClock(testApp: TestApp, days: number): void {
  testApp.clock.now = new Date(testApp.clock.now.getTime() + days * 86_400_000);
}

export interface ScheduledLoan {
  id: string;
  organization_id: string;
  loan_number: string;
  customer_id: string;
  daily_repayment_amount: number;
  remaining_amount: number;
  total_repayable: number;
  status: string;
  schedule: { number: number; date: string; amount: number }[];
}

let phoneSerial = 0;

/**
 * A new customer's loan, applied for and disbursed through the API `daysBack` days before today
 * (7 at most), read back with its schedule.
 */
export async function disbursedLoan(
  testApp: TestApp,
  caller: Caller,
  options: {
    lastName: string;
    principal?: number;
    days?: number;
    daysBack?: number;
    riskLevel?: 'low' | 'high';
  },
): Promise<ScheduledLoan> {
  phoneSerial += 1;
  const customerId = await registerCustomer(caller, {
    firstName: 'Field',
    lastName: options.lastName,
    phone: `+91982${String(Date.now() % 100_000).padStart(5, '0')}${String(phoneSerial).padStart(2, '0')}`,
    riskLevel: options.riskLevel,
  });
  const applied = await caller('POST', '/loans', {
    customer_id: customerId,
    principal_amount: options.principal ?? 10_000,
    ...(options.days && { max_repayment_days: options.days }),
  });
  if (applied.statusCode !== 201) throw new Error(`Apply: ${applied.body}`);
  const loanId = applied.json().loan.id as string;
  const disbursed = await caller('POST', `/loans/${loanId}/disburse`, {
    method: 'cash',
    disbursement_date: addDays(todayOf(testApp), -(options.daysBack ?? 7)),
  });
  if (disbursed.statusCode !== 200) throw new Error(`Disburse: ${disbursed.body}`);
  return (await caller('GET', `/loans/${loanId}`)).json();
}

/**
 * A new Acme collector that the user `email` works as (debt_collectors.user_id), taking the user
 * from the collector the demo seed linked them to.
 */
export async function collectorOf(testApp: TestApp, email: string, name: string): Promise<string> {
  await ownerConnection(testApp.database).execute(
    sql`update debt_collectors set user_id = null
        where user_id = (select id from users where email = ${email})`,
  );
  const [row] = await queryRows<{ id: string }>(
    ownerConnection(testApp.database),
    sql`insert into debt_collectors (organization_id, name, phone, user_id)
        select u.organization_id, ${name}, '+919811100000', u.user_id
        from user_profiles u join users on users.id = u.user_id
        where users.email = ${email}
        returning id`,
  );
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

/** An Acme collector no user works as. */
export async function plainCollector(testApp: TestApp, email: string, name: string) {
  const [row] = await queryRows<{ id: string }>(
    ownerConnection(testApp.database),
    sql`insert into debt_collectors (organization_id, name, phone)
        select u.organization_id, ${name}, '+919811100001'
        from user_profiles u join users on users.id = u.user_id
        where users.email = ${email}
        returning id`,
  );
  return row!.id;
}

/** Gives a loan to a collector (the entries generated after follow it). */
export async function assignLoan(testApp: TestApp, loanId: string, collectorId: string) {
  await ownerConnection(testApp.database).execute(
    sql`update loans set collector_id = ${collectorId} where id = ${loanId}`,
  );
}
