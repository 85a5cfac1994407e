import { OUTBOX_EMAIL_STATUSES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import {
  createdAt,
  organizationId,
  timestamptz,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';

/**
 * Outgoing e-mail, written in the same transaction as the change that causes it (an
 * invitation, say) and sent afterwards by a job, so a rolled-back change sends nothing.
 * E-mail to someone without an organization yet (a sign-up's verification link) is stored
 * under NO_ORGANIZATION_ID, as audit_logs does, so organization_id has no foreign key. The
 * sending job works across organizations, so it runs outside the request's row-level-security
 * scope.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: tenantRowId(),
    organization_id: organizationId(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: text('status', { enum: OUTBOX_EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    // Retry back-off: the job picks pending rows whose time has come.
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    sent_at: timestamptz('sent_at'),
    // One attached file in the app's file storage (an automated report, issue 14).
    attachment_storage_key: text('attachment_storage_key'),
    attachment_name: text('attachment_name'),
    attachment_content_type: text('attachment_content_type'),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('outbox_emails', table),
    index('outbox_emails_org_created_at_idx').on(table.organization_id, table.created_at),
    index('outbox_emails_pending_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'pending'`),
    check('outbox_emails_status_check', inList(table.status, OUTBOX_EMAIL_STATUSES)),
    check('outbox_emails_attempts_check', sql`${table.attempts} >= 0`),
    check(
      'outbox_emails_sent_check',
      sql`(${table.status} = 'sent') = (${table.sent_at} is not null)`,
    ),
  ],
);

export type OutboxEmail = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = typeof outboxEmails.$inferInsert;
