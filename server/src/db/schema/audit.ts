import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (but the sealing function's filling
 * of an unsealed row's chain columns), and the request role may only SELECT and INSERT.
 *
 * Tamper evidence (issue 13, docs/decisions/0069): a BEFORE INSERT trigger stores the sha256 of
 * the row's content (`content_hash`, whatever the writer sent); `seal_audit_chain()` later links
 * each organization's committed unsealed rows into its hash chain (`chain_position`,
 * `previous_hash`, `chain_hash`), so writers never wait on one another for the chain.
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
    content_hash: text('content_hash'),
    chain_position: bigint('chain_position', { mode: 'number' }),
    previous_hash: text('previous_hash'),
    chain_hash: text('chain_hash'),
  },
  (table) => [
    tenantPrimaryKey('audit_logs', table),
    index('audit_logs_org_created_idx').on(table.organization_id, table.created_at),
    // Newest first across the several organizations of a tree scope: PostgreSQL 15 cannot merge
    // the per-organization ranges of the index above in order, and sorted every row in scope.
    index('audit_logs_created_idx').on(table.created_at, table.id),
    index('audit_logs_entity_idx').on(table.entity_type, table.entity_id),
    index('audit_logs_user_idx').on(table.user_id, table.action, table.created_at),
    // One row per link: two sealers can never fork an organization's chain.
    uniqueIndex('audit_logs_chain_position_idx').on(table.organization_id, table.chain_position),
    // What the sealer takes next: each organization's unsealed rows, in the order it links them.
    index('audit_logs_unsealed_idx')
      .on(table.organization_id, table.created_at, table.id)
      .where(sql`${table.chain_position} is null`),
  ],
);
export type AuditLog = typeof auditLogs.$inferSelect;
