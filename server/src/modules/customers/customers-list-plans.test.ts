import { CUSTOMER_SORT_COLUMNS, type CustomerFilter } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationScopeOf } from '../../context/request-context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { asUser, createTestCustomer } from '../../testing/factories/index.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import {
  customerListCondition,
  customerMatchesOf,
  customerOrderBy,
  customerSearchOf,
  selectCustomers,
  summarizeCustomers,
} from './customers.repository.ts';

/*
 * The customer list at 200,000 customers (issue 8, bench/RESULTS.md) is fast only while its
 * statements keep their plans: the first page read from an index in the screen's order, counts
 * read from an index alone, and the tenant policy's scope read once per query. These tests plan
 * the repository's own statements in a manager's request context (row-level security on), with
 * sequential scans and sorts priced out so a missing index shows as a Seq Scan or a Sort.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // What autovacuum keeps up to date: statistics and the visibility map index-only scans read.
  await ownerConnection(database).execute(sql`vacuum analyze customers`);
});
afterAll(() => database.close());

/** The statements a repository function sends, captured instead of run. */
async function statementsOf(send: (executor: Executor) => Promise<unknown>): Promise<SQL[]> {
  const statements: SQL[] = [];
  const capturing = {
    execute: async (query: SQL) => {
      statements.push(query);
      return { rows: [] };
    },
  } as unknown as Executor;
  await send(capturing);
  return statements;
}

/** EXPLAIN of each statement, as a manager's request runs it. */
function plansOf(build: (where: (filter: CustomerFilter) => SQL) => Promise<SQL[]>) {
  return asUser(database, 'manager@acme.test', async (ctx) => {
    await ctx.tx.execute(sql`set local enable_seqscan = off`);
    await ctx.tx.execute(sql`set local enable_sort = off`);
    await ctx.tx.execute(sql`set local enable_bitmapscan = off`);
    const statements = await build((filter) =>
      customerListCondition(organizationScopeOf(ctx), filter),
    );
    const plans: string[] = [];
    for (const statement of statements) {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(ctx.tx, sql`explain ${statement}`);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  });
}

const FULL_SORT = /(?<!Incremental )Sort {2}\(/;

describe('customer list plans', () => {
  it.each(
    CUSTOMER_SORT_COLUMNS.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]),
  )('reads the first page sorted by %s %s from an index, sorting nothing', async (sort, order) => {
    const [page] = await plansOf((where) =>
      statementsOf((executor) =>
        selectCustomers(executor, {
          where: where({}),
          orderBy: customerOrderBy(sort, order),
          limit: 25,
          offset: 0,
          search: null,
        }),
      ),
    );
    expect(page).toContain('Index Scan');
    expect(page).not.toMatch(FULL_SORT);
    expect(page).not.toContain('Seq Scan on customers');
  });

  it.each([
    ['no filter', {}],
    ['a status', { status: 'archived' }],
    ['a risk level', { risk_level: 'high' }],
    ['a business type', { business_type: 'retail' }],
    ['a status and a risk level', { status: 'active', risk_level: 'high' }],
  ] as const)('counts the list with %s from the tally, not the customers', async (_, filter) => {
    const [, count] = await plansOf((where) =>
      statementsOf((executor) =>
        selectCustomers(executor, {
          where: where(filter),
          orderBy: customerOrderBy('created_at', 'desc'),
          limit: 25,
          offset: 0,
          search: null,
        }),
      ),
    );
    expect(count).toContain('customer_counts');
    expect(count).not.toMatch(/ on customers /);
  });

  it('counts the four summary cards from the tally, and a search from its matches', async () => {
    const [summary, searched] = await plansOf(async (where) => [
      ...(await statementsOf((executor) => summarizeCustomers(executor, where({}), null))),
      ...(await statementsOf((executor) =>
        summarizeCustomers(
          executor,
          where({ search: 'shah' }),
          customerMatchesOf({ search: 'shah' }),
        ),
      )),
    ]);
    expect(summary).toContain('customer_counts');
    expect(summary).not.toMatch(/ on customers /);
    expect(searched).toContain('Function Scan on customers_matching');
    expect(searched).not.toMatch(/ on customers /);
  });

  it.each(CUSTOMER_SORT_COLUMNS)(
    'pages and counts a search sorted by %s where it reads its matches, reading only the page of customers',
    async (sort) => {
      const statements = await plansOf((where) =>
        statementsOf((executor) =>
          selectCustomers(executor, {
            where: where({ search: 'shah', status: 'active' }),
            search: customerSearchOf(null, { search: 'shah', status: 'active' }, sort, 'asc'),
            orderBy: customerOrderBy(sort, 'asc'),
            limit: 25,
            offset: 0,
          }),
        ),
      );
      // The capturing executor answers no rows, so the total's own count follows the page.
      const [page] = statements;
      expect(page).toContain('Function Scan on customers_page');
      expect(page).not.toContain('Seq Scan on customers');
      expect(page).not.toContain('customer_search');
    },
  );

  it("reads the tenant policy's scope once per query, not once per row", async () => {
    const [page] = await plansOf((where) =>
      statementsOf((executor) =>
        selectCustomers(executor, {
          where: where({}),
          orderBy: customerOrderBy('created_at', 'desc'),
          limit: 25,
          offset: 0,
          search: null,
        }),
      ),
    );
    // The policy's filter runs on every row: it may compare with the scope, not parse it.
    const filters = page!.split('\n').filter((line) => line.includes('Filter:'));
    expect(filters.join('\n')).toContain('organization_id = ANY');
    expect(filters.join('\n')).not.toContain('::uuid[]');
  });
});

describe('customer_counts', () => {
  const combinations = (table: 'customers' | 'customer_counts') =>
    queryRows<Record<string, unknown>>(
      ownerConnection(database),
      table === 'customers'
        ? sql`select organization_id, status, risk_level, coalesce(business_type, '') as business_type,
                nullif(trim(business_name), '') is not null as has_business, count(*)::int as customers
              from customers group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`
        : sql`select organization_id, status, risk_level, business_type, has_business,
                customers::int as customers
              from customer_counts where customers <> 0 order by 1, 2, 3, 4, 5`,
    );

  it('equals a count of the customers through creates, updates and deletes', async () => {
    expect(await combinations('customer_counts')).toEqual(await combinations('customers'));
    const created = [
      await createTestCustomer(database, { business_name: 'Tally Tea', business_type: 'retail' }),
      await createTestCustomer(database, { business_name: '  ', business_type: 'services' }),
      await createTestCustomer(database, { as: 'manager@acme.test', risk_level: 'high' }),
    ];
    const ids = sql.join(
      created.map((customer) => sql`${customer.id}::uuid`),
      sql`, `,
    );
    await asUser(database, 'manager@acme.test', async (ctx) => {
      await ctx.tx.execute(
        sql`update customers set status = 'inactive', business_name = null where id in (${ids})`,
      );
      await ctx.tx.execute(sql`update customers set first_name = 'Renamed' where id in (${ids})`);
    });
    await ownerConnection(database).execute(
      sql`delete from customers where id = ${created[0]!.id}`,
    );
    expect(await combinations('customer_counts')).toEqual(await combinations('customers'));
  });
});
