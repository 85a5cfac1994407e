import { addDays, calendarDayIn, type CollectionEntry } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import type { Caller } from '../../testing/lending.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * What the collections tests share: loans in collection with a day's entry, generated through
 * the API, and a collector some user works as.
 */
export function collectionsFixtures(testApp: () => TestApp, manager: () => Caller) {
  const owner = () => ownerConnection(testApp().database);
  const today = () => calendarDayIn('Asia/Kolkata', testApp().clock.now);

  /** An entry of the day asked for, as GET /collections shows it. */
  async function entryOf(loan: { id: string; loan_number: string }, date: string) {
    const response = await manager()(
      'GET',
      `/collections?date=${date}&search=${loan.loan_number}&page_size=10`,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    const entry = (response.json().data as CollectionEntry[]).find(
      (row) => row.loan_id === loan.id,
    );
    if (!entry) throw new Error(`No entry for ${loan.loan_number} on ${date}`);
    return entry;
  }

  /**
   * A loan of `customerId` disbursed 7 days back (so it is behind), given to `collectorId` when
   * one is named, and its entry of its last instalment day up to today.
   */
  async function loanWithEntry(options: {
    customerId: string;
    principal?: number;
    collectorId?: string;
  }) {
    const applied = await manager()('POST', '/loans', {
      customer_id: options.customerId,
      principal_amount: options.principal ?? 10_000,
    });
    if (applied.statusCode !== 201) throw new Error(applied.body);
    const loanId = applied.json().loan.id as string;
    if (options.collectorId) {
      await owner().execute(
        sql`update loans set collector_id = ${options.collectorId} where id = ${loanId}`,
      );
    }
    const disbursed = await manager()('POST', `/loans/${loanId}/disburse`, {
      method: 'cash',
      disbursement_date: addDays(today(), -7),
    });
    if (disbursed.statusCode !== 200) throw new Error(disbursed.body);
    const loan = (await manager()('GET', `/loans/${loanId}`)).json() as {
      id: string;
      loan_number: string;
      remaining_amount: number;
      schedule: { date: string }[];
    };
    const day = loan.schedule.filter((instalment) => instalment.date <= today()).at(-1)!.date;
    const generated = await manager()('POST', '/collections/generate', { date: day });
    if (generated.statusCode !== 200) throw new Error(generated.body);
    return { loan, day, entry: await entryOf(loan, day) };
  }

  /**
   * The active, unblocked collector of the organization the user `email` works as: the one the
   * demo seed linked, else the first free one, linked now.
   */
  async function collectorWorkedBy(email: string, organizationName: string) {
    const [collector] = await queryRows<{ id: string; name: string }>(
      owner(),
      sql`with worker as (select id from users where email = ${email}),
          linked as (
            select dc.id, dc.name from debt_collectors dc
            join organizations o on o.id = dc.organization_id
            where o.name = ${organizationName} and dc.user_id = (select id from worker)
              and dc.is_active and not dc.is_blocked
          ),
          newly as (
            update debt_collectors set user_id = (select id from worker)
            where not exists (select 1 from linked)
              and id = (select dc.id from debt_collectors dc
                join organizations o on o.id = dc.organization_id
                where o.name = ${organizationName} and dc.is_active and not dc.is_blocked
                  and dc.user_id is null
                order by dc.name limit 1)
            returning id, name
          )
          select id, name from linked union all select id, name from newly`,
    );
    if (!collector) throw new Error(`No free collector in ${organizationName}`);
    return collector;
  }

  /** A collector of the organization chosen by SQL condition on `dc`. */
  async function collectorWhere(organizationName: string, condition: ReturnType<typeof sql>) {
    const [collector] = await queryRows<{ id: string; name: string }>(
      owner(),
      sql`select dc.id, dc.name from debt_collectors dc
          join organizations o on o.id = dc.organization_id
          where o.name = ${organizationName} and ${condition}
          order by dc.name limit 1`,
    );
    if (!collector) throw new Error(`No such collector in ${organizationName}`);
    return collector;
  }

  return { owner, today, entryOf, loanWithEntry, collectorWorkedBy, collectorWhere };
}
