import {
  addDays,
  FIELD_APP_MESSAGES,
  FIELD_ROUTE_LAST_PAYMENTS,
  instantAtLocalHour,
  receiptBookPrefix,
  type FieldRoute,
  type FieldRouteStop,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { receiptBooks } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { ARREARS_SQL, DAYS_OVERDUE_SQL, DUE_COUNT } from '../../loans/loans.repository.ts';
import { promisesWithStatus } from '../promises/promise-status.ts';
import { ENTRIES_FROM, entryColumns, toEntry, type EntryRow } from '../collections.repository.ts';

interface Collector {
  id: string;
  name: string;
  organization_id: string;
  organization_name: string;
  currency: string;
  timezone: string;
  country: string | null;
  today: string;
  /** The latest collection day up to today: a weekend's route is Friday's, still collectable. */
  day: string;
  is_active: boolean;
  is_blocked: boolean;
  user_name: string | null;
}

/**
 * The collector the user works as (debt_collectors.user_id): in their own organization first,
 * with that organization's today. Refused when they work as none, or as one who is blocked or
 * inactive (a blocked collector collects nothing, spec part 1 §5).
 */
async function collectorOfUser(ctx: RequestContext): Promise<Collector> {
  const [collector] = await queryRows<Collector>(
    ctx.tx,
    sql`select dc.id, dc.name, dc.organization_id, o.name as organization_name, o.currency,
          o.timezone, o.default_phone_country as country,
          to_char(t.today, 'YYYY-MM-DD') as today,
          to_char(coalesce((select max(c.day) from collection_calendar c
            where c.organization_id = dc.organization_id and c.day <= t.today), t.today),
            'YYYY-MM-DD') as day,
          dc.is_active, dc.is_blocked,
          (select up.first_name || ' ' || up.last_name from user_profiles up
            where up.user_id = dc.user_id) as user_name
        from debt_collectors dc join organizations o on o.id = dc.organization_id
        cross join lateral (select (${ctx.now.toISOString()}::timestamptz at time zone o.timezone)::date
          as today offset 0) t
        where ${inScope(sql`dc.organization_id`)} and dc.user_id = ${ctx.auth.user.id}::uuid
        order by dc.organization_id = ${ctx.auth.organization?.id ?? null}::uuid desc nulls last
        limit 1`,
  );
  if (!collector) throw new AppError('BUSINESS_RULE', FIELD_APP_MESSAGES.notACollector);
  if (collector.is_blocked || !collector.is_active) {
    throw new AppError('BUSINESS_RULE', FIELD_APP_MESSAGES.collectorUnavailable);
  }
  return collector;
}

type StopRow = EntryRow & {
  customer_address: string | null;
  customer_latitude: string | null;
  customer_longitude: string | null;
  loan_status: string;
  remaining_amount: string;
  loan_days_overdue: number;
  arrears_amount: string;
  due_date: string | null;
  last_payments: FieldRouteStop['last_payments'];
  promises: FieldRouteStop['promises'];
};

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

function toStop(row: StopRow): FieldRouteStop {
  const entry = toEntry(row);
  return {
    entry,
    customer: {
      id: entry.customer_id,
      name: entry.customer_name,
      phone: entry.customer_phone,
      address: row.customer_address,
      latitude: numberOrNull(row.customer_latitude),
      longitude: numberOrNull(row.customer_longitude),
    },
    loan: {
      id: entry.loan_id,
      loan_number: entry.loan_number,
      status: row.loan_status,
      remaining_amount: Number(row.remaining_amount),
      arrears_amount: Number(row.arrears_amount),
      days_overdue: Number(row.loan_days_overdue),
      daily_repayment_amount: entry.daily_repayment_amount,
      due_date: row.due_date,
    },
    last_payments: row.last_payments.map((payment) => ({
      ...payment,
      amount: Number(payment.amount),
    })),
    promises: row.promises.map((promise) => ({ ...promise, amount: Number(promise.amount) })),
  };
}

/**
 * The day's stops of a collector, in visiting order: by the customer's address (residential,
 * else business), then name — the order a route through a neighbourhood takes — with the
 * customer's location, the loan's standing today, its last completed payments and its open or
 * recent promises. One statement.
 */
async function stopsOf(ctx: RequestContext, collector: Collector): Promise<FieldRouteStop[]> {
  const today = sql`${collector.today}::date`;
  const rows = await queryRows<StopRow>(
    ctx.tx,
    sql`select ${entryColumns(sql`days.missed`)},
          coalesce(c.residential_address, c.business_address) as customer_address,
          coalesce(c.residential_latitude, c.business_latitude)::text as customer_latitude,
          case when c.residential_latitude is not null then c.residential_longitude
            else c.business_longitude end::text as customer_longitude,
          l.status as loan_status, l.remaining_amount,
          ${DAYS_OVERDUE_SQL(today)} as loan_days_overdue, ${ARREARS_SQL} as arrears_amount,
          to_char(l.due_date, 'YYYY-MM-DD') as due_date,
          (select coalesce(json_agg(x), '[]'::json) from (
            select p.id, p.amount, p.payment_method,
              to_char(p.payment_date, 'YYYY-MM-DD') as payment_date, p.receipt_number
            from loan_payments p
            where p.organization_id = e.organization_id and p.loan_id = e.loan_id
              and p.status = 'completed' and p.reversed_at is null
            order by p.payment_date desc, p.created_at desc
            limit ${FIELD_ROUTE_LAST_PAYMENTS}) x) as last_payments,
          (select coalesce(json_agg(x order by x.promised_date), '[]'::json) from (
            select pr.id, pr.amount, to_char(pr.promised_date, 'YYYY-MM-DD') as promised_date,
              pr.status
            from ${promisesWithStatus(ctx.now, sql`p.organization_id = e.organization_id and p.loan_id = e.loan_id`)}
            where pr.status = 'open' or pr.promised_date >= ${today} - 7) x) as promises
        from ${ENTRIES_FROM(collector.day, ctx.now)}
        cross join ${DUE_COUNT(today)}
        where e.organization_id = ${collector.organization_id}::uuid
          and e.collector_id = ${collector.id}::uuid
        order by customer_address nulls last, customer_name, e.id`,
  );
  return rows.map(toStop);
}

/**
 * POST /field/route (issue 15): the signed-in agent's route for the organization's latest
 * collection day up to today (a Saturday's is Friday's, whose entries can still be collected),
 * with a new receipt book for the collections they take on it, and when the phone must delete it
 * (the end of today in the organization's timezone).
 */
export async function downloadRoute(ctx: RequestContext): Promise<FieldRoute> {
  const collector = await collectorOfUser(ctx);
  const [book] = await ctx.tx
    .insert(receiptBooks)
    .values({
      organization_id: collector.organization_id,
      user_id: ctx.auth.user.id,
      collector_id: collector.id,
      collection_date: collector.day,
      issued_at: ctx.now,
    })
    .returning({ id: receiptBooks.id });
  const stops = await stopsOf(ctx, collector);
  const bookId = String(book!.id);
  return {
    collection_date: collector.day,
    downloaded_at: ctx.now.toISOString(),
    expires_at: instantAtLocalHour(
      collector.timezone,
      addDays(collector.today, 1),
      0,
    ).toISOString(),
    organization: {
      id: collector.organization_id,
      name: collector.organization_name,
      currency: collector.currency,
      timezone: collector.timezone,
      country: collector.country,
    },
    user: {
      id: ctx.auth.user.id,
      name: collector.user_name ?? collector.name,
      roles: ctx.auth.roles,
    },
    collector: { id: collector.id, name: collector.name },
    receipt_book: { id: bookId, prefix: receiptBookPrefix(bookId) },
    stops,
  };
}
