import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, tenantPrimaryKey, tenantRowId } from './columns.ts';

/**
 * Stands in for "no organization" in audit_logs.organization_id: events with no known tenant
 * (a failed sign-in for an unknown e-mail, a newcomer without an organization). The column is
 * part of the primary key and the Citus distribution column, so it cannot be null; no
 * organization has this id, so only the platform scope sees these rows, as it saw the nulls.
 * Readers map it back to null (decision 0026).
 */
export const NO_ORGANIZATION_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, and the request role may only
 * SELECT and INSERT.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: tenantRowId(),
    organization_id: organizationId(),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    old_values: jsonb('old_values'),
    new_values: jsonb('new_values'),
    changed_fields: text('changed_fields').array(),
    reason: text('reason'),
    approval_required: boolean('approval_required').notNull().default(false),
    user_id: uuid('user_id'),
    user_role: text('user_role'),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    // What else the row's context says (issue 13: `emergency_grant_id` when an emergency access
    // grant let the action through).
    metadata: jsonb('metadata'),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('audit_logs', table),
    index('audit_logs_org_created_idx').on(table.organization_id, table.created_at),
    // Newest first across the several organizations of a tree scope: PostgreSQL 15 cannot merge
    // the per-organization ranges of the index above in order, and sorted every row in scope.
    index('audit_logs_created_idx').on(table.created_at, table.id),
    index('audit_logs_entity_idx').on(table.entity_type, table.entity_id),
    index('audit_logs_user_idx').on(table.user_id, table.action, table.created_at),
  ],
);
export type AuditLog = typeof auditLogs.$inferSelect;
