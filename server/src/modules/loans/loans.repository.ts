import {
  LOAN_TABS,
  PORTFOLIO_BUCKET_FLOORS,
  PORTFOLIO_BUCKETS,
  type Loan,
  type LoanListQuery,
  type LoanStatus,
  type LoanTab,
  type MapArea,
  type PortfolioBucket,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customersMatching, escapeLike } from '../customers/customers.repository.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope, pageInScope } from '../../db/scope.ts';

/** The organization's day for the loan row `l`, read from its organization `o`. */
export const todayOf = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone o.timezone)::date`;

/**
 * Arrears of the loan row `l` on day `today` (DESIGN.md "Arrears"; core allocateArrears): the
 * instalments dated before today, counted through the organization's numbered calendar, less
 * the net paid (total_repayable − remaining_amount), never below 0. Only for disbursed loans in
 * collection. loan-standing.test.ts checks it against core for every case.
 */
export const ARREARS_SQL = sql`case when l.status in ('active', 'overdue') then
    greatest(0,
      (case when due.count >= l.instalment_count then l.total_repayable
            else due.count * l.daily_repayment_amount end)
      - (l.total_repayable - l.remaining_amount))
  else 0 end`;

/**
 * The number of instalments of `l` dated before `today`: through the number of the organization's
 * last collection day before today (numbers rise with the days), read as one row of the
 * calendar's (organization_id, day) key. `today` is worked out in a subquery of its own (offset
 * 0): the calendar is under row-level security, which lets only leakproof conditions into an
 * index scan, and the time-zone conversion is not; a column of an outer query is.
 */
export const DUE_COUNT = (today: SQL) => sql`lateral (
    select greatest(0, least(l.instalment_count,
      coalesce((select c.seq from collection_calendar c
        where c.organization_id = l.organization_id and c.day < d.today
        order by c.day desc limit 1), -1000000000)
      - l.first_instalment_seq + 1)) as count
    from (select ${today} as today offset 0) d
  ) due`;

/** Days since the oldest instalment not fully paid, when it is before today (core allocateArrears). */
export const DAYS_OVERDUE_SQL = (today: SQL) => sql`case
    when l.status in ('active', 'overdue') and l.next_due_date < ${today}
    then ${today} - l.next_due_date else 0 end`;

export type LoanRow = Record<string, unknown>;

const money = (value: unknown) => Number(value);
const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const day = (value: unknown) => (value === null ? null : String(value));

export function toLoan(row: LoanRow): Loan {
  return {
    id: row.id as string,
    loan_number: row.loan_number as string,
    organization_id: row.organization_id as string,
    customer_id: row.customer_id as string,
    customer_name: row.customer_name as string,
    customer_phone: row.customer_phone as string,
    principal_amount: money(row.principal_amount),
    daily_interest_rate: money(row.daily_interest_rate),
    upfront_interest: money(row.upfront_interest_percent),
    max_repayment_days: Number(row.max_repayment_days),
    total_interest: money(row.total_interest),
    upfront_interest_amount: money(row.upfront_interest_amount),
    disbursed_amount: money(row.disbursed_amount),
    total_repayable: money(row.total_repayable),
    remaining_amount: money(row.remaining_amount),
    daily_repayment_amount: money(row.daily_repayment_amount),
    instalment_count: Number(row.instalment_count),
    purpose: (row.purpose as Loan['purpose']) ?? null,
    notes: (row.notes as string | null) ?? null,
    status: row.status as LoanStatus,
    due_date: day(row.due_date),
    disbursement_date: day(row.disbursement_date),
    disbursement_method: (row.disbursement_method as Loan['disbursement_method']) ?? null,
    disbursement_reference: (row.disbursement_reference as string | null) ?? null,
    days_overdue: Number(row.days_overdue),
    arrears_amount: money(row.arrears_amount),
    created_at: iso(row.created_at)!,
    created_by: row.created_by as string,
    approved_at: iso(row.approved_at),
    approved_by: (row.approved_by as string | null) ?? null,
    rejected_at: iso(row.rejected_at),
    disbursed_at: iso(row.disbursed_at),
    pending_request_id: (row.pending_request_id as string | null) ?? null,
    applicant_risk_score: numberOrNull(row.applicant_risk_score),
    applicant_risk_band: (row.applicant_risk_band as Loan['applicant_risk_band']) ?? null,
    applicant_risk_rule_version: numberOrNull(row.applicant_risk_rule_version),
    applicant_recommended_amount: numberOrNull(row.applicant_recommended_amount),
    applicant_risk_source: (row.applicant_risk_source as Loan['applicant_risk_source']) ?? null,
  };
}

/** Every column a Loan answers, computed for the organization's today. */
function loanSelect(now: Date, options: { where?: SQL; orderBy?: SQL; from?: SQL }) {
  const today = todayOf(now);
  return sql`select l.id, l.loan_number, l.organization_id, l.customer_id,
      c.first_name || ' ' || c.last_name as customer_name, c.phone as customer_phone,
      l.principal_amount, l.daily_interest_rate, l.upfront_interest_percent, l.max_repayment_days,
      l.total_interest, l.upfront_interest_amount, l.disbursed_amount, l.total_repayable,
      l.remaining_amount, l.daily_repayment_amount, l.instalment_count, l.purpose, l.notes,
      l.status, to_char(l.due_date, 'YYYY-MM-DD') as due_date,
      to_char(l.disbursement_date, 'YYYY-MM-DD') as disbursement_date,
      l.disbursement_method, l.disbursement_reference,
      ${DAYS_OVERDUE_SQL(today)} as days_overdue,
      ${ARREARS_SQL} as arrears_amount,
      l.created_at, l.created_by, l.approved_at, l.approved_by, l.rejected_at, l.disbursed_at,
      l.applicant_risk_score, l.applicant_risk_band, l.applicant_risk_rule_version,
      l.applicant_recommended_amount, l.applicant_risk_source,
      (select ar.id from approval_requests ar
        where ar.organization_id = l.organization_id and ar.entity_id = l.id
          and ar.status = 'pending' and ar.request_type in ('approval', 'approve_high_value')
        order by ar.created_at limit 1) as pending_request_id
    from ${options.from ?? sql`loans l`}
    join organizations o on o.id = l.organization_id
    join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
    cross join ${DUE_COUNT(today)}
    where ${inScope(sql`l.organization_id`)} and ${options.where ?? sql`true`}
    ${options.orderBy ? sql`order by ${options.orderBy}` : sql``}`;
}

const TAB_STATUS: Record<Exclude<LoanTab, 'all'>, LoanStatus> = {
  pending: 'pending',
  approved: 'approved',
  active: 'active',
  overdue: 'overdue',
  completed: 'completed',
  rejected: 'rejected',
};

/**
 * A search typed as the start of a loan number ('ln-2026-95'), as the prefix the loan numbers
 * found begin with (loans_matching_number reads them by key, migration 0022); null for any other.
 */
export function loanNumberPrefix(term: string): string | null {
  return /^ln-[0-9-]*$/i.test(term) ? term.toUpperCase() : null;
}

/**
 * The keys (organization_id, id) of the loans a search of the loan screens finds: by loan number
 * (loans_matching_number) or by their customer's name, display id or phone (customers_matching,
 * the customers list's own search). A FROM item; null without a search. Due Today searches the
 * same way.
 */
export function loansMatching(search: string | undefined): SQL | null {
  const term = search?.trim();
  if (!term) return null;
  return sql`(select m.organization_id, m.id
      from loans_matching_number(${`%${escapeLike(term)}%`}, ${loanNumberPrefix(term)}) m
      union
      select l.organization_id, l.id
      from ${customersMatching(term)} m
      join loans l on l.organization_id = m.organization_id and l.customer_id = m.id)`;
}

/** The loans a search finds (loansMatching), as rows of loans read through their keys. */
function searchedLoans(search: string | undefined): SQL | null {
  const found = loansMatching(search);
  return (
    found &&
    sql`(select l.* from ${found} found
    join loans l on l.organization_id = found.organization_id and l.id = found.id)`
  );
}

/**
 * The list's filters besides the search and the tab: the customer, the officer, the collector,
 * the days overdue, the customer's map area, the dates.
 */
export type LoanListFilters = Pick<
  LoanListQuery,
  | 'customer_id'
  | 'overdue_more_than'
  | 'created_by'
  | 'collector_id'
  | 'overdue_bucket'
  | 'bbox'
  | 'disbursed_from'
  | 'disbursed_to'
>;

/** Whether a list query filters beyond its search and tab (then its counts are counted). */
function filtersBeyondTab(query: LoanListFilters): boolean {
  return (
    query.customer_id !== undefined ||
    query.overdue_more_than !== undefined ||
    query.created_by !== undefined ||
    query.collector_id !== undefined ||
    query.overdue_bucket !== undefined ||
    query.bbox !== undefined ||
    query.disbursed_from !== undefined ||
    query.disbursed_to !== undefined
  );
}

/** The days overdue of an aging bucket: its floor and its last day (none for the oldest). */
function bucketDays(bucket: PortfolioBucket): { first: number; last: number | null } {
  const next = PORTFOLIO_BUCKETS[PORTFOLIO_BUCKETS.indexOf(bucket) + 1];
  return {
    first: PORTFOLIO_BUCKET_FLOORS[bucket],
    last: next === undefined ? null : PORTFOLIO_BUCKET_FLOORS[next] - 1,
  };
}

/**
 * Open loans whose days overdue (DAYS_OVERDUE_SQL) fall in `bucket`, said of the indexed
 * next_due_date as the more-than-X filter says it: between the organization's today less the
 * bucket's last day and its today less its first; 'current' is not before today (or owes
 * nothing). The scope's widest bounds come first (worked out once) so an index range reads them.
 */
function overdueBucketCondition(bucket: PortfolioBucket, now: Date): SQL {
  const instant = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(select (${instant} at time zone o.timezone)::date
    from organizations o where o.id = l.organization_id)`;
  const scopeToday = (pick: SQL) =>
    sql`(select ${pick}((${instant} at time zone o.timezone)::date) from organizations o
      where ${inScope(sql`o.id`)})`;
  const open = sql`l.status in ('active', 'overdue')`;
  const { first, last } = bucketDays(bucket);
  if (first === 0) return sql`${open} and (l.next_due_date < ${today}) is not true`;
  const conditions = [
    open,
    sql`l.next_due_date <= ${scopeToday(sql`max`)} - ${first}::int`,
    sql`l.next_due_date <= ${today} - ${first}::int`,
  ];
  if (last !== null) {
    conditions.push(
      sql`l.next_due_date >= ${scopeToday(sql`min`)} - ${last}::int`,
      sql`l.next_due_date >= ${today} - ${last}::int`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Loans whose customer's location (residential, else business: where the overdue map places
 * them) lies in `area`, edges included (decision 0088). The customers come from
 * customers_in_area (migration 0050), which reads the area's latitudes by the location index as
 * row-level security's non-leakproof numeric comparisons could not; the loans are joined by key.
 */
function mapAreaCondition(area: MapArea): SQL {
  const degrees = (value: number) => sql`${String(value)}::numeric`;
  return sql`(l.organization_id, l.customer_id) in (select a.organization_id, a.id
    from customers_in_area(${degrees(area.west)}, ${degrees(area.south)}, ${degrees(area.east)},
      ${degrees(area.north)}) a)`;
}

/**
 * The list's filters other than the search and the tab, on the loan row `l`. More than X days
 * overdue is DAYS_OVERDUE_SQL > X said of the indexed next_due_date: it falls before the
 * organization's today less X.
 */
function listCondition(query: LoanListFilters, now: Date): SQL {
  const conditions: SQL[] = [];
  if (query.customer_id) conditions.push(sql`l.customer_id = ${query.customer_id}`);
  if (query.created_by) conditions.push(sql`l.created_by = ${query.created_by}`);
  if (query.collector_id) {
    // The loans the collector's entries name (the collector productivity figures add up those
    // entries): read from the entries' (organization, collector, day) key, joined back by key.
    conditions.push(sql`exists (select 1 from daily_collection_entries e
      where e.organization_id = l.organization_id and e.collector_id = ${query.collector_id}
        and e.loan_id = l.id)`);
  }
  if (query.overdue_bucket) conditions.push(overdueBucketCondition(query.overdue_bucket, now));
  if (query.bbox) conditions.push(mapAreaCondition(query.bbox));
  if (query.overdue_more_than !== undefined) {
    // The scope's latest cut-off first (worked out once): the loan's own organization's, read
    // for each loan, then only for the loans that pass it. Open loans newest first come from
    // their own index (migration 0042), the page from it alone.
    const instant = sql`${now.toISOString()}::timestamptz`;
    conditions.push(sql`l.status in ('active', 'overdue') and l.next_due_date <
      (select max((${instant} at time zone o.timezone)::date) from organizations o
        where ${inScope(sql`o.id`)}) - ${query.overdue_more_than}::int
      and l.next_due_date < (select (${instant} at time zone o.timezone)::date
        from organizations o where o.id = l.organization_id) - ${query.overdue_more_than}::int`);
  }
  if (query.disbursed_from) {
    conditions.push(sql`l.disbursement_date >= ${query.disbursed_from}::date`);
  }
  if (query.disbursed_to) conditions.push(sql`l.disbursement_date <= ${query.disbursed_to}::date`);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

const SORTS: Record<LoanListQuery['sort'], SQL> = {
  created_at: sql`l.created_at`,
  principal_amount: sql`l.principal_amount`,
  remaining_amount: sql`l.remaining_amount`,
  due_date: sql`l.due_date`,
  loan_number: sql`l.loan_number`,
  // Days overdue grow as the oldest unpaid instalment's date falls back: sort by that date,
  // the other way round (an index on next_due_date serves it).
  days_overdue: sql`l.next_due_date`,
};

/** Sorts over columns that can be empty; the others are NOT NULL. */
const NULLABLE_SORTS = new Set<LoanListQuery['sort']>(['due_date', 'days_overdue']);

/**
 * ORDER BY of the list: empty values last, the id breaking ties in the same direction, and
 * `nulls last` only where a column can be empty (on a NOT NULL column it would stop the
 * (organization_id, status, created_at) index from supplying the order).
 */
function loanOrderBy(query: Pick<LoanListQuery, 'sort' | 'order'>): SQL {
  const ascending = query.sort === 'days_overdue' ? query.order === 'desc' : query.order === 'asc';
  const direction = ascending ? sql`asc` : sql`desc`;
  const nulls = NULLABLE_SORTS.has(query.sort) ? sql` nulls last` : sql``;
  return sql`${SORTS[query.sort]} ${direction}${nulls}, l.id ${direction}`;
}

/** Loans under row-level security, bound to a transaction. */
/** The select of one loan as the API answers it (for toLoan). */
export const loanById = (id: string, now: Date) => loanSelect(now, { where: sql`l.id = ${id}` });

export function loansRepository(tx: Executor) {
  return {
    async findById(id: string, now: Date): Promise<Loan | null> {
      const [row] = await queryRows<LoanRow>(tx, loanById(id, now));
      return row ? toLoan(row) : null;
    },

    /**
     * One page of a tab. Its total is the tab's count (countByTab, for the same filters): the
     * page itself reads only its rows.
     */
    async list(query: LoanListQuery, now: Date): Promise<Loan[]> {
      const where = sql.join(
        [
          listCondition(query, now),
          ...(query.tab === 'all' ? [] : [sql`l.status = ${TAB_STATUS[query.tab]}`]),
        ],
        sql` and `,
      );
      const orderBy = loanOrderBy(query);
      const offset = (query.page - 1) * query.page_size;
      const rows = await queryRows<LoanRow>(
        tx,
        loanSelect(now, {
          from: pageInScope({
            rows: sql`loans`,
            from: searchedLoans(query.search) ?? sql`loans`,
            alias: sql`l`,
            where,
            orderBy,
            limit: query.page_size,
            offset,
          }),
          orderBy,
        }),
      );
      return rows.map(toLoan);
    },

    /**
     * Loans per tab for the list's filters: from loan_counts (kept by a trigger) when nothing
     * filters the list, from open_loan_balances when only days overdue do, from
     * disbursement_day_counts when only disbursement dates do, from officer_loan_counts when
     * only the officer does, else counted over the filtered rows.
     */
    async countByTab(
      query: Pick<LoanListQuery, 'search'> & LoanListFilters,
      now: Date,
    ): Promise<Record<LoanTab, number>> {
      const searched = searchedLoans(query.search);
      const filtered = searched !== null || filtersBeyondTab(query);
      const overdueOnly =
        searched === null &&
        query.overdue_more_than !== undefined &&
        !filtersBeyondTab({ ...query, overdue_more_than: undefined });
      const disbursedOnly =
        searched === null &&
        (query.disbursed_from !== undefined || query.disbursed_to !== undefined) &&
        !filtersBeyondTab({ ...query, disbursed_from: undefined, disbursed_to: undefined });
      const officerOnly =
        searched === null &&
        query.created_by !== undefined &&
        !filtersBeyondTab({ ...query, created_by: undefined });
      const rows = officerOnly
        ? await queryRows<{ status: LoanStatus; loans: string }>(
            tx,
            // One officer's loans alone (the dashboard's pending applications): the officer's
            // tally by status (officer_loan_counts, kept by a trigger, migration 0046).
            sql`select t.status, sum(t.loans) as loans from officer_loan_counts t
                where ${inScope(sql`t.organization_id`)} and t.created_by = ${query.created_by}
                group by t.status`,
          )
        : disbursedOnly
          ? await queryRows<{ status: LoanStatus; loans: string }>(
              tx,
              // A disbursement period alone (the dashboard's "disbursed this month"): the days'
              // tally by status (disbursement_day_counts, kept by a trigger, migration 0046), the
              // same bounds said of its days.
              sql`select t.status, sum(t.loans) as loans from disbursement_day_counts t
                where ${inScope(sql`t.organization_id`)}
                  ${query.disbursed_from ? sql`and t.disbursement_date >= ${query.disbursed_from}::date` : sql``}
                  ${query.disbursed_to ? sql`and t.disbursement_date <= ${query.disbursed_to}::date` : sql``}
                group by t.status`,
            )
          : overdueOnly
            ? await queryRows<{ status: LoanStatus; loans: string }>(
                tx,
                // More than X days overdue alone (the dashboard's PAR links): the open loans'
                // tally by oldest unpaid day (open_loan_balances, kept by a trigger), the same
                // condition said of its rows ('infinity' when a loan owes nothing: never before).
                sql`select t.status, sum(t.loans) as loans from open_loan_balances t
                join organizations o on o.id = t.organization_id
                where ${inScope(sql`t.organization_id`)}
                  and t.next_due_date < (${now.toISOString()}::timestamptz
                    at time zone o.timezone)::date - ${query.overdue_more_than}::int
                group by t.status`,
              )
            : filtered
              ? await queryRows<{ status: LoanStatus; loans: string }>(
                  tx,
                  sql`select l.status, count(*) as loans from ${searched ?? sql`loans`} l
                where ${inScope(sql`l.organization_id`)} and ${listCondition(query, now)}
                group by l.status`,
                )
              : await queryRows<{ status: LoanStatus; loans: string }>(
                  tx,
                  sql`select status, sum(loans) as loans from loan_counts group by status`,
                );
      const counts = Object.fromEntries(LOAN_TABS.map((tab) => [tab, 0])) as Record<
        LoanTab,
        number
      >;
      for (const row of rows) {
        counts[row.status] = Number(row.loans);
        counts.all += Number(row.loans);
      }
      return counts;
    },
  };
}
