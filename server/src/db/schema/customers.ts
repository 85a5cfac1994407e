import { CUSTOMER_RISK_LEVELS, CUSTOMER_STATUSES } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  type AnyPgColumn,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import {
  createdAt,
  organizationId,
  timestamptz,
  updatedAt,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Degrees with 6 decimals: about 10 cm, more than a phone's location fix gives. */
const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6 });

/** Spec part 2 §3 "Customer category"; listed ordered by name. */
export const customerCategories = pgTable(
  'customer_categories',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('customer_categories', table),
    unique('customer_categories_org_name_key').on(table.organization_id, table.name),
  ],
);

/** The risk sort's rank, low < medium < high (the same expression as the list's ORDER BY). */
const riskRank = (table: { risk_level: AnyPgColumn }) =>
  sql`(case ${table.risk_level} when 'low' then 1 when 'medium' then 2 else 3 end)`;

/**
 * Two indexes for a sort on a column that can be empty: ascending and descending, empty values
 * last in both (a backward scan of one would put them first).
 */
function emptyLastIndexes(
  column: string,
  organization: AnyPgColumn,
  value: SQL,
  rowId: AnyPgColumn,
) {
  return [
    index(`customers_org_${column}_asc_idx`).on(
      organization,
      sql`${value} asc nulls last`,
      sql`${rowId} asc`,
    ),
    index(`customers_org_${column}_desc_idx`).on(
      organization,
      sql`${value} desc nulls last`,
      sql`${rowId} desc`,
    ),
  ];
}

/** Spec part 2 §3 "Customer". */
export const customers = pgTable(
  'customers',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    // Display id (CUST…), generated on the server, unique per organization (DESIGN.md "Data").
    customer_id: text('customer_id').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    business_name: text('business_name'),
    business_type: text('business_type'),
    category_id: uuid('category_id'),
    risk_level: text('risk_level', { enum: CUSTOMER_RISK_LEVELS }).notNull().default('medium'),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('active'),
    residential_address: text('residential_address'),
    business_address: text('business_address'),
    // The spec's single latitude/longitude pair is split: the form captures two locations.
    residential_latitude: coordinate('residential_latitude'),
    residential_longitude: coordinate('residential_longitude'),
    business_latitude: coordinate('business_latitude'),
    business_longitude: coordinate('business_longitude'),
    created_by: uuid('created_by').references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Issue 14: the customer asked for no reminders; who recorded it and when (null: not opted out).
    messages_opted_out_at: timestamptz('messages_opted_out_at'),
    messages_opted_out_by: uuid('messages_opted_out_by').references(() => users.id),
  },
  (table) => [
    tenantPrimaryKey('customers', table),
    unique('customers_org_customer_id_key').on(table.organization_id, table.customer_id),
    foreignKey({
      name: 'customers_category_fk',
      columns: [table.organization_id, table.category_id],
      foreignColumns: [customerCategories.organization_id, customerCategories.id],
    }),
    // The list's orders (customerOrderBy), each ending in the id as the list's tie-breaker, so
    // the first page reads 25 index entries instead of sorting the organization's customers.
    // A column that can be empty sorts it last either way: one index per direction.
    index('customers_org_created_at_idx').on(table.organization_id, table.created_at, table.id),
    index('customers_org_status_idx').on(table.organization_id, table.status, table.id),
    index('customers_org_risk_level_idx').on(table.organization_id, table.risk_level),
    index('customers_org_risk_rank_idx').on(table.organization_id, riskRank(table), table.id),
    index('customers_org_full_name_idx').on(
      table.organization_id,
      sql`lower(${table.first_name})`,
      sql`lower(${table.last_name})`,
      table.id,
    ),
    index('customers_org_last_name_idx').on(
      table.organization_id,
      sql`lower(${table.last_name})`,
      sql`lower(${table.first_name})`,
      table.id,
    ),
    index('customers_org_phone_idx').on(table.organization_id, table.phone, table.id),
    // The customer's map location (the residential one, else the business one): its statistics
    // tell the planner how few customers have one (the overdue map, migration 0046).
    index('customers_org_location_idx').on(
      table.organization_id,
      sql`coalesce(${table.residential_latitude}, ${table.business_latitude})`,
    ),
    ...emptyLastIndexes('email', table.organization_id, sql`lower(${table.email})`, table.id),
    ...emptyLastIndexes(
      'business_name',
      table.organization_id,
      sql`lower(${table.business_name})`,
      table.id,
    ),
    ...emptyLastIndexes(
      'business_type',
      table.organization_id,
      sql`${table.business_type}`,
      table.id,
    ),
    check('customers_status_check', inList(table.status, CUSTOMER_STATUSES)),
    check('customers_risk_level_check', inList(table.risk_level, CUSTOMER_RISK_LEVELS)),
    check(
      'customers_coordinates_check',
      sql`${table.residential_latitude} between -90 and 90
        and ${table.business_latitude} between -90 and 90
        and ${table.residential_longitude} between -180 and 180
        and ${table.business_longitude} between -180 and 180`,
    ),
    check(
      'customers_coordinate_pairs_check',
      sql`(${table.residential_latitude} is null) = (${table.residential_longitude} is null)
        and (${table.business_latitude} is null) = (${table.business_longitude} is null)`,
    ),
  ],
);

/**
 * How many customers an organization has for each combination of the list's filters (status,
 * risk level, business type) and of having a business name, kept by statement triggers on
 * customers (migration 0012). The list's total and the summary cards add up these few rows
 * when no search narrows the list, instead of counting every customer (issue 8).
 */
export const customerCounts = pgTable(
  'customer_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    risk_level: text('risk_level').notNull(),
    // '' for none: a key column cannot be null.
    business_type: text('business_type').notNull(),
    has_business: boolean('has_business').notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'customer_counts_pkey',
      columns: [
        table.organization_id,
        table.status,
        table.risk_level,
        table.business_type,
        table.has_business,
      ],
    }),
  ],
);

export type CustomerCategory = typeof customerCategories.$inferSelect;
export type NewCustomerCategory = typeof customerCategories.$inferInsert;
export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
