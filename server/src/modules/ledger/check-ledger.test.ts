import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import { MISDATED_OPEN_LOANS } from './check-ledger.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  // This file makes the books drift on purpose.
  database = await createTestDatabase({ ledgerCheck: false });
});
afterAll(() => database.close());

describe('the ledger check', () => {
  it('finds a disbursed loan without its journal, and a completed payment without its entry', async () => {
    const owner = ownerConnection(database);
    const before = await checkWholeLedger(owner);
    const [{ id: acme }] = (await queryRows<{ id: string }>(
      owner,
      sql`select id from organizations where name = 'Acme Microfinance'`,
    )) as [{ id: string }];
    const [{ id: officer }] = (await queryRows<{ id: string }>(
      owner,
      sql`select id from users where email = 'officer@acme.test'`,
    )) as [{ id: string }];
    await owner.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
      const [customer] = await queryRows<{ id: string }>(
        tx,
        sql`insert into customers (organization_id, customer_id, first_name, last_name, phone)
            values (${acme}, 'CUST-DRIFT', 'Drift', 'Case', '+919800000077') returning id`,
      );
      const [loan] = await queryRows<{ id: string }>(
        tx,
        sql`insert into loans (organization_id, loan_number, customer_id, principal_amount,
              upfront_interest_percent, upfront_interest_amount, disbursed_amount, remaining_amount,
              daily_interest_rate, max_repayment_days, daily_repayment_amount, total_interest,
              total_repayable, instalment_count, last_instalment_amount, first_instalment_seq,
              status, approved_at, approved_by, disbursed_at, disbursed_by, due_date, created_by)
            values (${acme}, 'LN-DRIFT-1', ${customer!.id}, 10000, 20, 2000, 8000, 10000, 0.2, 100,
              100, 2000, 10000, 100, 100, 1, 'active', now(), ${officer}, now(), ${officer},
              current_date + 140, ${officer})
            returning id`,
      );
      await tx.execute(
        sql`insert into loan_payments (organization_id, loan_id, customer_id, amount, status,
              payment_date, created_by)
            values (${acme}, ${loan!.id}, ${customer!.id}, 100, 'completed', current_date, ${officer})`,
      );
    });
    const after = await checkWholeLedger(owner);
    const found = (check: string) =>
      after.find((problem) => problem.check.startsWith(check))?.count ?? 0;
    expect(before).toEqual([]);
    expect(found('disbursed loans whose receivable balance')).toBe(1);
    expect(found('completed payments without their journal entry')).toBe(1);
  });

  it('finds a tally that no longer matches the rows it counts', async () => {
    const owner = ownerConnection(database);
    await owner.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
      await tx.execute(sql`update loan_counts set loans = loans + 1
        where (organization_id, status) in (select organization_id, status from loan_counts limit 1)`);
      await tx.execute(sql`update payment_counts set payments = payments + 2
        where (organization_id, slot, status, payment_method) in
          (select organization_id, slot, status, payment_method from payment_counts limit 1)`);
      await tx.execute(sql`update collection_day_counts set to_collect = to_collect + 1
        where (organization_id, collection_date, slot, payment_status) in
          (select organization_id, collection_date, slot, payment_status
            from collection_day_counts where entries > 0 limit 1)`);
      await tx.execute(sql`update collection_day_customers set customers = customers - 1
        where (organization_id, collection_date) in
          (select organization_id, collection_date from collection_day_customers limit 1)`);
      await tx.execute(sql`update open_loan_balances set balance = balance - 1
        where (organization_id, status, next_due_date) in
          (select organization_id, status, next_due_date from open_loan_balances limit 1)`);
      await tx.execute(sql`update officer_open_loans set loans = loans + 1
        where (organization_id, created_by, status, next_due_date) in
          (select organization_id, created_by, status, next_due_date
            from officer_open_loans limit 1)`);
      await tx.execute(sql`delete from disbursement_day_counts
        where (organization_id, disbursement_date, status) in
          (select organization_id, disbursement_date, status from disbursement_day_counts
            limit 1)`);
      await tx.execute(sql`update collector_day_counts set collected_entries = collected_entries + 1
        where (organization_id, collection_date, collector_id, slot, payment_status) in
          (select organization_id, collection_date, collector_id, slot, payment_status
            from collector_day_counts limit 1)`);
      await tx.execute(sql`update officer_loan_counts set loans = loans + 3
        where (organization_id, created_by, status) in
          (select organization_id, created_by, status from officer_loan_counts limit 1)`);
      await tx.execute(sql`update vintage_counts set loans = loans + 1
        where (organization_id, disbursement_date, crossed_on, marked) in
          (select organization_id, disbursement_date, crossed_on, marked from vintage_counts
            limit 1)`);
      await tx.execute(sql`update collection_alert_counts set entries = entries - 1
        where (organization_id, collection_date, alert_type, slot) in
          (select organization_id, collection_date, alert_type, slot
            from collection_alert_counts limit 1)`);
      await tx.execute(sql`update payment_day_totals set amount = amount + 1
        where (organization_id, payment_date, payment_method, slot) in
          (select organization_id, payment_date, payment_method, slot from payment_day_totals
            limit 1)`);
      await tx.execute(sql`update customer_month_payments set high_value_payments = 1
        where (organization_id, month, customer_id) in
          (select organization_id, month, customer_id from customer_month_payments
            where high_value_payments = 0 limit 1)`);
      await tx.execute(sql`update open_loan_arrears set behind_offset = behind_offset - 1
        where (organization_id, next_due_date) in
          (select organization_id, next_due_date from open_loan_arrears limit 1)`);
      await tx.execute(sql`update open_loan_ends set last_instalments = last_instalments + 1
        where (organization_id, last_instalment_seq, next_due_date) in
          (select organization_id, last_instalment_seq, next_due_date from open_loan_ends
            limit 1)`);
    });
    const problems = await checkWholeLedger(owner);
    const found = (check: string) =>
      problems.find((problem) => problem.check.startsWith(check))?.count ?? 0;
    expect(found('open loan balances')).toBe(1);
    expect(found('officer open loans')).toBe(1);
    expect(found('disbursement day counts')).toBe(1);
    expect(found('loan counts')).toBe(1);
    expect(found('payment counts')).toBe(1);
    expect(found('collection day counts')).toBe(1);
    expect(found('collection day customers')).toBe(1);
    expect(found('collector day counts')).toBe(1);
    expect(found('collection alert counts')).toBe(1);
    expect(found('vintage counts')).toBe(1);
    expect(found('officer loan counts')).toBe(1);
    expect(found('payment day totals')).toBe(1);
    expect(found('customer month payments')).toBe(1);
    expect(found('open loan arrears')).toBe(1);
    expect(found('open loan ends')).toBe(1);
  });

  it("finds an open loan whose oldest unpaid date is not its schedule's", async () => {
    const owner = ownerConnection(database);
    const misdated = async () =>
      (await checkWholeLedger(owner)).find((problem) => problem.check === MISDATED_OPEN_LOANS)
        ?.count ?? 0;
    const before = await misdated();
    // Without the loans' triggers (replica role): a date moved by hand, not by a payment.
    await owner.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
      await tx.execute(sql`update loans set next_due_date = next_due_date + 1
        where id = (select id from loans where status = 'active' and loan_number <> 'LN-DRIFT-1'
          order by loan_number limit 1)`);
    });
    expect(await misdated()).toBe(before + 1);
  });
});
