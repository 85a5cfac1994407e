import { SECURITY_EVENT_TYPES, SECURITY_SEVERITIES, SENSITIVE_OPERATIONS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import {
  createdAt,
  id,
  organizationId,
  tenantPrimaryKey,
  tenantRowId,
  timestamptz,
} from './columns.ts';

/**
 * Spec part 2 §7 log_security_event. Tenant-scoped like audit_logs (NO_ORGANIZATION_ID when the
 * user has no organization); written by the system in its own transaction so an event about a
 * refused request outlives the request's rollback (modules/security/log-security-event.ts).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: tenantRowId(),
    organization_id: organizationId(),
    user_id: uuid('user_id'),
    type: text('type', { enum: SECURITY_EVENT_TYPES }).notNull(),
    severity: text('severity', { enum: SECURITY_SEVERITIES }).notNull(),
    message: text('message').notNull(),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip_address: text('ip_address'),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('security_events', table),
    index('security_events_org_created_idx').on(table.organization_id, table.created_at, table.id),
    index('security_events_created_idx').on(table.created_at, table.id),
    check('security_events_type_check', inList(table.type, SECURITY_EVENT_TYPES)),
    check('security_events_severity_check', inList(table.severity, SECURITY_SEVERITIES)),
  ],
);
export type SecurityEventRow = typeof securityEvents.$inferSelect;

/**
 * Each instance's request counts per user and minute, exchanged in the background
 * (modules/security/cluster-counter.ts). UNLOGGED (set in the migration): counts a minute old
 * are worthless, so a crash may lose them and no write pays for the WAL.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    instance_id: uuid('instance_id').notNull(),
    counter_key: text('counter_key').notNull(),
    window_start: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'rate_limit_counters_pkey',
      columns: [table.window_start, table.counter_key, table.instance_id],
    }),
  ],
);

/** Uses of a sensitive operation (check_enhanced_security_rate_limit), counted per user. */
export const sensitiveOperationUses = pgTable(
  'sensitive_operation_uses',
  {
    id: id(),
    user_id: uuid('user_id').notNull(),
    operation: text('operation', { enum: SENSITIVE_OPERATIONS }).notNull(),
    used_at: timestamptz('used_at').notNull().defaultNow(),
  },
  (table) => [
    index('sensitive_operation_uses_user_idx').on(table.user_id, table.operation, table.used_at),
    check(
      'sensitive_operation_uses_operation_check',
      inList(table.operation, SENSITIVE_OPERATIONS),
    ),
  ],
);
