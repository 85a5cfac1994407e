import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsUser } from '../../context/run-as-user.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { generateLoanHistory } from '../../seed/loan-history.ts';
import { userIdByEmail } from '../../testing/demo-lookups.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { summarizePayments } from './payment-summary.ts';

let database: Database;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ownerConnection(database), query);

beforeAll(async () => {
  database = await createTestDatabase();
  // Beside the demo's lenders (weekdays, India's time), one that collects every day, has
  // holidays and lives in New York, with loans in every state.
  const [org] = await rows<{ id: string }>(sql`
    insert into organizations (name, organization_type, timezone, collection_days, holidays,
      default_daily_interest_rate, default_upfront_interest, default_max_repayment_days)
    values ('Summary Lending', 'microfinance', 'America/New_York', 'every_day',
      array[current_date - 20, current_date + 2, current_date + 9]::date[], 0.25, 15, 30)
    returning id`);
  const [officer, manager, agent] = await Promise.all(
    ['officer@acme.test', 'manager@acme.test', 'agent@acme.test'].map((email) =>
      userIdByEmail(database, email),
    ),
  );
  await ownerConnection(database).execute(sql`
    insert into customers (organization_id, customer_id, first_name, last_name, phone, created_by,
      created_at)
    select ${org!.id}, 'CUST' || nextval('customer_number_seq'), 'Summary', 'Customer' || n,
      '+9197' || lpad(n::text, 8, '0'), ${officer}, now() - n * interval '3 days'
    from generate_series(1, 30) n`);
  await generateLoanHistory(ownerConnection(database), {
    seed: 17,
    payments: 1_200,
    organizations: [
      {
        id: org!.id,
        loans: 160,
        officers: [officer!],
        approvers: [manager!],
        collectors: [agent!, officer!],
      },
    ],
  });
});
afterAll(() => database.close());

interface Figures {
  today: { amount: number; count: number };
  total: { amount: number; count: number };
  pending: { amount: number; count: number };
  overdue: { amount: number; count: number };
}

/**
 * The cards worked out loan by loan and payment by payment, as GET /payments/summary did before
 * its tallies (DESIGN.md "Arrears": instalments due before today less what was paid; today's
 * instalment's unpaid part, paid allocated oldest first), on the day `now` is in each
 * organization, over the organizations `scope` names.
 */
async function loanByLoan(now: Date, scope: string[]): Promise<Figures> {
  const ids = sql`array[${sql.join(
    scope.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const [row] = await rows<Record<string, string>>(sql`
    with days as (
      select o.id, (${now.toISOString()}::timestamptz at time zone o.timezone)::date as today
      from organizations o where o.id = any(${ids})
    ),
    marks as (
      select d.id, d.today,
        (select max(c.seq) from collection_calendar c
          where c.organization_id = d.id and c.day < d.today) as last_seq,
        (select c.seq from collection_calendar c
          where c.organization_id = d.id and c.day = d.today) as today_seq
      from days d
    ),
    standing as (
      select l.*, m.today, m.last_seq, m.today_seq,
        l.total_repayable - l.remaining_amount as paid
      from loans l join marks m on m.id = l.organization_id
      where l.status in ('active', 'overdue')
    ),
    owed as (
      select
        greatest(0, least(total_repayable,
            greatest(0, least(instalment_count,
              coalesce(last_seq, -1000000000) - first_instalment_seq + 1))
              * daily_repayment_amount) - paid) as arrears,
        case when today_seq between first_instalment_seq
            and first_instalment_seq + instalment_count - 1
          then greatest(0,
            least(total_repayable, (today_seq - first_instalment_seq + 1) * daily_repayment_amount)
            - greatest(paid, (today_seq - first_instalment_seq) * daily_repayment_amount))
          else 0 end as unpaid_today
      from standing
    )
    select
      (select coalesce(sum(p.amount) filter (where p.payment_date = d.today), 0)
        from loan_payments p join days d on d.id = p.organization_id
        where p.status = 'completed' and p.reversed_at is null) as today_amount,
      (select count(*) filter (where p.payment_date = d.today)
        from loan_payments p join days d on d.id = p.organization_id
        where p.status = 'completed' and p.reversed_at is null) as today_count,
      (select coalesce(sum(p.amount), 0) from loan_payments p join days d on d.id = p.organization_id
        where p.status = 'completed' and p.reversed_at is null) as total_amount,
      (select count(*) from loan_payments p join days d on d.id = p.organization_id
        where p.status = 'completed' and p.reversed_at is null) as total_count,
      coalesce((select sum(unpaid_today) from owed), 0) as pending_amount,
      (select count(*) from owed where unpaid_today > 0) as pending_count,
      coalesce((select sum(arrears) from owed), 0) as overdue_amount,
      (select count(*) from owed where arrears > 0) as overdue_count`);
  const pair = (amount: string | undefined, count: string | undefined) => ({
    amount: Number(amount),
    count: Number(count),
  });
  return {
    today: pair(row!.today_amount, row!.today_count),
    total: pair(row!.total_amount, row!.total_count),
    pending: pair(row!.pending_amount, row!.pending_count),
    overdue: pair(row!.overdue_amount, row!.overdue_count),
  };
}

/** Days from now at 03:00 and 15:00 UTC: before and after midnight in New York, in India. */
const moments = [0, 1, 2, 3, 6, 9, 10, 17, 31, 45, 75, 101, 130, 190].flatMap((days) =>
  [3, 15].map((hour) => {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + days);
    day.setUTCHours(hour, 0, 0, 0);
    return day;
  }),
);

describe('GET /payments/summary from its tallies', () => {
  it('gives the figures worked out loan by loan, on every kind of day, for each scope', async () => {
    let pendingDays = 0;
    let overdueDays = 0;
    for (const email of ['owner@lendline.test', 'manager@acme.test']) {
      const userId = await userIdByEmail(database, email);
      for (const now of moments) {
        const { summary, scope } = await runAsUser(
          database,
          { userId, agent: 'test', now },
          async (ctx) => ({
            summary: await summarizePayments(ctx),
            scope: (
              await queryRows<{ ids: string[] }>(
                ctx.tx,
                sql`select scope_organization_ids()::text[] as ids`,
              )
            )[0]!.ids,
          }),
        );
        const expected = await loanByLoan(now, scope);
        expect({ at: now.toISOString(), email, ...summary }).toEqual({
          at: now.toISOString(),
          email,
          ...expected,
        });
        if (expected.pending.count > 0) pendingDays += 1;
        if (expected.overdue.count > 0) overdueDays += 1;
      }
    }
    // The days compared had instalments falling due and loans behind (not only empty cards).
    expect(pendingDays).toBeGreaterThan(10);
    expect(overdueDays).toBeGreaterThan(20);
  });
});
