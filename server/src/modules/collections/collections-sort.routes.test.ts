import {
  addDays,
  calendarDayIn,
  COLLECTION_PAYMENT_STATUSES,
  COLLECTION_RISK_PRIORITIES,
  type CollectionEntry,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');

/** Three customers of one surname, first names in mixed case, lent different amounts. */
const BORROWERS = [
  { firstName: 'zara', principal: 5_000, phone: '+919820077711' },
  { firstName: 'Anil', principal: 20_000, phone: '+919820077712' },
  { firstName: 'Bela', principal: 10_000, phone: '+919820077713' },
];
const loanIds = new Map<string, string>();
/** A collection day of the three loans with instalments due before it. */
let day: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test');
  const today = calendarDayIn('Asia/Kolkata', testApp.clock.now);
  for (const borrower of BORROWERS) {
    const customerId = await registerCustomer(manager(), {
      firstName: borrower.firstName,
      lastName: 'Sortcheck',
      phone: borrower.phone,
    });
    const applied = await manager()('POST', '/loans', {
      customer_id: customerId,
      principal_amount: borrower.principal,
    });
    const loanId = applied.json().loan.id as string;
    const disbursed = await manager()('POST', `/loans/${loanId}/disburse`, {
      method: 'cash',
      disbursement_date: addDays(today, -7),
    });
    expect(disbursed.statusCode).toBe(200);
    loanIds.set(borrower.firstName, loanId);
  }
  const loan = (await manager()('GET', `/loans/${loanIds.get('zara')}`)).json();
  day = (loan.schedule as { date: string }[]).filter((item) => item.date <= today).at(-1)!.date;
  expect((await manager()('POST', '/collections/generate', { date: day })).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

async function list(query: string): Promise<CollectionEntry[]> {
  const response = await manager()('GET', `/collections?date=${day}&page_size=100&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Every page of the day's list. */
async function listWhole(query: string): Promise<CollectionEntry[]> {
  const rows: CollectionEntry[] = [];
  for (let page = 1; ; page += 1) {
    const response = await manager()(
      'GET',
      `/collections?date=${day}&page_size=100&page=${page}&${query}`,
    );
    const body = response.json();
    rows.push(...(body.data as CollectionEntry[]));
    if (rows.length >= body.total) return rows;
  }
}

const names = (rows: CollectionEntry[]) => rows.map((row) => row.customer_name);
const PRIORITY_RANK = (entry: CollectionEntry) =>
  COLLECTION_RISK_PRIORITIES.indexOf(entry.risk_priority);

/** The list's own order: highest priority, then most days overdue. */
function inDefaultOrder(rows: CollectionEntry[]): boolean {
  return rows.every((row, index) => {
    const before = rows[index - 1];
    if (!before) return true;
    if (PRIORITY_RANK(before) !== PRIORITY_RANK(row))
      return PRIORITY_RANK(before) < PRIORITY_RANK(row);
    return before.days_overdue >= row.days_overdue;
  });
}

/** Whether `key` never falls (asc) or never rises (desc) down the rows. */
function monotone(rows: CollectionEntry[], key: (row: CollectionEntry) => number, order: string) {
  return rows.every((row, index) => {
    const before = rows[index - 1];
    if (!before) return true;
    return order === 'asc' ? key(before) <= key(row) : key(before) >= key(row);
  });
}

describe('GET /api/v1/collections?sort=&order=', () => {
  it('sorts by customer name without regard to case, both ways', async () => {
    const ascending = await list('search=Sortcheck&sort=customer_name&order=asc');
    expect(names(ascending)).toEqual(['Anil Sortcheck', 'Bela Sortcheck', 'zara Sortcheck']);
    const descending = await list('search=Sortcheck&sort=customer_name&order=desc');
    expect(names(descending)).toEqual(['zara Sortcheck', 'Bela Sortcheck', 'Anil Sortcheck']);
  });

  it('sorts by due amount and by loan number', async () => {
    const byDue = await list('search=Sortcheck&sort=due_amount&order=desc');
    expect(names(byDue)).toEqual(['Anil Sortcheck', 'Bela Sortcheck', 'zara Sortcheck']);
    const byNumber = await list('search=Sortcheck&sort=loan_number');
    const numbers = byNumber.map((row) => row.loan_number);
    expect(numbers).toEqual([...numbers].sort());
    expect(numbers).toHaveLength(3);
  });

  const RANKED: [string, (row: CollectionEntry) => number][] = [
    ['due_amount', (row) => row.due_amount],
    ['collected_amount', (row) => row.collected_amount],
    ['calculated_due', (row) => row.calculated_due],
    ['days_overdue', (row) => row.days_overdue],
    ['risk_priority', (row) => -PRIORITY_RANK(row)],
    ['payment_status', (row) => COLLECTION_PAYMENT_STATUSES.indexOf(row.payment_status)],
  ];
  it.each(RANKED)(
    'sorts the whole day by %s both ways, in its own order between equal values',
    async (sort, key) => {
      for (const order of ['asc', 'desc']) {
        const rows = await list(`sort=${sort}&order=${order}`);
        expect(rows.length).toBeGreaterThan(3);
        expect(monotone(rows, key, order)).toBe(true);
        for (const value of new Set(rows.map(key))) {
          expect(inDefaultOrder(rows.filter((row) => key(row) === value))).toBe(true);
        }
      }
    },
  );

  it("sorts by collector name, 'Unassigned' last either way", async () => {
    await ownerConnection(testApp.database).execute(
      sql`update daily_collection_entries set collector_id = null
          where loan_id = ${loanIds.get('Bela')} and collection_date = ${day}`,
    );
    for (const order of ['asc', 'desc']) {
      const rows = await listWhole(`sort=collector_name&order=${order}`);
      const unassigned = rows.findIndex((row) => row.collector_id === null);
      expect(unassigned).toBeGreaterThanOrEqual(0);
      expect(rows.slice(unassigned).every((row) => row.collector_id === null)).toBe(true);
    }
    const collectorsOf = async (order: string) => [
      ...new Set(
        (await listWhole(`sort=collector_name&order=${order}`)).map((row) => row.collector_id),
      ),
    ];
    const ascending = (await collectorsOf('asc')).filter(Boolean);
    const descending = (await collectorsOf('desc')).filter(Boolean);
    expect(ascending.length).toBeGreaterThan(1);
    expect(descending).toEqual(ascending.toReversed());
  });

  it('keeps the highest priority and most days overdue first when no sort is asked for', async () => {
    const rows = await list('');
    expect(rows.length).toBeGreaterThan(3);
    expect(inDefaultOrder(rows)).toBe(true);
  });

  it('refuses a sort column outside the allow-list, naming the field', async () => {
    const response = await manager()('GET', `/collections?date=${day}&sort=customer_id`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.sort).toBeDefined();
  });
});

describe('GET /api/v1/collections?mine_first=true', () => {
  it('puts the entries of the collector the user works as first, then the order asked for', async () => {
    const owner = ownerConnection(testApp.database);
    const [collector] = await queryRows<{ id: string }>(
      owner,
      sql`update debt_collectors set user_id = (select id from users where email = 'manager@acme.test')
          where id = (select c.id from debt_collectors c join loans l
            on l.organization_id = c.organization_id and l.id = ${loanIds.get('zara')}
            where c.is_active and not c.is_blocked order by c.name limit 1)
          returning id`,
    );
    await owner.execute(
      sql`update daily_collection_entries set collector_id = null
          where loan_id in (${loanIds.get('Anil')}, ${loanIds.get('Bela')})
            and collection_date = ${day}`,
    );
    await owner.execute(
      sql`update daily_collection_entries set collector_id = ${collector!.id}
          where loan_id = ${loanIds.get('zara')} and collection_date = ${day}`,
    );

    const sorted = 'search=Sortcheck&sort=customer_name&order=asc';
    expect(names(await list(`${sorted}&mine_first=true`))).toEqual([
      'zara Sortcheck',
      'Anil Sortcheck',
      'Bela Sortcheck',
    ]);
    expect(names(await list(`${sorted}&mine_first=false`))).toEqual([
      'Anil Sortcheck',
      'Bela Sortcheck',
      'zara Sortcheck',
    ]);

    const whole = await list('mine_first=true');
    const firstOther = whole.findIndex((row) => row.collector_id !== collector!.id);
    expect(firstOther).toBeGreaterThan(0);
    expect(whole.slice(firstOther).some((row) => row.collector_id === collector!.id)).toBe(false);
  });
});

describe('GET /api/v1/collections, page by page', () => {
  // Without a search, a page merges the first rows of each stored status's range (and of each
  // side of 'mine first'); with one, it orders the entries the search finds. Pages of 7 read
  // in turn must be the whole list read at once, for every tab, sort and order.
  const QUERIES = [
    '',
    'tab=pending',
    'tab=overdue',
    'sort=customer_name&order=desc',
    'sort=payment_status',
    'sort=collector_name&order=desc',
    'tab=pending&sort=due_amount&order=desc',
    'mine_first=true',
    'mine_first=true&sort=loan_number',
    'mine=true',
    'search=Sortcheck&mine_first=true',
  ];
  it.each(QUERIES)('pages %j the way the whole list reads', async (query) => {
    const whole = await listWhole(query);
    const paged: CollectionEntry[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 7) + 1; page += 1) {
      const response = await manager()(
        'GET',
        `/collections?date=${day}&page_size=7&page=${page}&${query}`,
      );
      const body = response.json();
      expect(body.total).toBe(whole.length);
      if (body.page === page) paged.push(...(body.data as CollectionEntry[]));
    }
    expect(paged.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    expect(whole.length).toBeGreaterThan(0);
  });

  it('splits the day between the tabs, each entry on one', async () => {
    const all = await listWhole('');
    const pending = await listWhole('tab=pending');
    const overdue = await listWhole('tab=overdue');
    expect(pending.every((row) => row.payment_status !== 'overdue')).toBe(true);
    expect(overdue.every((row) => row.payment_status === 'overdue')).toBe(true);
    expect(overdue.length).toBeGreaterThan(0);
    expect(new Set([...pending, ...overdue].map((row) => row.id))).toEqual(
      new Set(all.map((row) => row.id)),
    );
    expect(pending.length + overdue.length).toBe(all.length);
  });
});
