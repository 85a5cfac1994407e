import { addDays, promiseStatus } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { ownerConnection } from '../../../db/system.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { promiseStatusSql } from './promise-status.ts';

// A promise's status is computed in SQL when read; the rule lives once in core. This holds the
// two together over every case the rule tells apart.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ ledgerCheck: false });
});
afterAll(() => database.close());

describe('the promise status in SQL', () => {
  it('gives every promise the status core gives it', async () => {
    const today = '2026-11-26';
    const cases = [100, 250.5]
      .flatMap((amount) =>
        [0, 0.01, 50, amount - 0.01, amount, amount + 40].map((paid) => ({ amount, paid })),
      )
      .flatMap((one) =>
        [-3, -1, 0, 1, 5].map((offset) => ({ ...one, promised: addDays(today, offset) })),
      );
    const rows = await queryRows<{ index: number; status: string }>(
      ownerConnection(database),
      sql`select x.index, ${promiseStatusSql(sql`x.amount`, sql`x.promised`, sql`x.paid`, sql`${today}::date`)} as status
          from (values ${sql.join(
            cases.map(
              (one, index) =>
                sql`(${index}::int, ${one.amount}::numeric, ${one.promised}::date, ${one.paid}::numeric)`,
            ),
            sql`, `,
          )}) as x (index, amount, promised, paid) order by x.index`,
    );
    const expected = cases.map((one) =>
      promiseStatus({
        amountPaise: Math.round(one.amount * 100),
        promisedDate: one.promised,
        paidPaise: Math.round(one.paid * 100),
        today,
      }),
    );
    expect(rows.map((row) => row.status)).toEqual(expected);
    // Every status appears, so a rule that dropped one would show.
    expect(new Set(expected)).toEqual(new Set(['open', 'kept', 'partially_kept', 'broken']));
  });
});
