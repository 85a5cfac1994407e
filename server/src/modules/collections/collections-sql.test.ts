import {
  collectionPaymentStatus,
  collectionRiskPriority,
  CUSTOMER_RISK_LEVELS,
  instantAtLocalHour,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { storedStatusNow } from './collections.repository.ts';
import { entryStatusSql, riskPrioritySql } from './entry-collections.ts';

// The entries are generated and read set-based in SQL; the rules live once in core. These hold
// the two together over every case the rules tell apart.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ ledgerCheck: false });
});
afterAll(() => database.close());

describe('the collection rules in SQL', () => {
  it('give every entry the priority core gives it', async () => {
    const cases = CUSTOMER_RISK_LEVELS.flatMap((risk) =>
      Array.from({ length: 12 }, (_, days) => ({ risk, days })),
    );
    const rows = await queryRows<{ risk: string; days: number; priority: string }>(
      ownerConnection(database),
      sql`select x.risk, x.days, ${riskPrioritySql(sql`x.days`, sql`x.risk`)} as priority
          from (values ${sql.join(
            cases.map((one) => sql`(${one.risk}::text, ${one.days}::int)`),
            sql`, `,
          )}) as x (risk, days)`,
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      expect([row.risk, row.days, row.priority]).toEqual([
        row.risk,
        row.days,
        collectionRiskPriority({
          daysOverdue: row.days,
          customerRiskLevel: row.risk as (typeof CUSTOMER_RISK_LEVELS)[number],
        }),
      ]);
    }
  });

  it('give every entry the status core gives it', async () => {
    const cases = [0, 100, 250]
      .flatMap((due) => [0, 50, 100, 250].map((collected) => ({ due, collected })))
      .flatMap((one) => [0, 3].map((days) => ({ ...one, days })))
      .flatMap((one) => [false, true].map((missed) => ({ ...one, missed })));
    const rows = await queryRows<{ index: number; status: string }>(
      ownerConnection(database),
      sql`select x.index, ${entryStatusSql(sql`x.due`, sql`x.collected`, sql`x.days`, sql`x.missed`)} as status
          from (values ${sql.join(
            cases.map(
              (one, index) =>
                sql`(${index}::int, ${one.due}::numeric, ${one.collected}::numeric, ${one.days}::int, ${one.missed}::boolean)`,
            ),
            sql`, `,
          )}) as x (index, due, collected, days, missed) order by x.index`,
    );
    expect(rows.map((row) => row.status)).toEqual(
      cases.map((one) =>
        collectionPaymentStatus({
          duePaise: one.due * 100,
          collectedPaise: one.collected * 100,
          daysOverdue: one.days,
          missed: one.missed,
        }),
      ),
    );
  });

  it('read the status now from the stored status as core works it out from the figures', () => {
    // Entries are stored as if never missed; the lists filter the stored (indexed) status.
    for (const due of [0, 100, 250]) {
      for (const collected of [0, 50, 100, 250]) {
        for (const daysOverdue of [0, 3]) {
          const figures = { duePaise: due, collectedPaise: collected, daysOverdue };
          const stored = collectionPaymentStatus({ ...figures, missed: false });
          for (const missed of [false, true]) {
            expect(storedStatusNow(stored, missed)).toBe(
              collectionPaymentStatus({ ...figures, missed }),
            );
          }
        }
      }
    }
  });

  it("put 17:00 of a day on the organization's clock where core puts it, across daylight saving", async () => {
    const cases = [
      ['Asia/Kolkata', '2026-11-26'],
      ['America/New_York', '2026-03-09'],
      ['America/New_York', '2026-11-02'],
      ['Pacific/Chatham', '2026-04-06'],
    ] as const;
    for (const [timezone, day] of cases) {
      const [row] = await queryRows<{ cutoff: Date }>(
        ownerConnection(database),
        sql`select (${day}::date + make_time(17, 0, 0)) at time zone ${timezone} as cutoff`,
      );
      expect(new Date(row!.cutoff).toISOString()).toBe(
        instantAtLocalHour(timezone, day, 17).toISOString(),
      );
    }
  });
});

describe('an entry', () => {
  it("belongs to its loan's customer: the database refuses any other", async () => {
    const owner = ownerConnection(database);
    const [loan] = await queryRows<{ id: string; org: string; customer: string; other: string }>(
      owner,
      sql`select l.id, l.organization_id as org, l.customer_id as customer,
            (select c.id from customers c where c.organization_id = l.organization_id
              and c.id <> l.customer_id limit 1) as other
          from loans l limit 1`,
    );
    const insert = (customerId: string) =>
      owner.execute(sql`insert into daily_collection_entries (organization_id, loan_id,
          customer_id, due_amount, outstanding_amount, collection_date)
        values (${loan!.org}, ${loan!.id}, ${customerId}, 10, 10, '2001-01-01')`);
    await expect(insert(loan!.other)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }),
    });
    await expect(insert(loan!.customer)).resolves.toBeDefined();
    await owner.execute(
      sql`delete from daily_collection_entries where collection_date = '2001-01-01'`,
    );
  });

  it('names a collector of its organization, and keeps its loan and collector from going', async () => {
    const owner = ownerConnection(database);
    const refused = (constraint: string) => ({
      cause: expect.objectContaining({ code: '23503', constraint }),
    });
    // An entry of a loan nothing else names with its customer (no payments, visits or promises),
    // so that only the entries' own rule is left to refuse.
    const [entry] = await queryRows<{ id: string; org: string; loan: string }>(
      owner,
      sql`select e.id, e.organization_id as org, e.loan_id as loan
          from daily_collection_entries e
          where not exists (select from loan_payments p where p.loan_id = e.loan_id)
            and not exists (select from field_visits v where v.loan_id = e.loan_id)
            and not exists (select from payment_promises p where p.loan_id = e.loan_id)
          limit 1`,
    );
    const [foreign] = await queryRows<{ id: string }>(
      owner,
      sql`select id from debt_collectors where organization_id <> ${entry!.org} limit 1`,
    );
    await expect(
      owner.execute(sql`update daily_collection_entries set collector_id = ${foreign!.id}
        where id = ${entry!.id}`),
    ).rejects.toMatchObject(refused('daily_collection_entries_collector_fk'));
    const inTransaction = (statement: ReturnType<typeof sql>) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
        await tx.execute(statement);
      });
    const [collector] = await queryRows<{ id: string }>(
      owner,
      sql`insert into debt_collectors (organization_id, name)
          values (${entry!.org}, 'Keycheck Collector') returning id`,
    );
    await owner.execute(sql`update daily_collection_entries set collector_id = ${collector!.id}
      where id = ${entry!.id}`);
    await expect(
      inTransaction(sql`delete from debt_collectors where id = ${collector!.id}`),
    ).rejects.toMatchObject(refused('daily_collection_entries_collector_fk'));
    await expect(
      inTransaction(sql`update loans set customer_id = (select c.id from customers c
          where c.organization_id = ${entry!.org} and c.id <> loans.customer_id limit 1)
        where id = ${entry!.loan}`),
    ).rejects.toMatchObject(refused('daily_collection_entries_loan_fk'));
    const [still] = await queryRows<{ collector: string }>(
      owner,
      sql`select collector_id as collector from daily_collection_entries where id = ${entry!.id}`,
    );
    expect(still!.collector).toBe(collector!.id);
  });

  it('is checked for its keys only when an update moves one (a payment does not)', async () => {
    const owner = ownerConnection(database);
    const [entry] = await queryRows<{ id: string; org: string; collector: string | null }>(
      owner,
      sql`select e.id, e.organization_id as org, e.collector_id as collector
          from daily_collection_entries e limit 1`,
    );
    // Another collector than the entry's: the update must move the key.
    const [collector] = await queryRows<{ id: string }>(
      owner,
      sql`select id from debt_collectors where organization_id = ${entry!.org}
            and id is distinct from ${entry!.collector}::uuid
          order by id limit 1`,
    );
    // The check takes the organization's advisory lock before it looks, held to the end; the
    // transaction is then rolled back (thrown out with the count) so the entry stays as it was.
    const locksAfter = async (statement: ReturnType<typeof sql>) => {
      let locks = -1;
      const rollback = new Error('rolled back on purpose');
      await owner
        .transaction(async (tx) => {
          await tx.execute(statement);
          const [held] = await queryRows<{ locks: number }>(
            tx,
            sql`select count(*)::int as locks from pg_locks
                where locktype = 'advisory' and pid = pg_backend_pid()`,
          );
          locks = held!.locks;
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
      return locks;
    };
    expect(
      await locksAfter(sql`update daily_collection_entries
        set collected_amount = least(outstanding_amount, collected_amount + 1)
        where id = ${entry!.id}`),
    ).toBe(0);
    expect(
      await locksAfter(sql`update daily_collection_entries set collector_id = ${collector!.id}
        where id = ${entry!.id}`),
    ).toBe(1);
  });
});
