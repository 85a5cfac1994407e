import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorOf } from '../testing/database-error.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database, Tx } from './client.ts';
import { queryRows } from './query-rows.ts';
import { ownerConnection, runSystem } from './system.ts';

let database: Database;
let acme: string;
let officer: string;
let loan: string;

beforeAll(async () => {
  database = await createTestDatabase({ ledgerCheck: false });
  [{ id: acme }] = (await queryRows<{ id: string }>(
    ownerConnection(database),
    sql`select id from organizations where name = 'Acme Microfinance'`,
  )) as [{ id: string }];
  [{ id: officer }] = (await queryRows<{ id: string }>(
    ownerConnection(database),
    sql`select id from users where email = 'officer@acme.test'`,
  )) as [{ id: string }];
  const [customer] = await queryRows<{ id: string }>(
    ownerConnection(database),
    sql`insert into customers (organization_id, customer_id, first_name, last_name, phone)
        values (${acme}, 'CUST1', 'Asha', 'Patil', '+919800000001') returning id`,
  );
  [{ id: loan }] = (await queryRows<{ id: string }>(
    ownerConnection(database),
    sql`insert into loans (organization_id, loan_number, customer_id, principal_amount,
          upfront_interest_percent, upfront_interest_amount, disbursed_amount, remaining_amount,
          daily_interest_rate, max_repayment_days, daily_repayment_amount, total_interest,
          total_repayable, instalment_count, last_instalment_amount, first_instalment_seq, status,
          approved_at, approved_by, disbursed_at, disbursed_by, due_date, created_by)
        values (${acme}, 'LN-1', ${customer!.id}, 10000, 20, 2000, 8000, 10000, 0.2, 100, 100, 2000,
          10000, 100, 100, 1, 'active', now(), ${officer}, now(), ${officer}, current_date + 100, ${officer})
        returning id`,
  )) as [{ id: string }];
});
afterAll(() => database.close());

const writeEntry = (tx: Tx, lines: { account: string; debit: number; credit: number }[]) =>
  (async () => {
    const [entry] = await queryRows<{ id: string }>(
      tx,
      sql`insert into journal_entries (organization_id, loan_id, entry_type, created_by)
          values (${acme}, ${loan}, 'disbursement', ${officer}) returning id`,
    );
    for (const line of lines) {
      await tx.execute(sql`insert into journal_lines (organization_id, entry_id, account, debit, credit)
        values (${acme}, ${entry!.id}, ${line.account}, ${line.debit}, ${line.credit})`);
    }
    return entry!.id;
  })();

describe('the money journal', () => {
  it('accepts a balanced entry', async () => {
    const id = await runSystem(ownerConnection(database), (tx) =>
      writeEntry(tx, [
        { account: 'loan_receivable', debit: 10000, credit: 0 },
        { account: 'cash', debit: 0, credit: 8000 },
        { account: 'interest_income', debit: 0, credit: 2000 },
      ]),
    );
    expect(id).toBeTruthy();
  });

  it('refuses, at commit, an entry whose debits and credits differ', async () => {
    const message = await databaseErrorOf(
      runSystem(ownerConnection(database), (tx) =>
        writeEntry(tx, [
          { account: 'loan_receivable', debit: 10000, credit: 0 },
          { account: 'cash', debit: 0, credit: 7999.99 },
        ]),
      ),
    );
    expect(message).toMatch(/unbalanced/);
  });

  it('refuses an entry with no lines', async () => {
    const message = await databaseErrorOf(
      runSystem(ownerConnection(database), (tx) => writeEntry(tx, [])),
    );
    expect(message).toMatch(/unbalanced/);
  });

  it('refuses to edit or delete a line: corrections are reversals', async () => {
    expect(
      await databaseErrorOf(
        ownerConnection(database).execute(sql`update journal_lines set debit = debit + 1`),
      ),
    ).toMatch(/append-only/);
    expect(
      await databaseErrorOf(ownerConnection(database).execute(sql`delete from journal_entries`)),
    ).toMatch(/append-only/);
  });
});
