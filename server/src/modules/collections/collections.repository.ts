import {
  COLLECTION_CUTOFF_HOUR,
  COLLECTION_PAYMENT_STATUSES,
  type CollectionEntry,
  type CollectionPaymentStatus,
  type CollectionListQuery,
  type CollectionSortField,
  type CollectionSummary,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { loansMatching } from '../loans/loans.repository.ts';
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

/** The entry `e`'s status now: its stored figures and its day's cut-off (`missed`). */
function statusNow(missed: SQL): SQL {
  return entryStatusSql(sql`e.due_amount`, sql`e.collected_amount`, sql`e.days_overdue`, missed);
}

/** The entry `e`'s status now, beside `days` (daysOfScope). */
export const STATUS_NOW = statusNow(sql`days.missed`);

/**
 * An entry's status now from its stored one (written as if its day were never missed, with the
 * same figures): once the day's cut-off has passed, what is neither completed nor overdue is
 * overdue. entryStatusSql's rule, said of statuses: collections-sql.test.ts holds the two together.
 */
export function storedStatusNow(
  stored: CollectionPaymentStatus,
  missed: boolean,
): CollectionPaymentStatus {
  return missed && (stored === 'pending' || stored === 'partial') ? 'overdue' : stored;
}

/** storedStatusNow in SQL, of a tally `t` beside `days`. */
const STORED_STATUS_NOW = sql`case when days.missed and t.payment_status in ('pending', 'partial')
  then 'overdue' else t.payment_status end`;

type Tab = NonNullable<CollectionListQuery['tab']> | 'all';

function shownOn(tab: Tab, status: CollectionPaymentStatus): boolean {
  if (tab === 'overdue') return status === 'overdue';
  if (tab === 'pending') return status !== 'overdue';
  return true;
}

function statusArray(missed: boolean, tab: Tab): SQL {
  const statuses = COLLECTION_PAYMENT_STATUSES.filter((stored) =>
    shownOn(tab, storedStatusNow(stored, missed)),
  );
  return sql`array[${sql.join(
    statuses.map((status) => sql.raw(`'${status}'`)),
    sql`, `,
  )}]::text[]`;
}

/**
 * The stored statuses of the entries a tab shows, beside `days`: a text[] (the stored status is
 * indexed; the status now is not, and it differs only once the day is missed).
 */
function tabStatuses(tab: Tab): SQL {
  return sql`(case when days.missed then ${statusArray(true, tab)}
    else ${statusArray(false, tab)} end)`;
}

/**
 * The day's tallies of each organization of the scope (collection_day_counts, kept by triggers
 * on the entries: migration 0027), `t`, beside `days`: a FROM item, shared by the cards, the
 * tabs' totals and the sidebar's Due Today badge.
 */
function talliesOfDay(date: string | undefined, now: Date): SQL {
  return sql`${daysOfScope(date, now)}
    join collection_day_counts t on t.organization_id = days.organization_id
      and t.collection_date = days.day`;
}

/** The entries of each organization's today still open (not completed): the Due Today badge. */
export function openEntriesTodayCount(now: Date): SQL {
  return sql`(select coalesce(sum(t.entries), 0) from ${talliesOfDay(undefined, now)}
    where t.payment_status <> 'completed')`;
}

/** An entry's priority as a rank, high 0 to low 2: as the entries' indexes hold it (migration 0027). */
function priorityRank(entry: SQL): SQL {
  return sql`case ${entry}.risk_priority when 'high' then 0 when 'medium' then 1 else 2 end`;
}

export const PRIORITY_ORDER = priorityRank(sql`e`);

/** The status now, ranked as COLLECTION_PAYMENT_STATUSES lists them. */
function statusRank(missed: SQL): SQL {
  return sql`case ${statusNow(missed)} ${sql.join(
    COLLECTION_PAYMENT_STATUSES.map(
      (status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`,
    ),
    sql` `,
  )} end`;
}

/** What each sort column orders by, in turn (over `e` and, as `joins` says, c, l and dc). */
const SORTS: Record<CollectionSortField, { keys: SQL[]; joins?: 'c' | 'l' | 'dc' }> = {
  customer_name: { keys: [sql`lower(c.first_name)`, sql`lower(c.last_name)`], joins: 'c' },
  loan_number: { keys: [sql`l.loan_number`], joins: 'l' },
  due_amount: { keys: [sql`e.due_amount`] },
  collected_amount: { keys: [sql`e.collected_amount`] },
  calculated_due: { keys: [sql`greatest(0, e.due_amount - e.collected_amount)`] },
  days_overdue: { keys: [sql`e.days_overdue`] },
  // Ascending means rising priority: low, medium, high.
  risk_priority: { keys: [sql`(-${PRIORITY_ORDER})`] },
  collector_name: { keys: [sql`lower(dc.name)`], joins: 'dc' },
  payment_status: { keys: [statusRank(sql`days.missed`)] },
};

const JOINS = {
  c: sql`join customers c on c.organization_id = e.organization_id and c.id = e.customer_id`,
  l: sql`join loans l on l.organization_id = e.organization_id and l.id = e.loan_id`,
  dc: sql`left join debt_collectors dc on dc.organization_id = e.organization_id
    and dc.id = e.collector_id`,
} as const;

interface ListOrder {
  sort?: CollectionSortField;
  order?: 'asc' | 'desc';
  /** The signed-in user's id: the entries of the collector they work as come first. */
  mineFirstOf?: string;
}

interface ListFilters {
  date?: string;
  tab?: CollectionListQuery['tab'];
  search?: string;
  /** The signed-in user's id: only the entries of the collector they work as. */
  mineOf?: string;
}

/**
 * The list's order, as keys computed once per row (`key0`, `key1`, … of the page's rows): the
 * user's own entries first when asked (`mine`), then the sort column in the direction asked
 * ('Unassigned' last either way), then the list's own order (highest priority, most days
 * overdue, then the id): the order of the entries' indexes (migration 0027).
 */
function listOrder(order: ListOrder) {
  const sort = order.sort ? SORTS[order.sort] : undefined;
  const direction = order.order === 'desc' ? sql`desc` : sql`asc`;
  const nulls = order.sort === 'collector_name' ? sql` nulls last` : sql``;
  const keys = sort?.keys ?? [];
  /** ORDER BY over the page's rows, named `alias`. */
  const of = (alias: SQL) =>
    sql.join(
      [
        ...(order.mineFirstOf ? [sql`${alias}.mine desc`] : []),
        ...keys.map((_, index) => sql`${alias}.${sql.raw(`key${index}`)} ${direction}${nulls}`),
        priorityRank(alias),
        sql`${alias}.days_overdue desc`,
        sql`${alias}.id`,
      ],
      sql`, `,
    );
  return {
    /** The keys as columns of `e`'s rows (with sort.joins joined). */
    columns: keys.map((key, index) => sql`, ${key} as ${sql.raw(`key${index}`)}`),
    /** ORDER BY over `e` itself: the keys as expressions, then the indexes' order. */
    ofEntries: sql.join(
      [
        ...keys.map((key) => sql`${key} ${direction}${nulls}`),
        PRIORITY_ORDER,
        sql`e.days_overdue desc`,
        sql`e.id`,
      ],
      sql`, `,
    ),
    of,
    joins: sort?.joins ? JOINS[sort.joins] : sql``,
  };
}

/**
 * The collector the user works as in each organization (at most one: the (organization_id,
 * user_id) key), beside `days`: `mine.id`, null without `userId` and for a user who collects in
 * none.
 */
/** Whether the entry `e` is the user's own (beside `mine`). */
const IS_MINE = sql`coalesce(e.collector_id = mine.id, false)`;

function mineOf(userId: string | undefined): SQL {
  return sql`left join debt_collectors mine on mine.organization_id = days.organization_id
      and mine.user_id = ${userId ?? null}::uuid`;
}

/**
 * The entries of the day that match the filters (`e`, beside `days` and `mine`), read through
 * the search's loans when there is one and by the day's status ranges otherwise.
 */
function matchingEntries(
  filters: ListFilters,
  now: Date,
  mineUser = filters.mineOf,
): { from: SQL; where: SQL } {
  const found = loansMatching(filters.search);
  const where = sql.join(
    [
      sql`e.payment_status = any(${tabStatuses(filters.tab ?? 'all')})`,
      ...(filters.mineOf ? [sql`e.collector_id = mine.id`] : []),
    ],
    sql` and `,
  );
  const from = sql`${daysOfScope(filters.date, now)} ${mineOf(mineUser)}
    ${found ? sql`join ${found} found on found.organization_id = days.organization_id` : sql``}
    join daily_collection_entries e on e.organization_id = days.organization_id
      and e.collection_date = days.day ${found ? sql`and e.loan_id = found.id` : sql``}`;
  return { from, where };
}

/**
 * One page's entries (`e`, with `missed`, the order's keys and `mine`), in the list's order.
 * With a search, the few entries of the loans it finds, ordered. Without, for each organization,
 * each stored status the tab shows and (mine first) each side of 'mine': the first rows of that
 * range in order (an index's range, unless a sort column needs every row of it), merged.
 */
function pageOfEntries(
  query: Pick<CollectionListQuery, 'page' | 'page_size'> & ListFilters & ListOrder,
  now: Date,
): SQL {
  const order = listOrder(query);
  const offset = (query.page - 1) * query.page_size;
  const mineUser = query.mineOf ?? query.mineFirstOf;
  const mineColumn = query.mineFirstOf ? sql`, ${IS_MINE} as mine` : sql``;
  if (query.search?.trim()) {
    const { from, where } = matchingEntries(query, now, mineUser);
    const mineFirst = query.mineFirstOf ? sql`${IS_MINE} desc, ` : sql``;
    return sql`(select e.*, days.missed ${mineColumn} ${sql.join(order.columns, sql``)}
      from ${from} ${order.joins}
      where ${where}
      order by ${mineFirst}${order.ofEntries}
      limit ${query.page_size} offset ${offset}) e`;
  }
  const sides = query.mineFirstOf ? sql`cross join (values (true), (false)) as side (mine)` : sql``;
  const onSide = query.mineFirstOf ? sql`and ${IS_MINE} = side.mine` : sql``;
  const onlyMine = query.mineOf ? sql`and e.collector_id = mine.id` : sql``;
  return sql`(select p.* from ${daysOfScope(query.date, now)} ${mineOf(mineUser)}
      cross join lateral unnest(${tabStatuses(query.tab ?? 'all')}) as status (stored)
      ${sides}
      cross join lateral (
        select e.*, days.missed ${mineColumn} ${sql.join(order.columns, sql``)}
        from daily_collection_entries e ${order.joins}
        where e.organization_id = days.organization_id and e.collection_date = days.day
          and e.payment_status = status.stored ${onSide} ${onlyMine}
        order by ${order.ofEntries}
        limit ${offset + query.page_size}) p
      order by ${order.of(sql`p`)}
      limit ${query.page_size} offset ${offset}) e`;
}

export const ENTRIES_FROM = (date: string | undefined, now: Date) => sql`${daysOfScope(date, now)}
    join daily_collection_entries e on e.organization_id = days.organization_id
      and e.collection_date = days.day
    join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
    join customers c on c.organization_id = e.organization_id and c.id = e.customer_id
    left join debt_collectors dc on dc.organization_id = e.organization_id and dc.id = e.collector_id`;

export type EntryRow = Record<string, unknown>;

export function toEntry(row: EntryRow): CollectionEntry {
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

/** What the list shows of an entry `e` (with l, c and dc), its day's cut-off being `missed`. */
export const entryColumns = (missed: SQL) => sql`e.id, e.organization_id, e.loan_id, e.customer_id,
  e.collector_id, e.due_amount, e.collected_amount, e.outstanding_amount,
  ${statusNow(missed)} as payment_status,
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
        sql`select ${entryColumns(sql`days.missed`)} from ${ENTRIES_FROM(date, now)}
          where e.id = ${id}`,
      );
      return row && toEntry(row);
    },

    /** One page of a day's entries, in the order asked (listOrder). */
    async list(
      query: Pick<CollectionListQuery, 'page' | 'page_size'> & ListFilters & ListOrder,
      now: Date,
    ): Promise<CollectionEntry[]> {
      const rows = await queryRows<EntryRow>(
        tx,
        sql`select ${entryColumns(sql`e.missed`)}
          from ${pageOfEntries(query, now)}
          join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
          join customers c on c.organization_id = e.organization_id and c.id = e.customer_id
          left join debt_collectors dc on dc.organization_id = e.organization_id
            and dc.id = e.collector_id
          order by ${listOrder(query).of(sql`e`)}`,
      );
      return rows.map(toEntry);
    },

    /**
     * How many entries match: the day's tallies when only the tab filters, the user's
     * collector's tallies of the day (collector_day_counts, migration 0046) when only the tab
     * and 'Mine' do, else a count of the entries the search finds.
     */
    async count(filters: ListFilters, now: Date): Promise<number> {
      const tab = filters.tab ?? 'all';
      let counted: SQL;
      if (filters.search?.trim()) {
        const { from, where } = matchingEntries(filters, now);
        counted = sql`select count(*) as total from ${from} where ${where}`;
      } else if (filters.mineOf) {
        counted = sql`select sum(t.entries) as total from ${daysOfScope(filters.date, now)}
          ${mineOf(filters.mineOf)}
          join collector_day_counts t on t.organization_id = days.organization_id
            and t.collection_date = days.day and t.collector_id = mine.id
          where t.payment_status = any(${tabStatuses(tab)})`;
      } else {
        counted = sql`select sum(t.entries) as total from ${talliesOfDay(filters.date, now)}
          where t.payment_status = any(${tabStatuses(tab)})`;
      }
      const [row] = await queryRows<{ total: string | null }>(tx, counted);
      return Number(row?.total ?? 0);
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
            sum(t.entries) filter (where status.now in ('pending', 'partial')) as pending_count,
            sum(t.to_collect) filter (where status.now in ('pending', 'partial')) as pending_amount,
            sum(t.entries) filter (where status.now = 'overdue') as overdue_count,
            sum(t.to_collect) filter (where status.now = 'overdue') as overdue_amount,
            sum(t.collected_entries) as collected_count,
            sum(t.collected_amount) as collected_amount,
            (select sum(k.customers) from ${daysOfScope(date, now)}
              join collection_day_customers k on k.organization_id = days.organization_id
                and k.collection_date = days.day) as customers,
            (select to_char(min(days.day), 'YYYY-MM-DD') from ${daysOfScope(date, now)}) as day
          from ${talliesOfDay(date, now)}
          cross join lateral (select ${STORED_STATUS_NOW} as now) status`,
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
