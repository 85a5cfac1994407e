import { DOCUMENT_ENTITY_TYPES, DOCUMENT_TYPES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import { organizationId, timestamptz, tenantPrimaryKey, tenantRowId } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The spec's document_storage (part 2 §3). The bytes live in storage under storage_key; this
 * row is the metadata. document_type is the spec's document_category.
 */
export const documents = pgTable(
  'documents',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    entity_type: text('entity_type', { enum: DOCUMENT_ENTITY_TYPES }).notNull(),
    // Customer or loan id, checked by the service (a polymorphic link has no foreign key).
    entity_id: uuid('entity_id').notNull(),
    document_type: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    expires_at: date('expires_at'),
    uploaded_by: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploaded_at: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    tenantPrimaryKey('documents', table),
    unique('documents_org_storage_key_key').on(table.organization_id, table.storage_key),
    index('documents_org_entity_idx').on(table.organization_id, table.entity_type, table.entity_id),
    // Expiry alerts: documents expiring in the next 7 days (spec part 2 §7).
    index('documents_org_expires_at_idx')
      .on(table.organization_id, table.expires_at)
      .where(sql`${table.expires_at} is not null`),
    check('documents_entity_type_check', inList(table.entity_type, DOCUMENT_ENTITY_TYPES)),
    check('documents_document_type_check', inList(table.document_type, DOCUMENT_TYPES)),
    check('documents_size_bytes_check', sql`${table.size_bytes} > 0`),
    check('documents_sha256_check', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
