import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { MISDATED_OPEN_LOANS } from '../ledger/check-ledger.ts';

let database: Database;
beforeAll(async () => {
  // A loan's oldest unpaid date is moved by hand below (the vintage tally's case).
  database = await createTestDatabase({
    ledgerCheck: { except: [MISDATED_OPEN_LOANS] },
  });
});
afterAll(() => database.close());

/** A day no other entry is on. */
const DAY = '2031-03-04';

/**
 * collector_day_counts and collection_alert_counts (migration 0046) follow the entries and the
 * loans through every kind of statement, and the ledger check holds them to what they count.
 */
describe("the route's and the alerts' tallies", () => {
  const owner = () => ownerConnection(database);
  const exec = (statement: ReturnType<typeof sql>) =>
    runSystem(owner(), (tx) => tx.execute(statement));

  async function route(collectorId: string) {
    const [row] = await runSystem(owner(), (tx) =>
      queryRows<{
        entries: number;
        to_collect: string;
        collected_entries: number;
        collected: string;
      }>(
        tx,
        sql`select coalesce(sum(entries), 0)::int as entries,
              coalesce(sum(to_collect), 0)::text as to_collect,
              coalesce(sum(collected_entries), 0)::int as collected_entries,
              coalesce(sum(collected_amount), 0)::text as collected
            from collector_day_counts
            where collection_date = ${DAY}::date and collector_id = ${collectorId}`,
      ),
    );
    return {
      entries: row!.entries,
      toCollect: Number(row!.to_collect),
      collectedEntries: row!.collected_entries,
      collected: Number(row!.collected),
    };
  }

  async function alerts() {
    const rows = await runSystem(owner(), (tx) =>
      queryRows<{ alert_type: string; entries: number }>(
        tx,
        sql`select alert_type, sum(entries)::int as entries from collection_alert_counts
            where collection_date = ${DAY}::date group by 1 having sum(entries) <> 0`,
      ),
    );
    return Object.fromEntries(rows.map((row) => [row.alert_type, row.entries]));
  }

  async function tallyProblems() {
    const problems = await checkWholeLedger(owner());
    return problems.filter(
      (problem) =>
        problem.check.startsWith('collector day counts') ||
        problem.check.startsWith('collection alert counts'),
    );
  }

  it('keeps them right through inserts, payments, reassignments, loan moves and deletes', async () => {
    const [fixture] = await runSystem(owner(), (tx) =>
      queryRows<{
        organization_id: string;
        loan_id: string;
        customer_id: string;
        first: string;
        second: string;
      }>(
        tx,
        sql`select l.organization_id, l.id as loan_id, l.customer_id, c.ids[1] as first,
              c.ids[2] as second
            from loans l
            join organizations o on o.id = l.organization_id and o.name = 'Acme Microfinance'
            cross join lateral (select array_agg(dc.id order by dc.id) as ids
              from debt_collectors dc where dc.organization_id = l.organization_id) c
            where l.status = 'active' and cardinality(c.ids) >= 2
            order by l.id limit 1`,
      ),
    );
    expect(fixture).toBeDefined();
    const { organization_id: org, loan_id: loan, customer_id: customer, first, second } = fixture!;

    // A high-priority entry on a loan not overdue: a high-risk alert, in the first collector's route.
    await exec(sql`insert into daily_collection_entries (organization_id, loan_id, customer_id,
        collector_id, due_amount, collected_amount, outstanding_amount, collection_date,
        risk_priority, days_overdue)
      values (${org}, ${loan}, ${customer}, ${first}, 100, 0, 1000, ${DAY}::date, 'high', 0)`);
    expect(await route(first)).toEqual({
      entries: 1,
      toCollect: 100,
      collectedEntries: 0,
      collected: 0,
    });
    expect(await alerts()).toEqual({ high_risk_collection: 1 });

    // A part payment: still an alert; collected in the route.
    await exec(sql`update daily_collection_entries set collected_amount = 40
      where organization_id = ${org} and loan_id = ${loan} and collection_date = ${DAY}::date`);
    expect(await route(first)).toEqual({
      entries: 1,
      toCollect: 60,
      collectedEntries: 1,
      collected: 40,
    });
    expect(await alerts()).toEqual({ high_risk_collection: 1 });

    // The loan falls overdue: its entry becomes the critical alert.
    await exec(sql`update loans set status = 'overdue' where id = ${loan}`);
    expect(await alerts()).toEqual({ overdue_due_today: 1 });
    expect(await tallyProblems()).toEqual([]);

    // Reassigned to the second collector: it leaves the first one's route.
    await exec(sql`update daily_collection_entries set collector_id = ${second}
      where organization_id = ${org} and loan_id = ${loan} and collection_date = ${DAY}::date`);
    expect(await route(first)).toEqual({
      entries: 0,
      toCollect: 0,
      collectedEntries: 0,
      collected: 0,
    });
    expect(await route(second)).toEqual({
      entries: 1,
      toCollect: 60,
      collectedEntries: 1,
      collected: 40,
    });

    // Paid in full: no alert any more; the loan back to active changes nothing then.
    await exec(sql`update daily_collection_entries set collected_amount = 100
      where organization_id = ${org} and loan_id = ${loan} and collection_date = ${DAY}::date`);
    expect(await alerts()).toEqual({});
    await exec(sql`update loans set status = 'active' where id = ${loan}`);
    expect(await alerts()).toEqual({});
    expect(await route(second)).toEqual({
      entries: 1,
      toCollect: 0,
      collectedEntries: 1,
      collected: 100,
    });
    expect(await tallyProblems()).toEqual([]);

    // Removed: nothing left.
    await exec(sql`delete from daily_collection_entries
      where organization_id = ${org} and loan_id = ${loan} and collection_date = ${DAY}::date`);
    expect(await route(second)).toEqual({
      entries: 0,
      toCollect: 0,
      collectedEntries: 0,
      collected: 0,
    });
    expect(await alerts()).toEqual({});
    expect(await tallyProblems()).toEqual([]);
  });

  it("keeps the loans' vintage and disbursement-day tallies right as a loan moves", async () => {
    const [loan] = await runSystem(owner(), (tx) =>
      queryRows<{ id: string; organization_id: string; disbursement_date: string }>(
        tx,
        sql`select id, organization_id, to_char(disbursement_date, 'YYYY-MM-DD') as disbursement_date
            from loans where status = 'active' and first_late_30_on is null
              and next_due_date is not null
            order by id limit 1`,
      ),
    );
    const vintage = async () =>
      runSystem(owner(), (tx) =>
        queryRows<{ crossed_on: string; marked: boolean; loans: number }>(
          tx,
          sql`select to_char(crossed_on, 'YYYY-MM-DD') as crossed_on, marked, loans::int as loans
              from vintage_counts
              where organization_id = ${loan!.organization_id}
                and disbursement_date = ${loan!.disbursement_date}::date
                and crossed_on in ('2031-02-01', '2031-01-01')
              order by crossed_on`,
        ),
      );
    const byStatus = async () =>
      runSystem(owner(), (tx) =>
        queryRows<{ status: string; loans: number }>(
          tx,
          sql`select status, loans::int as loans from disbursement_day_counts
              where organization_id = ${loan!.organization_id}
                and disbursement_date = ${loan!.disbursement_date}::date order by status`,
        ),
      );
    const statusesBefore = await byStatus();
    // Its oldest unpaid instalment moves: it would cross 31 days after it.
    await exec(
      sql`update loans set next_due_date = '2031-01-01'::date - 31 where id = ${loan!.id}`,
    );
    expect(await vintage()).toEqual([{ crossed_on: '2031-01-01', marked: false, loans: 1 }]);
    // The start-of-day job marks it on another day: the marked day counts.
    await exec(sql`update loans set first_late_30_on = '2031-02-01', status = 'overdue'
      where id = ${loan!.id}`);
    expect(await vintage()).toEqual([{ crossed_on: '2031-02-01', marked: true, loans: 1 }]);
    const moved = Object.fromEntries((await byStatus()).map((row) => [row.status, row.loans]));
    const before = Object.fromEntries(statusesBefore.map((row) => [row.status, row.loans]));
    expect(moved.overdue ?? 0).toBe((before.overdue ?? 0) + 1);
    expect(moved.active ?? 0).toBe((before.active ?? 0) - 1);
    const problems = await checkWholeLedger(owner());
    expect(
      problems.filter((problem) => /^(vintage counts|disbursement day counts)/.test(problem.check)),
    ).toEqual([]);
  });

  it('are found out by the ledger check when they drift', async () => {
    const [entry] = await runSystem(owner(), (tx) =>
      queryRows<{ organization_id: string; loan_id: string }>(
        tx,
        sql`select l.organization_id, l.id as loan_id from loans l
            where l.status = 'active' order by l.id limit 1`,
      ),
    );
    await exec(sql`insert into collection_alert_counts (organization_id, collection_date,
        alert_type, slot, entries)
      values (${entry!.organization_id}, ${DAY}::date, 'overdue_due_today', 0, 1)`);
    expect((await tallyProblems()).map((problem) => problem.check)).toEqual([
      "collection alert counts (the alerts' total) that differ from the entries and loans",
    ]);
    await exec(sql`delete from collection_alert_counts where collection_date = ${DAY}::date`);
    expect(await tallyProblems()).toEqual([]);
  });
});
