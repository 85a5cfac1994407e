import { LANGUAGES, MESSAGE_CHANNELS, MESSAGE_STATUSES, REMINDER_TRIGGERS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import {
  createdAt,
  organizationId,
  timestamptz,
  tenantPrimaryKey,
  tenantRowId,
  updatedAt,
} from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * In-app notifications for one user within one organization (the spec's `notifications`). kind
 * stays free text; title is a catalog key shown with title_values in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    title_values: jsonb('title_values')
      .$type<Record<string, string | number>>()
      .notNull()
      .default({}),
    body: text('body'),
    // Where the notification leads in the app ('/approvals'), when somewhere.
    link: text('link'),
    read_at: timestamptz('read_at'),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('notifications', table),
    index('notifications_org_user_id_created_at_idx').on(
      table.organization_id,
      table.user_id,
      table.created_at,
    ),
    // Unread counts.
    index('notifications_user_id_unread_idx')
      .on(table.user_id)
      .where(sql`${table.read_at} is null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** A customer message template: one channel, one language, `{{variables}}` (issue 14). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    created_by: uuid('created_by').references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('message_templates', table),
    unique('message_templates_org_name_key').on(table.organization_id, table.name),
    check('message_templates_channel_check', inList(table.channel, MESSAGE_CHANNELS)),
    check('message_templates_language_check', inList(table.language, LANGUAGES)),
  ],
);

/**
 * A reminder (dunning) rule: which loans (days overdue in a range, or days before the next
 * instalment or a promise), how often, with which template, outside which quiet hours.
 */
export const reminderRules = pgTable(
  'reminder_rules',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    trigger: text('trigger', { enum: REMINDER_TRIGGERS }).notNull(),
    min_days_overdue: integer('min_days_overdue'),
    max_days_overdue: integer('max_days_overdue'),
    days_before: integer('days_before'),
    cadence_days: integer('cadence_days').notNull().default(1),
    template_id: uuid('template_id').notNull(),
    // 'HH:MM' in the organization's timezone; both null: no quiet hours.
    quiet_hours_start: text('quiet_hours_start'),
    quiet_hours_end: text('quiet_hours_end'),
    stop_on_payment: boolean('stop_on_payment').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('reminder_rules', table),
    foreignKey({
      name: 'reminder_rules_template_fk',
      columns: [table.organization_id, table.template_id],
      foreignColumns: [messageTemplates.organization_id, messageTemplates.id],
    }),
    check('reminder_rules_trigger_check', inList(table.trigger, REMINDER_TRIGGERS)),
    check('reminder_rules_cadence_check', sql`${table.cadence_days} >= 1`),
  ],
);

/** What a queued message keeps to be rendered (core templateValuesOf's input). */
export interface StoredTemplateValues {
  customer_name: string;
  amount_due_paise: number;
  due_date: string | null;
  loan_number: string;
  organization: string;
  collector_phone: string | null;
  currency: string;
}

/**
 * Messages to customers and their delivery (the customer outbox). A reminder row names its rule
 * and the organization day it was queued for: the unique key makes the job idempotent (never
 * the same reminder twice for a rule, loan and day).
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    customer_id: uuid('customer_id').notNull(),
    loan_id: uuid('loan_id'),
    rule_id: uuid('rule_id'),
    template_id: uuid('template_id'),
    reminder_day: date('reminder_day'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    // The figures the template is filled with (customer name, amount due in paise, due date …):
    // the message is rendered from them and its template text, the same at sending and reading.
    template_values: jsonb('template_values').$type<StoredTemplateValues>().notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    provider_message_id: text('provider_message_id'),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    sent_at: timestamptz('sent_at'),
    delivered_at: timestamptz('delivered_at'),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('customer_messages', table),
    unique('customer_messages_rule_loan_day_key').on(
      table.organization_id,
      table.rule_id,
      table.loan_id,
      table.reminder_day,
    ),
    index('customer_messages_org_created_at_idx').on(table.organization_id, table.created_at),
    index('customer_messages_org_customer_idx').on(
      table.organization_id,
      table.customer_id,
      table.created_at,
    ),
    index('customer_messages_queued_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'queued'`),
    // Delivery receipts name a sent message by our id or the gateway's (decision 0080).
    index('customer_messages_sent_id_idx')
      .on(table.id)
      .where(sql`${table.status} = 'sent'`),
    index('customer_messages_sent_provider_id_idx')
      .on(table.provider_message_id)
      .where(sql`${table.status} = 'sent'`),
    check('customer_messages_channel_check', inList(table.channel, MESSAGE_CHANNELS)),
    check('customer_messages_status_check', inList(table.status, MESSAGE_STATUSES)),
  ],
);
export type CustomerMessageRow = typeof customerMessages.$inferSelect;
