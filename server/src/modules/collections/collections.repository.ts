import {
  COLLECTION_CUTOFF_HOUR,
  COLLECTION_PAYMENT_STATUSES,
  type CollectionEntry,
  type CollectionListQuery,
  type CollectionSortField,
  type CollectionSummary,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { escapeLike } from '../customers/customers.repository.ts';
import { entryStatusSql } from './entry-collections.ts';

/**
 * For each organization of the scope: the day asked for (else its own today) and whether that
 * day's entries are missed — 17:00 of its next collection day, on its own clock, has passed (core
 * isEntryMissed; `timestamp at time zone` resolves daylight saving as instantAtLocalHour does).
 * A FROM item named `days`.
 */
export function daysOfScope(date: string | undefined, now: Date): SQL {
  const instant = sql`${now.toISOString()}::timestamptz`;
  return sql`(select o.id as organization_id, d.day,
        coalesce((next.day + make_time(${COLLECTION_CUTOFF_HOUR}, 0, 0)) at time zone o.timezone
          <= ${instant}, false) as missed
      from organizations o
      cross join lateral (select coalesce(${date ?? null}::date,
        (${instant} at time zone o.timezone)::date) as day offset 0) d
      left join lateral (select c.day from collection_calendar c
        where c.organization_id = o.id and c.day > d.day order by c.day limit 1) next on true
      where ${inScope(sql`o.id`)}) days`;
}

/** The entry `e`'s status now: the stored figures with the day's cut-off (`days.missed`). */
export const STATUS_NOW = entryStatusSql(
  sql`e.due_amount`,
  sql`e.collected_amount`,
  sql`e.days_overdue`,
  sql`days.missed`,
);

/**
 * The day's entries of each organization of the scope (`e`), each with its status now
 * (`status.now`): a FROM item, shared by the cards and the sidebar's Due Today badge.
 */
export function entriesOfDay(date: string | undefined, now: Date): SQL {
  return sql`${daysOfScope(date, now)}
    join daily_collection_entries e on e.organization_id = days.organization_id
      and e.collection_date = days.day
    cross join lateral (select ${STATUS_NOW} as now) status`;
}

/** The entries of each organization's today still open (not completed): the Due Today badge. */
export function openEntriesTodayCount(now: Date): SQL {
  return sql`(select count(*) from ${entriesOfDay(undefined, now)}
    where status.now <> 'completed')`;
}

export const PRIORITY_ORDER = sql`case e.risk_priority when 'high' then 0 when 'medium' then 1 else 2 end`;

/** The list's own order: highest priority, then most days overdue; the id breaks ties. */
const DEFAULT_ORDER = sql`${PRIORITY_ORDER}, e.days_overdue desc, e.id`;

/** The status now, ranked as COLLECTION_PAYMENT_STATUSES lists them. */
const STATUS_RANK = sql`case ${STATUS_NOW} ${sql.join(
  COLLECTION_PAYMENT_STATUSES.map(
    (status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`,
  ),
  sql` `,
)} end`;

/** What each sort column orders by, in turn; customer names without regard to case. */
const SORTS: Record<CollectionSortField, SQL[]> = {
  customer_name: [sql`lower(c.first_name)`, sql`lower(c.last_name)`],
  loan_number: [sql`l.loan_number`],
  due_amount: [sql`e.due_amount`],
  collected_amount: [sql`e.collected_amount`],
  calculated_due: [sql`greatest(0, e.due_amount - e.collected_amount)`],
  days_overdue: [sql`e.days_overdue`],
  // Ascending means rising priority: low, medium, high.
  risk_priority: [sql`(-${PRIORITY_ORDER})`],
  collector_name: [sql`lower(dc.name)`],
  payment_status: [STATUS_RANK],
};

interface ListOrder {
  sort?: CollectionSortField;
  order?: 'asc' | 'desc';
  /** The signed-in user's id: the entries of the collector they work as come first. */
  mineFirstOf?: string;
}

/**
 * ORDER BY of the list: the user's own entries first when asked, then the sort column (each of
 * its expressions in the direction asked; 'Unassigned' last either way), then the list's own
 * order between equal values.
 */
function listOrderBy(order: ListOrder): SQL {
  const parts: SQL[] = [];
  if (order.mineFirstOf) parts.push(sql`coalesce(dc.user_id = ${order.mineFirstOf}, false) desc`);
  if (order.sort) {
    const direction = order.order === 'desc' ? sql`desc` : sql`asc`;
    const nulls = order.sort === 'collector_name' ? sql` nulls last` : sql``;
    for (const expression of SORTS[order.sort]) parts.push(sql`${expression} ${direction}${nulls}`);
  }
  parts.push(DEFAULT_ORDER);
  return sql.join(parts, sql`, `);
}

interface ListFilters {
  date?: string;
  tab?: CollectionListQuery['tab'];
  search?: string;
  /** The signed-in user's id: only the entries of the collector they work as. */
  mineOf?: string;
}

function conditions(filters: ListFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.tab === 'overdue') parts.push(sql`${STATUS_NOW} = 'overdue'`);
  if (filters.tab === 'pending') parts.push(sql`${STATUS_NOW} <> 'overdue'`);
  const term = filters.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    parts.push(sql`(c.first_name || ' ' || c.last_name ilike ${pattern}
      or c.phone ilike ${pattern} or l.loan_number ilike ${pattern})`);
  }
  if (filters.mineOf) {
    parts.push(sql`e.collector_id in (select dc.id from debt_collectors dc
      where dc.organization_id = e.organization_id and dc.user_id = ${filters.mineOf})`);
  }
  return sql.join(parts, sql` and `);
}

const ENTRIES_FROM = (date: string | undefined, now: Date) => sql`${daysOfScope(date, now)}
    join daily_collection_entries e on e.organization_id = days.organization_id
      and e.collection_date = days.day
    join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
    join customers c on c.organization_id = e.organization_id and c.id = e.customer_id
    left join debt_collectors dc on dc.organization_id = e.organization_id and dc.id = e.collector_id`;

type EntryRow = Record<string, unknown>;

function toEntry(row: EntryRow): CollectionEntry {
  const money = (key: string) => Number(row[key]);
  return {
    id: row.id as string,
    organization_id: row.organization_id as string,
    loan_id: row.loan_id as string,
    customer_id: row.customer_id as string,
    collector_id: (row.collector_id as string | null) ?? null,
    due_amount: money('due_amount'),
    collected_amount: money('collected_amount'),
    outstanding_amount: money('outstanding_amount'),
    calculated_due: Math.max(0, money('due_amount') - money('collected_amount')),
    payment_status: row.payment_status as CollectionEntry['payment_status'],
    collection_date: row.collection_date as string,
    risk_priority: row.risk_priority as CollectionEntry['risk_priority'],
    days_overdue: Number(row.days_overdue),
    accumulated_overdue: money('accumulated_overdue'),
    daily_repayment_amount: money('daily_repayment_amount'),
    customer_name: row.customer_name as string,
    customer_phone: (row.customer_phone as string | null) ?? null,
    loan_number: row.loan_number as string,
    collector_name: (row.collector_name as string | null) ?? 'Unassigned',
    created_at: new Date(row.created_at as string).toISOString(),
    updated_at: new Date(row.updated_at as string).toISOString(),
  };
}

const ENTRY_COLUMNS = sql`e.id, e.organization_id, e.loan_id, e.customer_id, e.collector_id,
  e.due_amount, e.collected_amount, e.outstanding_amount, ${STATUS_NOW} as payment_status,
  to_char(e.collection_date, 'YYYY-MM-DD') as collection_date, e.risk_priority,
  e.days_overdue, e.accumulated_overdue, l.daily_repayment_amount,
  c.first_name || ' ' || c.last_name as customer_name, c.phone as customer_phone,
  l.loan_number, dc.name as collector_name, e.created_at, e.updated_at`;

export function collectionsRepository(tx: Executor) {
  return {
    /** One entry of a day ('YYYY-MM-DD') as the list shows it; undefined when out of scope. */
    async find(id: string, date: string, now: Date): Promise<CollectionEntry | undefined> {
      const [row] = await queryRows<EntryRow>(
        tx,
        sql`select ${ENTRY_COLUMNS} from ${ENTRIES_FROM(date, now)} where e.id = ${id}`,
      );
      return row && toEntry(row);
    },

    /** One page of a day's entries, in the order asked (listOrderBy). */
    async list(
      query: Pick<CollectionListQuery, 'page' | 'page_size'> & ListFilters & ListOrder,
      now: Date,
    ): Promise<CollectionEntry[]> {
      const rows = await queryRows<EntryRow>(
        tx,
        sql`select ${ENTRY_COLUMNS}
          from ${ENTRIES_FROM(query.date, now)}
          where ${conditions(query)}
          order by ${listOrderBy(query)}
          limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
      );
      return rows.map(toEntry);
    },

    async count(filters: ListFilters, now: Date): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        tx,
        sql`select count(*)::int as total from ${ENTRIES_FROM(filters.date, now)}
          where ${conditions(filters)}`,
      );
      return row?.total ?? 0;
    },

    /**
     * The four cards of /due-today: what is still to collect on the pending and on the overdue
     * entries, what was collected, and the customers due; with the day (the first organization's
     * today when none was asked for).
     */
    async summary(date: string | undefined, now: Date): Promise<CollectionSummary> {
      const [row] = await queryRows<Record<string, string | number | null>>(
        tx,
        sql`select
            count(*) filter (where status.now in ('pending', 'partial'))::int as pending_count,
            coalesce(sum(greatest(0, e.due_amount - e.collected_amount))
              filter (where status.now in ('pending', 'partial')), 0) as pending_amount,
            count(*) filter (where status.now = 'overdue')::int as overdue_count,
            coalesce(sum(greatest(0, e.due_amount - e.collected_amount))
              filter (where status.now = 'overdue'), 0) as overdue_amount,
            count(*) filter (where e.collected_amount > 0)::int as collected_count,
            coalesce(sum(e.collected_amount), 0) as collected_amount,
            count(distinct e.customer_id)::int as customers,
            (select to_char(min(days.day), 'YYYY-MM-DD') from ${daysOfScope(date, now)}) as day
          from ${entriesOfDay(date, now)}`,
      );
      const number = (key: string) => Number(row?.[key] ?? 0);
      return {
        date: String(row?.day ?? date ?? ''),
        pending: { amount: number('pending_amount'), count: number('pending_count') },
        overdue: { amount: number('overdue_amount'), count: number('overdue_count') },
        collected: { amount: number('collected_amount'), count: number('collected_count') },
        customers: number('customers'),
      };
    },
  };
}
