import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

// Runs in the PostgreSQL pass only (vitest.config.ts): PGlite has one connection, so one slot.
let database: Database;
/** Two open loans of one organization, status, officer and oldest unpaid date. */
let pair: [string, string];

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await queryRows<{ ids: string[] }>(
    ownerConnection(database),
    sql`select (array_agg(id order by id))[1:2] as ids from loans
        where status = 'active' group by organization_id, created_by, next_due_date
        having count(*) >= 2 order by count(*) desc limit 1`,
  );
  pair = row!.ids as [string, string];
});
afterAll(() => database.close());

const ROLLED_BACK = new Error('rolled back on purpose');
const slotOf = async (tx: Tx) =>
  (await queryRows<{ slot: number }>(tx, sql`select pg_backend_pid() % 64 as slot`))[0]!.slot;
/** What a payment does to its loan's row (its balance; here without the payment itself). */
const pay = (tx: Tx, loan: string, amount: number) =>
  tx.execute(sql`update loans set remaining_amount = remaining_amount - ${amount}
    where id = ${loan}::uuid`);

/**
 * Runs `work` in a transaction on a connection whose slot is not `taken`: a connection that
 * shares it (its process id modulo 64, one chance in 64) stays open meanwhile, so the pool opens
 * another.
 */
function onAnotherSlot<T>(taken: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return ownerConnection(database).transaction(async (tx) =>
    (await slotOf(tx)) === taken ? onAnotherSlot(taken, work) : work(tx),
  );
}

describe("the open loans' tallies on concurrent connections (migration 0057)", () => {
  it("lets a payment through while another connection's payment on a loan due the same day is uncommitted", async () => {
    let holdFirst!: () => void;
    const held = new Promise<void>((resolve) => (holdFirst = resolve));
    let firstPaid!: (slot: number) => void;
    const firstSlot = new Promise<number>((resolve) => (firstPaid = resolve));
    const first = ownerConnection(database)
      .transaction(async (tx) => {
        await pay(tx, pair[0], 1);
        firstPaid(await slotOf(tx));
        await held;
        throw ROLLED_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLED_BACK) throw error;
      });
    try {
      // Before the slots, this waited on the tally rows the first payment holds until it ended.
      const second = await onAnotherSlot(await firstSlot, async (tx) => {
        await tx.execute(sql`set local lock_timeout = '3s'`);
        await pay(tx, pair[1], 1);
        return 'paid';
      }).catch((error: Error) => `${error.message} ${String(error.cause ?? '')}`);
      expect(second).toBe('paid');
    } finally {
      holdFirst();
      await first;
    }
    // The second payment stays (its loan's balance back below): one more payment's effect.
    await ownerConnection(database).transaction((tx) => pay(tx, pair[1], -1));
  });

  it('sums the slots: the ledger check and the figures see each date once, empty ones not at all', async () => {
    const owner = ownerConnection(database);
    const figures = () =>
      queryRows<{ key: string; loans: string; balance: string }>(
        owner,
        sql`select status || ' ' || next_due_date as key, sum(loans) as loans,
              sum(balance) as balance
            from open_loan_balances group by status, next_due_date
            having sum(loans) <> 0 or sum(balance) <> 0 order by 1`,
      );
    const before = await figures();
    // Each loan's balance taken down on its own connection, then both put back on a third.
    const slots = await owner.transaction(async (tx) => {
      await pay(tx, pair[0], 1);
      const firstSlot = await slotOf(tx);
      return [
        firstSlot,
        await onAnotherSlot(firstSlot, async (other) => {
          await other.execute(sql`set local lock_timeout = '3s'`);
          await pay(other, pair[1], 1);
          return slotOf(other);
        }),
      ];
    });
    await owner.transaction(async (tx) => {
      await pay(tx, pair[0], -1);
      await pay(tx, pair[1], -1);
    });
    const [spread] = await queryRows<{ slots: number }>(
      owner,
      sql`select count(distinct t.slot)::int as slots from open_loan_arrears t
          join loans l on l.organization_id = t.organization_id
            and l.next_due_date = t.next_due_date
          where l.id = ${pair[0]}::uuid`,
    );
    expect(new Set(slots).size).toBe(2);
    expect(spread!.slots).toBeGreaterThanOrEqual(2);
    expect(await figures()).toEqual(before);
    expect(await checkWholeLedger(owner)).toEqual([]);
  });
});
