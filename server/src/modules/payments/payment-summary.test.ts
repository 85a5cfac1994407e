import { HIGH_VALUE_PAYMENT_OVER } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsUser } from '../../context/run-as-user.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { generateLoanHistory } from '../../seed/loan-history.ts';
import { userIdByEmail } from '../../testing/demo-lookups.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { paymentAnalytics } from './payment-analytics.ts';
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

/** The payment analytics worked out payment by payment and loan by loan, as before 0056. */
async function analyticsByLoans(now: Date, scope: string[], months: number) {
  const ids = sql`array[${sql.join(
    scope.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const days = sql`days as (
      select o.id, (${now.toISOString()}::timestamptz at time zone o.timezone)::date as today
      from organizations o where o.id = any(${ids})
    ),
    windowed as (
      select p.amount, p.payment_method, p.customer_id, to_char(p.payment_date, 'YYYY-MM') as month
      from loan_payments p join days d on d.id = p.organization_id
      where p.status = 'completed' and p.reversed_at is null
        and p.payment_date between
          (date_trunc('month', d.today) - make_interval(months => ${months - 1}::int))::date
          and d.today
    )`;
  const [totals] = await rows<{ amount: string; count: string; customers: string }>(sql`
    with ${days} select coalesce(sum(amount), 0) as amount, count(*) as count,
      count(distinct customer_id) as customers from windowed`);
  const byMonth = await rows<{ month: string; amount: string; count: string }>(sql`
    with ${days} select month, sum(amount) as amount, count(*) as count
    from windowed group by month order by month`);
  const byMethod = await rows<{ method: string; amount: string; count: string }>(sql`
    with ${days} select payment_method as method, sum(amount) as amount, count(*) as count
    from windowed group by payment_method order by sum(amount) desc, payment_method`);
  const bySegment = await rows<{ segment: string; customers: string; amount: string }>(sql`
    with ${days} select segment, count(*) as customers, sum(amount) as amount from (
      select case when max(amount) > ${HIGH_VALUE_PAYMENT_OVER} then 'high_value' else 'regular'
          end as segment, sum(amount) as amount
      from windowed group by customer_id) c group by segment`);
  const [standing] = await rows<Record<string, string>>(sql`
    with ${days},
    marks as (
      select d.id, d.today, (select max(c.seq) from collection_calendar c
        where c.organization_id = d.id and c.day < d.today) as last_seq
      from days d
    ),
    s as (
      select
        greatest(0, least(l.total_repayable,
            greatest(0, least(l.instalment_count,
              coalesce(m.last_seq, -1000000000) - l.first_instalment_seq + 1))
              * l.daily_repayment_amount) - (l.total_repayable - l.remaining_amount)) as arrears,
        case when l.next_due_date < m.today then m.today - l.next_due_date else 0 end
          as days_overdue
      from loans l join marks m on m.id = l.organization_id
      where l.status in ('active', 'overdue')
    )
    select count(*) as loans, count(*) filter (where arrears <= 0) as on_time,
      coalesce(avg(days_overdue) filter (where arrears > 0), 0) as average_days_overdue,
      ${sql.join(
        [
          [0, 30],
          [31, 60],
          [61, 90],
          [91, 100_000],
        ].map(
          ([from, to], index) =>
            sql`count(*) filter (where arrears > 0 and days_overdue between ${from} and ${to})
                as ${sql.raw(`b${index}_loans`)},
              coalesce(sum(arrears) filter (where arrears > 0
                and days_overdue between ${from} and ${to}), 0) as ${sql.raw(`b${index}_amount`)}`,
        ),
        sql`, `,
      )}
    from s`);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const loans = Number(standing!.loans);
  return {
    cards: {
      total_collection: Number(totals!.amount),
      total_payments: Number(totals!.count),
      active_customers: Number(totals!.customers),
    },
    months: Object.fromEntries(
      byMonth.map((row) => [row.month, { amount: Number(row.amount), count: Number(row.count) }]),
    ),
    methods: byMethod.map((row) => ({
      method: row.method,
      amount: Number(row.amount),
      count: Number(row.count),
    })),
    segments: Object.fromEntries(
      bySegment.map((row) => [
        row.segment,
        { customers: Number(row.customers), amount: Number(row.amount) },
      ]),
    ),
    on_time_percentage: loans === 0 ? 0 : round2((Number(standing!.on_time) / loans) * 100),
    average_days_overdue: round2(Number(standing!.average_days_overdue)),
    aging: [0, 1, 2, 3].map((index) => ({
      loans: Number(standing![`b${index}_loans`]),
      amount: Number(standing![`b${index}_amount`]),
    })),
  };
}

/**
 * From now to 190 days on, each day twice, 12 hours apart: before and after midnight in New York
 * or in India. Never before now: no payment is dated after its organization's today (the API
 * refuses one), and the analytics count a customer's payments by whole months.
 */
const moments = [0, 1, 2, 3, 6, 9, 10, 17, 31, 45, 75, 101, 130, 190].flatMap((days) =>
  [0, 12].map((hours) => new Date(Date.now() + (days * 24 + hours) * 3_600_000)),
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
  }, 120_000);
  it('gives the payment analytics worked out payment by payment and loan by loan', async () => {
    let agedDays = 0;
    for (const email of ['owner@lendline.test', 'manager@acme.test']) {
      const userId = await userIdByEmail(database, email);
      for (const [now, months] of moments
        .filter((_, index) => index % 4 === 0)
        .map((now, index) => [now, [3, 6, 12][index % 3]!] as const)) {
        const { analytics, scope } = await runAsUser(
          database,
          { userId, agent: 'test', now },
          async (ctx) => ({
            analytics: await paymentAnalytics(ctx, months),
            scope: (
              await queryRows<{ ids: string[] }>(
                ctx.tx,
                sql`select scope_organization_ids()::text[] as ids`,
              )
            )[0]!.ids,
          }),
        );
        const expected = await analyticsByLoans(now, scope, months);
        const at = { at: now.toISOString(), email, months };
        expect({ ...at, ...analytics.cards }).toMatchObject({ ...at, ...expected.cards });
        for (const trend of analytics.trends) {
          expect({ ...at, ...trend }).toEqual({
            ...at,
            month: trend.month,
            ...(expected.months[trend.month] ?? { amount: 0, count: 0 }),
          });
        }
        expect(analytics.trends.reduce((sum, trend) => sum + trend.count, 0)).toBe(
          expected.cards.total_payments,
        );
        expect({ ...at, methods: analytics.methods }).toMatchObject({
          ...at,
          methods: expected.methods,
        });
        expect({ ...at, segments: analytics.behaviour.segments }).toEqual({
          ...at,
          segments: analytics.behaviour.segments.map((segment) => ({
            segment: segment.segment,
            ...(expected.segments[segment.segment] ?? { customers: 0, amount: 0 }),
          })),
        });
        expect({
          ...at,
          on_time: analytics.behaviour.on_time_percentage,
          days: analytics.behaviour.average_days_overdue,
          aging: analytics.aging.map(({ loans, amount }) => ({ loans, amount })),
        }).toEqual({
          ...at,
          on_time: expected.on_time_percentage,
          days: expected.average_days_overdue,
          aging: expected.aging,
        });
        if (expected.aging.filter((bucket) => bucket.loans > 0).length > 1) agedDays += 1;
      }
    }
    expect(agedDays).toBeGreaterThan(3);
  }, 120_000);

  it("counts a high-value customer's payments above core's threshold", async () => {
    const [row] = await rows<{ over: string }>(sql`select high_value_payment_over() as over`);
    expect(Number(row!.over)).toBe(HIGH_VALUE_PAYMENT_OVER);
  });
});
