import {
  CUSTOMER_SORT_COLUMNS,
  phoneSearchDigits,
  type CustomerFilter,
  type CustomerSort,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationScopeOf } from '../../context/request-context.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { asUser, createTestCustomer } from '../../testing/factories/index.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import {
  customerListCondition,
  customerMatchesOf,
  customerOrderBy,
  customerSearchOf,
  escapeLike,
  selectCustomers,
} from './customers.repository.ts';

/*
 * The search reads customer_search through customers_matching() (migrations 0015 and 0054,
 * docs/decisions/0049), not the customers: these tests hold it to the customers it copies, to
 * the transaction's scope, and to what the search matched and how the list ordered it before.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const COPIED = sql`organization_id, id, customer_id, phone, business_type, risk_level, status,
  created_at`;

/** Every organization's rows, as the owner sees them with the scope opened for one statement. */
function everyOrganization<T>(query: SQL): Promise<T[]> {
  return ownerConnection(database).transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    return queryRows<T>(tx, query);
  });
}

describe('customer_search', () => {
  const copies = () =>
    everyOrganization<Record<string, unknown>>(
      sql`select ${COPIED}, first_name_key, last_name_key, email_key, business_name_key,
            search_text
          from customer_search order by organization_id, id`,
    );
  const originals = () =>
    everyOrganization<Record<string, unknown>>(
      sql`select ${COPIED}, lower(first_name) as first_name_key,
            lower(last_name) as last_name_key, lower(email) as email_key,
            lower(business_name) as business_name_key,
            customer_search_text(first_name, last_name, customer_id, phone, email) as search_text
          from customers order by organization_id, id`,
    );

  it('copies every customer through creates, updates and deletes', async () => {
    expect(await copies()).toEqual(await originals());
    const created = [
      await createTestCustomer(database, { first_name: 'Mirrored', email: 'Mirror@Example.IN' }),
      await createTestCustomer(database, { business_name: 'Mirror Mart', business_type: 'retail' }),
      await createTestCustomer(database, { as: 'admin@beacon.test', risk_level: 'high' }),
    ];
    const ids = sql.join(
      created.map((customer) => sql`${customer.id}::uuid`),
      sql`, `,
    );
    await asUser(database, 'manager@acme.test', async (ctx) => {
      await ctx.tx.execute(
        sql`update customers set status = 'inactive', last_name = 'Renamed', email = null
            where id in (${ids})`,
      );
      // A name whose case alone changes: its key stays, its search text stays.
      await ctx.tx.execute(
        sql`update customers set first_name = 'MIRRORED', business_name = 'MIRROR MART'
            where id in (${ids})`,
      );
      // Nothing the search copies: the copies stay as they are.
      await ctx.tx.execute(
        sql`update customers set residential_address = 'Moved' where id in (${ids})`,
      );
    });
    await ownerConnection(database).execute(
      sql`delete from customers where id = ${created[0]!.id}`,
    );
    expect(await copies()).toEqual(await originals());
  });
});

describe('customers_matching', () => {
  let beaconCustomerId: string;
  beforeAll(async () => {
    const customer = await createTestCustomer(database, {
      as: 'admin@beacon.test',
      first_name: 'Scopewatcher',
    });
    beaconCustomerId = customer.id;
  });

  const matchingIds = (email: string, term: string) =>
    asUser(database, email, async (ctx) => {
      const rows = await queryRows<{ id: string }>(
        ctx.tx,
        sql`select c.id from ${customerMatchesOf({ search: term })!} c`,
      );
      return rows.map((row) => row.id);
    });

  it("never returns another organization's customers, even without a WHERE", async () => {
    expect(await matchingIds('manager@acme.test', 'scopewatcher')).toEqual([]);
    expect(await matchingIds('admin@beacon.test', 'scopewatcher')).toEqual([beaconCustomerId]);
  });

  it('returns nothing outside a request scope', async () => {
    const rows = await queryRows<{ id: string }>(
      ownerConnection(database),
      sql`select c.id from ${customerMatchesOf({ search: 'scopewatcher' })!} c`,
    );
    expect(rows).toEqual([]);
  });

  it("carries every filter's column and whether the customer has a business", async () => {
    const rows = await asUser(database, 'admin@beacon.test', (ctx) =>
      queryRows<Record<string, unknown>>(
        ctx.tx,
        sql`select c.* from ${customerMatchesOf({ search: 'scopewatcher' })!} c`,
      ),
    );
    expect(rows).toEqual([
      {
        organization_id: expect.any(String),
        id: beaconCustomerId,
        business_type: null,
        risk_level: expect.any(String),
        status: 'active',
        has_business: false,
      },
    ]);
  });

  it('matches exactly what ILIKE over the name, customer id, phone and e-mail matched', async () => {
    for (const [first_name, last_name, email] of [
      ['Çağlar', 'ÖZTÜRK', 'Caglar.Ozturk@Example.IN'],
      ['Jürgen', 'Weiß', null],
      ['ΟΔΥΣΣΕΥΣ', 'Παπάς', null],
      ['İsmail', 'IĞDIR', 'ISMAIL@EXAMPLE.IN'],
      ['Percy', '100%_Sure\\', null],
    ] as const) {
      await createTestCustomer(database, { first_name, last_name, email });
    }
    const terms = [
      'ÇAĞ',
      'öztürk',
      'WEISS',
      'weiß',
      'WEIẞ',
      'οδυσσευσ',
      'ΣΕΎΣ',
      'παπάσ',
      'İSMAİL',
      'ismail',
      'iğdır',
      'caglar.ozturk@',
      '100%',
      '%_s',
      '\\',
      'cust',
      '98',
      '+91 98',
    ];
    for (const term of terms) {
      const pattern = (text: string) => `%${escapeLike(text)}%`;
      const before = await everyOrganization<{ id: string }>(
        sql`select id from customers
            where customer_search_text(first_name, last_name, customer_id, phone, email)
              ilike any (array[${pattern(term)}, ${pattern(phoneSearchDigits(term) ?? term)}])
            order by id`,
      );
      const after = await everyOrganization<{ id: string }>(
        sql`select c.id from ${customerMatchesOf({ search: term })!} c order by c.id`,
      );
      expect({ term, ids: after.map((row) => row.id) }).toEqual({
        term,
        ids: before.map((row) => row.id),
      });
    }
  });
});

describe('a searched page', () => {
  beforeAll(async () => {
    // Names, e-mails and businesses that differ only in case, and empty ones, so the search's
    // lowercased keys must order them exactly as lower(...) over the customers does.
    for (const [first_name, last_name, email, business_name] of [
      ['alma', 'ZAVALA', 'Alma.Z@Example.IN', 'ALMA STORES'],
      ['ALMA', 'zavala', 'alma.z@example.in', 'alma stores'],
      ['Álvaro', 'Aranha', null, null],
      ['aaron', 'Åberg', 'AARON@example.in', ''],
    ] as const) {
      await createTestCustomer(database, {
        first_name,
        last_name,
        email,
        business_name,
        business_type: business_name ? 'retail' : undefined,
      });
    }
  });

  /** The same page read from the customers, filtered by ILIKE: what the search must give. */
  async function expectSamePage(
    filter: CustomerFilter & { search: string },
    sort: CustomerSort,
    order: 'asc' | 'desc',
  ) {
    await asUser(database, 'manager@acme.test', async (ctx) => {
      const scope = organizationScopeOf(ctx);
      const where = customerListCondition(scope, filter);
      const orderBy = customerOrderBy(sort, order);
      const matched = sql`customer_search_text(c.first_name, c.last_name, c.customer_id, c.phone, c.email)
        ilike ${`%${filter.search}%`}`;
      const expected = await queryRows<{ id: string }>(
        ctx.tx,
        sql`select c.id from customers c where ${where} and ${matched}
            order by ${orderBy} limit 10 offset 5`,
      );
      const [count] = await queryRows<{ total: number | string }>(
        ctx.tx,
        sql`select count(*) as total from customers c where ${where} and ${matched}`,
      );
      const page = (offset: number) =>
        selectCustomers(ctx.tx, {
          where,
          search: customerSearchOf(scope, filter, sort, order),
          orderBy,
          limit: 10,
          offset,
        });
      const { rows, total } = await page(5);
      expect(expected.length).toBe(10);
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      expect(total).toBe(Number(count!.total));
      // Past the end: no rows, and the total counted on its own.
      expect(await page(100_000)).toEqual({ rows: [], total: Number(count!.total) });
    });
  }

  it.each(
    CUSTOMER_SORT_COLUMNS.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]),
  )('keeps the list order sorted by %s %s, with the exact total', async (sort, order) => {
    await expectSamePage({ search: 'a', status: 'active' }, sort, order);
  });

  it.each([
    ['no filter', {}],
    ['a risk level', { risk_level: 'medium' }],
    ['a business type', { business_type: 'retail' }],
    ['inactive customers', { status: 'inactive' }],
  ] as const)('filters as the list does with %s', async (_, filter) => {
    await expectSamePage({ search: 'a', ...filter }, 'full_name', 'asc');
  });

  it('filters by one organization of the scope as the list does', async () => {
    const [acme] = await queryRows<{ id: string }>(
      ownerConnection(database),
      sql`select id from organizations where name = 'Acme Microfinance'`,
    );
    await expectSamePage({ search: 'a', organization_id: acme!.id }, 'created_at', 'desc');
  });

  it('refuses a sort it does not know', async () => {
    const unknown = 'id; drop table customers' as CustomerSort;
    const failure: unknown = await asUser(database, 'manager@acme.test', (ctx) =>
      queryRows(
        ctx.tx,
        sql`select * from ${customerSearchOf(null, { search: 'a' }, unknown, 'asc')!.page(10, 0)} p`,
      ),
    ).catch((error: unknown) => error);
    expect((failure as Error).cause).toMatchObject({
      message: 'customers_page: no sort id; drop table customers',
    });
  });
});
