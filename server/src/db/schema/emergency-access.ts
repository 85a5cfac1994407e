import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  organizationId,
  timestamptz,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Spec part 2 §3 emergency_access_grants and the grant/revoke procedures of §7. */
export const emergencyAccessGrants = pgTable(
  'emergency_access_grants',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    target_user_id: uuid('target_user_id')
      .notNull()
      .references(() => users.id),
    granted_by: uuid('granted_by')
      .notNull()
      .references(() => users.id),
    // 'resource:action' strings, as in core's Permission type.
    permissions: text('permissions').array().notNull(),
    reason: text('reason').notNull(),
    duration_hours: integer('duration_hours').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    revoked_at: timestamptz('revoked_at'),
    revoked_by: uuid('revoked_by').references(() => users.id),
    revoke_reason: text('revoke_reason'),
    created_at: createdAt(),
    // Requests that passed only because of this grant (issue 13): how many, and the last.
    use_count: integer('use_count').notNull().default(0),
    last_used_at: timestamptz('last_used_at'),
  },
  (table) => [
    tenantPrimaryKey('emergency_access_grants', table),
    index('emergency_access_grants_org_created_at_idx').on(table.organization_id, table.created_at),
    // Permission checks look up a user's active grants on every guarded request.
    index('emergency_access_grants_target_user_id_active_idx')
      .on(table.target_user_id, table.expires_at)
      .where(sql`${table.is_active}`),
    check('emergency_access_grants_duration_check', sql`${table.duration_hours} > 0`),
    check(
      'emergency_access_grants_revocation_check',
      sql`(${table.revoked_at} is null) = (${table.revoked_by} is null)
        and (${table.revoked_at} is null or not ${table.is_active})`,
    ),
  ],
);

export type EmergencyAccessGrant = typeof emergencyAccessGrants.$inferSelect;
export type NewEmergencyAccessGrant = typeof emergencyAccessGrants.$inferInsert;
