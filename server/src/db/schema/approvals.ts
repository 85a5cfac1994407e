import {
  APPROVAL_NOTE_ACTIONS,
  APPROVAL_REQUEST_TYPES,
  APPROVAL_STATUSES,
  ROLES,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
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

/**
 * Spec part 1 §3–4. request_type and required_role are checked against core's lists: a new
 * approvable action is a core entry and a generated migration. entity_type stays free text.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    entity_type: text('entity_type').notNull(),
    // Polymorphic (collector, organization, user role, loan…), so no foreign key.
    entity_id: uuid('entity_id').notNull(),
    request_type: text('request_type').notNull(),
    request_data: jsonb('request_data').notNull().default({}),
    notes: text('notes'),
    requested_by: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    // The role the request was routed to; the approver holds it (or is a platform_super_admin).
    required_role: text('required_role').notNull(),
    current_approver_id: uuid('current_approver_id').references(() => users.id),
    approved_at: timestamptz('approved_at'),
    rejected_at: timestamptz('rejected_at'),
    decided_by: uuid('decided_by').references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('approval_requests', table),
    index('approval_requests_org_status_created_at_idx').on(
      table.organization_id,
      table.status,
      table.created_at,
    ),
    // The approval bell: "pending requests waiting for me".
    index('approval_requests_current_approver_id_status_idx').on(
      table.current_approver_id,
      table.status,
    ),
    index('approval_requests_entity_idx').on(
      table.organization_id,
      table.entity_type,
      table.entity_id,
    ),
    // One pending request per action and entity: a second one is refused (409), even when two
    // arrive at once.
    uniqueIndex('approval_requests_one_pending_idx')
      .on(table.organization_id, table.request_type, table.entity_id)
      .where(sql`${table.status} = 'pending'`),
    // A loan's pending request (the loans' pending_request_id), oldest first, by its key.
    index('approval_requests_pending_entity_idx')
      .on(table.organization_id, table.entity_id, table.created_at)
      .where(sql`${table.status} = 'pending'`),
    check('approval_requests_status_check', inList(table.status, APPROVAL_STATUSES)),
    check(
      'approval_requests_request_type_check',
      inList(table.request_type, APPROVAL_REQUEST_TYPES),
    ),
    check('approval_requests_required_role_check', inList(table.required_role, ROLES)),
    check(
      'approval_requests_decision_check',
      sql`(${table.status} = 'pending' and ${table.approved_at} is null and ${table.rejected_at} is null)
        or (${table.status} = 'approved' and ${table.approved_at} is not null and ${table.rejected_at} is null)
        or (${table.status} = 'rejected' and ${table.rejected_at} is not null and ${table.approved_at} is null)`,
    ),
  ],
);

export const approvalNotes = pgTable(
  'approval_notes',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    approval_request_id: uuid('approval_request_id').notNull(),
    approver_id: uuid('approver_id')
      .notNull()
      .references(() => users.id),
    note: text('note'),
    action: text('action', { enum: APPROVAL_NOTE_ACTIONS }).notNull(),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('approval_notes', table),
    foreignKey({
      name: 'approval_notes_approval_request_fk',
      columns: [table.organization_id, table.approval_request_id],
      foreignColumns: [approvalRequests.organization_id, approvalRequests.id],
    }),
    index('approval_notes_org_request_idx').on(
      table.organization_id,
      table.approval_request_id,
      table.created_at,
    ),
    check('approval_notes_action_check', inList(table.action, APPROVAL_NOTE_ACTIONS)),
  ],
);

export type ApprovalRequest = typeof approvalRequests.$inferSelect;
export type NewApprovalRequest = typeof approvalRequests.$inferInsert;
export type ApprovalNote = typeof approvalNotes.$inferSelect;
export type NewApprovalNote = typeof approvalNotes.$inferInsert;
