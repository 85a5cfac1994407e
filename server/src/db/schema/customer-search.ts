import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationId } from './columns.ts';
import { customers } from './customers.ts';

/**
 * What the customer search reads (migration 0015, docs/decisions/0049): each customer's
 * lowercased search text with a trigram index, beside copies of the columns the list filters,
 * sorts and summarizes on, kept by statement triggers on customers in the same transaction.
 * A search that matches a tenth of 200,000 customers counts and summarizes from these rows
 * through customers_matching(), and sorts and pages them through customers_page() (migration
 * 0055), without reading a customer; the page then reads its 25.
 */
export const customerSearch = pgTable(
  'customer_search',
  {
    organization_id: organizationId(),
    id: uuid('id').notNull(),
    customer_id: text('customer_id').notNull(),
    // The name, e-mail and business name lowercased: the list's sort keys (migration 0055).
    first_name_key: text('first_name_key').notNull(),
    last_name_key: text('last_name_key').notNull(),
    phone: text('phone').notNull(),
    email_key: text('email_key'),
    business_name_key: text('business_name_key'),
    business_type: text('business_type'),
    risk_level: text('risk_level').notNull(),
    status: text('status').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    // customer_search_text(first_name, last_name, customer_id, phone, email): already lowercase.
    search_text: text('search_text').notNull(),
  },
  (table) => [
    primaryKey({ name: 'customer_search_pkey', columns: [table.organization_id, table.id] }),
    foreignKey({
      name: 'customer_search_customer_fk',
      columns: [table.organization_id, table.id],
      foreignColumns: [customers.organization_id, customers.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('customer_search_text_trgm_idx').using('gin', table.search_text.op('gin_trgm_ops')),
  ],
);
