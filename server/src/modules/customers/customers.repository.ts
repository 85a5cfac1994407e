import {
  customerStatusOf,
  phoneSearchDigits,
  type CustomerCategory,
  type CustomerFilter,
  type CustomerFinancialSummary,
  type CustomerLoan,
  type CustomerRiskLevel,
  type CustomerSort,
  type CustomerSummary,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** A customer as stored, every field readable (the service hides what a role may not read). */
export interface CustomerRecord {
  id: string;
  organization_id: string;
  organization_name: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string;
  email: string | null;
  business_name: string | null;
  business_type: string | null;
  category_id: string | null;
  category_name: string | null;
  risk_level: CustomerRiskLevel;
  status: 'active' | 'inactive' | 'archived';
  residential_address: string | null;
  business_address: string | null;
  residential_latitude: number | null;
  residential_longitude: number | null;
  business_latitude: number | null;
  business_longitude: number | null;
  created_at: string;
  updated_at: string;
}

interface CustomerRow extends Omit<
  CustomerRecord,
  | 'full_name'
  | 'status'
  | 'risk_level'
  | 'residential_latitude'
  | 'residential_longitude'
  | 'business_latitude'
  | 'business_longitude'
  | 'created_at'
  | 'updated_at'
> {
  status: string | null;
  risk_level: string | null;
  residential_latitude: string | number | null;
  residential_longitude: string | number | null;
  business_latitude: string | number | null;
  business_longitude: string | number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

function toCustomerRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    customer_id: row.customer_id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    email: row.email,
    business_name: row.business_name,
    business_type: row.business_type,
    category_id: row.category_id,
    category_name: row.category_name,
    risk_level: (row.risk_level ?? 'medium') as CustomerRiskLevel,
    // Spec part 2 §4: a missing status shows as active.
    status: customerStatusOf(row.status),
    residential_address: row.residential_address,
    business_address: row.business_address,
    residential_latitude: toNumber(row.residential_latitude),
    residential_longitude: toNumber(row.residential_longitude),
    business_latitude: toNumber(row.business_latitude),
    business_longitude: toNumber(row.business_longitude),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** `%` `_` and `\` match themselves in the search term. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * WHERE of the list and the summary: the scope (null = every organization) and the filters. It
 * names only columns that customers, customer_counts and customers_matching() all have, so it
 * reads the customers, the tally or a search's matches alike (alias `c`).
 */
export function customerListCondition(
  organizationIds: readonly string[] | null,
  filter: CustomerFilter,
): SQL {
  const conditions: SQL[] = [sql`true`];
  if (organizationIds !== null) {
    if (organizationIds.length === 0) return sql`false`;
    const ids = sql.join(
      organizationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    conditions.push(sql`c.organization_id in (${ids})`);
  }
  // Narrows within the scope above, never past it.
  if (filter.organization_id) {
    conditions.push(sql`c.organization_id = ${filter.organization_id}::uuid`);
  }
  if (filter.status) {
    conditions.push(sql`c.status = ${filter.status}`);
  }
  if (filter.risk_level) conditions.push(sql`c.risk_level = ${filter.risk_level}`);
  if (filter.business_type) conditions.push(sql`c.business_type = ${filter.business_type}`);
  return sql.join(conditions, sql` and `);
}

/** The `%`-wrapped LIKE patterns of a search term: as typed, and its digits when typed as a phone. */
function searchPatterns(term: string): { pattern: string; digits: string | null } {
  const pattern = (text: string) => `%${escapeLike(text)}%`;
  const digits = phoneSearchDigits(term);
  return {
    pattern: pattern(term),
    digits: digits === null || digits === term ? null : pattern(digits),
  };
}

/**
 * `customers_matching(pattern, digits)` for a search term: the customers of the scope whose search
 * text contains the term, or its digits when it was typed as a phone ('+91 98765 43210'; phones
 * are stored as '+' and digits). Through the function because under row-level security a plain
 * LIKE cannot use the trigram index. Each match carries its keys, its business type, risk and
 * status (every filter's column) and whether it has a business (migration 0055).
 */
export function customersMatching(term: string): SQL {
  const { pattern, digits } = searchPatterns(term);
  // Text parameters, so the statement can travel with BEGIN (db/inline-parameters.ts).
  return sql`customers_matching(${pattern}, ${digits}::text)`;
}

/** The customers a search matches (customersMatching), or null without a search. */
export function customerMatchesOf(filter: CustomerFilter): SQL | null {
  return filter.search ? customersMatching(filter.search) : null;
}

/** A search of the list: its matches, and one page of them in the list's order with their total. */
export interface CustomerSearch {
  matches: SQL;
  page: (limit: number, offset: number) => SQL;
}

/**
 * The list's search, null without one. Its page is filtered, counted, sorted and paged by
 * `customers_page()` where it reads the matches (migration 0055), so only the page's keys leave
 * it: the same filters as customerListCondition and the same orders as customerOrderBy, over the
 * search's lowercased keys (held to them in customer-search.test.ts).
 */
export function customerSearchOf(
  organizationIds: readonly string[] | null,
  filter: CustomerFilter,
  sort: CustomerSort,
  order: 'asc' | 'desc',
): CustomerSearch | null {
  if (!filter.search) return null;
  const { pattern, digits } = searchPatterns(filter.search);
  const scope = organizationIds === null ? null : `{${organizationIds.join(',')}}`;
  return {
    matches: customersMatching(filter.search),
    page: (limit, offset) =>
      sql`customers_page(${pattern}, ${digits}::text, ${scope}::uuid[],
        ${filter.organization_id ?? null}::uuid, ${filter.status ?? null}::text,
        ${filter.risk_level ?? null}::text, ${filter.business_type ?? null}::text, ${sort},
        ${order === 'desc'}, ${limit}, ${offset})`,
  };
}

/**
 * Each sort's expressions; a composite sort (name) orders by every part in the same direction.
 * Each has an index in the same order (db/schema/customers.ts), which must keep the expression,
 * and customers_page() (migration 0055) the same order over the search's keys.
 */
const SORTS: Record<CustomerSort, SQL[]> = {
  customer_id: [sql`c.customer_id`],
  first_name: [sql`lower(c.first_name)`, sql`lower(c.last_name)`],
  full_name: [sql`lower(c.first_name)`, sql`lower(c.last_name)`],
  last_name: [sql`lower(c.last_name)`, sql`lower(c.first_name)`],
  phone: [sql`c.phone`],
  email: [sql`lower(c.email)`],
  business_name: [sql`lower(c.business_name)`],
  business_type: [sql`c.business_type`],
  // low < medium < high, not alphabetical.
  risk_level: [sql`case c.risk_level when 'low' then 1 when 'medium' then 2 else 3 end`],
  status: [sql`c.status`],
  created_at: [sql`c.created_at`],
};

/** Sorts over columns that can be empty; the others are NOT NULL. */
const NULLABLE_SORTS = new Set<CustomerSort>(['email', 'business_name', 'business_type']);

/**
 * ORDER BY of the list: empty values last either way, the id breaks ties in the same direction
 * (so one index read forward or backward supplies the whole order). `nulls last` is only
 * written where a column can be empty: on a NOT NULL column it would stop an index such as
 * (organization_id, created_at, id) from supplying the order, and 200,000 rows would be sorted.
 */
export function customerOrderBy(sort: CustomerSort, order: 'asc' | 'desc'): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = NULLABLE_SORTS.has(sort) ? sql` nulls last` : sql``;
  return sql.join(
    [
      ...SORTS[sort].map((expression) => sql`${expression} ${direction}${nulls}`),
      sql`c.id ${direction}`,
    ],
    sql`, `,
  );
}

const CUSTOMER_COLUMNS = sql`c.id, c.organization_id, o.name as organization_name, c.customer_id,
  c.first_name, c.last_name, c.phone, c.email, c.business_name, c.business_type, c.category_id,
  cc.name as category_name, c.risk_level, c.status, c.residential_address, c.business_address,
  c.residential_latitude, c.residential_longitude, c.business_latitude, c.business_longitude,
  c.created_at, c.updated_at`;

/** What CUSTOMER_COLUMNS reads beside the customer `c`: its organization and its category. */
const CUSTOMER_JOINS = sql`join organizations o on o.id = c.organization_id
  left join customer_categories cc on cc.id = c.category_id`;

/**
 * One page of customers and the filtered total. Without a search the page reads the customers in
 * the order of the sort's index and the total adds up a few tally rows (customer_counts,
 * migration 0012) instead of counting up to every customer of the scope. With a search, its page
 * of keys and the total come from customers_page() in one pass over the matches (a window count
 * there is cheap: no customer is read for it), and only the page's customers are read; the total
 * is counted on its own only when the page is past the end.
 */
export async function selectCustomers(
  executor: Executor,
  options: {
    where: SQL;
    search: CustomerSearch | null;
    orderBy: SQL;
    limit: number;
    offset: number;
  },
): Promise<{ rows: CustomerRecord[]; total: number }> {
  const { where, search, orderBy, limit, offset } = options;
  if (search === null) {
    const rows = await queryRows<CustomerRow>(
      executor,
      sql`select ${CUSTOMER_COLUMNS}
          from customers c
          ${CUSTOMER_JOINS}
          where ${where}
          order by ${orderBy}
          limit ${limit} offset ${offset}`,
    );
    return { rows: rows.map(toCustomerRecord), total: await countCustomers(executor, where, null) };
  }
  // The same WHERE again over the page's customers: the policy still filters every one read.
  const rows = await queryRows<CustomerRow & { total: number | string }>(
    executor,
    sql`select ${CUSTOMER_COLUMNS}, page.total
        from ${search.page(limit, offset)} page
        join customers c on c.organization_id = page.organization_id and c.id = page.id
        ${CUSTOMER_JOINS}
        where ${where}
        order by ${orderBy}`,
  );
  const total =
    rows[0] === undefined
      ? await countCustomers(executor, where, search.matches)
      : Number(rows[0].total);
  return { rows: rows.map(toCustomerRecord), total };
}

/** The filtered total: from the tally without a search, else from the search's matches. */
export async function countCustomers(
  executor: Executor,
  where: SQL,
  matches: SQL | null,
): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    executor,
    matches === null
      ? sql`select coalesce(sum(c.customers), 0) as total from customer_counts c where ${where}`
      : sql`select count(*) as total from ${matches} c where ${where}`,
  );
  return Number(row?.total ?? 0);
}

/** The four cards in one query over the whole filtered set (the tally, or a search's matches). */
export async function summarizeCustomers(
  executor: Executor,
  where: SQL,
  matches: SQL | null,
): Promise<CustomerSummary> {
  const [row] = await queryRows<Record<keyof CustomerSummary, number | string | null>>(
    executor,
    matches === null
      ? sql`select sum(c.customers) as total,
              sum(c.customers) filter (where c.status = 'active') as active,
              sum(c.customers) filter (where c.risk_level = 'high') as high_risk,
              sum(c.customers) filter (where c.has_business) as business
            from customer_counts c
            where ${where}`
      : sql`select count(*) as total,
              count(*) filter (where c.status = 'active') as active,
              count(*) filter (where c.risk_level = 'high') as high_risk,
              count(*) filter (where c.has_business) as business
            from ${matches} c
            where ${where}`,
  );
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    high_risk: Number(row?.high_risk ?? 0),
    business: Number(row?.business ?? 0),
  };
}

/** The customer, or null. `forUpdate` locks its row until the transaction ends. */
export async function findCustomerById(
  executor: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRecord | null> {
  const rows = await queryRows<CustomerRow>(
    executor,
    sql`select ${CUSTOMER_COLUMNS}
        from customers c
        ${CUSTOMER_JOINS}
        where c.id = ${id}
        ${options.forUpdate ? sql`for update of c` : sql``}`,
  );
  return rows[0] ? toCustomerRecord(rows[0]) : null;
}

/** The detail dialog's customer, its Financial Summary and its loans. */
export interface CustomerDetailRecord {
  record: CustomerRecord;
  financialSummary: CustomerFinancialSummary;
  loans: CustomerLoan[];
}

type JsonColumn<T> = T | string;
const fromJson = <T>(value: JsonColumn<T>): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * The detail dialog in one statement: the customer, the Financial Summary (summed in SQL, zeros
 * when there are no loans) and the Loans tab (newest first), each as JSON beside the row.
 */
export async function findCustomerDetail(
  executor: Executor,
  options: { id: string; organizationIds: readonly string[] },
): Promise<CustomerDetailRecord | null> {
  // The key is (organization_id, id): naming the scope's organizations lets the lookup use it
  // instead of reading every customer (row-level security's own test cannot use an index). A
  // text parameter, so the statement can travel with BEGIN (db/inline-parameters.ts).
  const organizationIds = `{${options.organizationIds.join(',')}}`;
  const [row] = await queryRows<
    CustomerRow & {
      financial_summary: JsonColumn<Record<keyof CustomerFinancialSummary, number>>;
      loans: JsonColumn<(Omit<CustomerLoan, 'principal_amount'> & { principal_amount: number })[]>;
    }
  >(
    executor,
    sql`select ${CUSTOMER_COLUMNS},
          (select json_build_object(
              'total_borrowed', coalesce(sum(l.principal_amount)
                filter (where l.status in ('active', 'overdue', 'completed')), 0),
              'outstanding', coalesce(sum(l.remaining_amount)
                filter (where l.status in ('active', 'overdue')), 0),
              'active_loans', count(*) filter (where l.status = 'active'),
              'overdue_loans', count(*) filter (where l.status = 'overdue'))
            from loans l where l.customer_id = c.id) as financial_summary,
          (select coalesce(json_agg(json_build_object(
              'id', l.id, 'loan_number', l.loan_number, 'principal_amount', l.principal_amount,
              'status', l.status, 'created_at', l.created_at)
              order by l.created_at desc, l.id desc), '[]'::json)
            from loans l where l.customer_id = c.id) as loans
        from customers c
        ${CUSTOMER_JOINS}
        where c.organization_id = any(${organizationIds}::uuid[]) and c.id = ${options.id}`,
  );
  if (!row) return null;
  const summary = fromJson(row.financial_summary);
  return {
    record: toCustomerRecord(row),
    financialSummary: {
      total_borrowed: Number(summary.total_borrowed),
      outstanding: Number(summary.outstanding),
      active_loans: Number(summary.active_loans),
      overdue_loans: Number(summary.overdue_loans),
    },
    loans: fromJson(row.loans).map((loan) => ({
      id: loan.id,
      loan_number: loan.loan_number,
      principal_amount: Number(loan.principal_amount),
      status: loan.status,
      created_at: new Date(loan.created_at).toISOString(),
    })),
  };
}

export async function findCategory(
  executor: Executor,
  options: { id: string; organizationId: string },
): Promise<CustomerCategory | null> {
  const [row] = await queryRows<CustomerCategory>(
    executor,
    sql`select id, organization_id, name from customer_categories
        where id = ${options.id} and organization_id = ${options.organizationId}`,
  );
  return row ?? null;
}

export async function selectCategories(
  executor: Executor,
  organizationId: string,
): Promise<CustomerCategory[]> {
  return queryRows<CustomerCategory>(
    executor,
    sql`select id, organization_id, name from customer_categories
        where organization_id = ${organizationId}
        order by name, id`,
  );
}

/** The customers queries bound to a request context's transaction (docs/decisions/0017). */
export function customersRepository(tx: Tx) {
  return {
    list: (options: Parameters<typeof selectCustomers>[1]) => selectCustomers(tx, options),
    summarize: (where: SQL, matches: SQL | null) => summarizeCustomers(tx, where, matches),
    findById: (id: string, options: { forUpdate?: boolean } = {}) =>
      findCustomerById(tx, id, options),
    findDetail: (options: { id: string; organizationIds: readonly string[] }) =>
      findCustomerDetail(tx, options),
    findCategory: (options: { id: string; organizationId: string }) => findCategory(tx, options),
    categoriesOf: (organizationId: string) => selectCategories(tx, organizationId),
  };
}
