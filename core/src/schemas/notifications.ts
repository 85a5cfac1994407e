import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { unknownTemplateVariables } from '../rules/message-templates.ts';
import { OptionalSafeTextSchema, SafeTextSchema, UuidSchema } from '../validation/generic.ts';
import { isStorableText, SearchTextSchema, STORABLE_MESSAGES } from '../validation/storable.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';

/** Issue 14 "Notifications": how a customer is reached. */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * A customer message's delivery: queued → sent (the provider took it) → delivered (it says the
 * customer got it); failed with the last reason once retries run out; cancelled when the
 * customer paid or opted out before it went.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What starts a reminder: days overdue in a range, or days before an instalment or a promise. */
export const REMINDER_TRIGGERS = ['days_overdue', 'before_instalment', 'before_promise'] as const;
export type ReminderTrigger = (typeof REMINDER_TRIGGERS)[number];

/** Staff notification kinds (the spec's `notifications`); others may be added by the senders. */
export const STAFF_NOTIFICATION_KINDS = [
  'collections_alert',
  'approval_decided',
  'export_ready',
  'report_failed',
] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

export const NOTIFICATION_MESSAGES = {
  unknownVariable: 'messages.notifications.unknown_variable',
  subjectRequired: 'messages.notifications.subject_required',
  templateNotFound: 'messages.notifications.template_not_found',
  templateCreated: 'messages.notifications.template_created',
  templateUpdated: 'messages.notifications.template_updated',
  templateNameTaken: 'messages.notifications.template_name_taken',
  ruleNotFound: 'messages.notifications.rule_not_found',
  ruleCreated: 'messages.notifications.rule_created',
  ruleUpdated: 'messages.notifications.rule_updated',
  ruleDaysInvalid: 'messages.notifications.rule_days_invalid',
  timeInvalid: 'messages.notifications.time_invalid',
  loanNotFound: 'messages.notifications.loan_not_found',
  notificationNotFound: 'messages.notifications.notification_not_found',
  optOutSaved: 'messages.notifications.opt_out_saved',
  remindersQueued: 'messages.notifications.reminders_queued',
  templateDeleted: 'messages.notifications.template_deleted',
  templateInUse: 'messages.notifications.template_in_use',
  ruleDeleted: 'messages.notifications.rule_deleted',
  messageNotFound: 'messages.notifications.message_not_found',
  messageNotFailed: 'messages.notifications.message_not_failed',
  messageRetryQueued: 'messages.notifications.message_retry_queued',
  receiptSecretInvalid: 'messages.notifications.receipt_secret_invalid',
  receiptIdRequired: 'messages.notifications.receipt_id_required',
} as const satisfies Record<string, MessageKey>;

/** Template text: safe free text whose `{{places}}` are all known variables. */
function TemplateTextSchema(max: number) {
  return SafeTextSchema(max).superRefine((text, context) => {
    for (const variable of unknownTemplateVariables(text)) {
      context.addIssue({
        code: 'custom',
        message: NOTIFICATION_MESSAGES.unknownVariable,
        params: { values: { variable } },
      });
    }
  });
}

const TemplateFieldsSchema = z.object({
  name: SafeTextSchema(100),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(LANGUAGES),
  /** E-mail only: its subject line (variables allowed). */
  subject: TemplateTextSchema(200).nullish(),
  body: TemplateTextSchema(1000),
});

const subjectForEmail = (value: { channel?: MessageChannel; subject?: string | null }) =>
  value.channel !== 'email' || Boolean(value.subject);

export const MessageTemplateInputSchema = TemplateFieldsSchema.refine(subjectForEmail, {
  message: NOTIFICATION_MESSAGES.subjectRequired,
  path: ['subject'],
});
export type MessageTemplateInput = z.infer<typeof MessageTemplateInputSchema>;

export const MessageTemplatePatchSchema = TemplateFieldsSchema.partial();
export type MessageTemplatePatch = z.infer<typeof MessageTemplatePatchSchema>;

export const MessageTemplateSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  name: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(LANGUAGES),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;
export const MessageTemplateListResponseSchema = ListResponseSchema(MessageTemplateSchema);
export const MessageTemplateMutationResponseSchema = z.object({
  message: z.string(),
  template: MessageTemplateSchema,
});

/** Preview a template (saved or not) with the real figures of one loan. */
export const TemplatePreviewRequestSchema = z.object({
  loan_id: UuidSchema,
  subject: TemplateTextSchema(200).nullish(),
  body: TemplateTextSchema(1000),
  language: z.enum(LANGUAGES),
});
export type TemplatePreviewRequest = z.infer<typeof TemplatePreviewRequestSchema>;
export const TemplatePreviewSchema = z.object({
  subject: z.string().nullable(),
  body: z.string(),
  to_phone: z.string().nullable(),
  to_email: z.string().nullable(),
});
export type TemplatePreview = z.infer<typeof TemplatePreviewSchema>;

/** 'HH:MM', 24-hour, in the organization's timezone. */
const TimeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_MESSAGES.timeInvalid);

const RuleFieldsSchema = z.object({
  name: SafeTextSchema(100),
  trigger: z.enum(REMINDER_TRIGGERS),
  /** days_overdue: the range [min, max] (max empty: no upper end). */
  min_days_overdue: z.number().int().min(1).max(3650).nullish(),
  max_days_overdue: z.number().int().min(1).max(3650).nullish(),
  /** before_instalment / before_promise: how many days ahead (0: on the day). */
  days_before: z.number().int().min(0).max(60).nullish(),
  /** Days between two reminders of this rule to the same loan. */
  cadence_days: z.number().int().min(1).max(365),
  template_id: UuidSchema,
  quiet_hours_start: TimeOfDaySchema.nullish(),
  quiet_hours_end: TimeOfDaySchema.nullish(),
  stop_on_payment: z.boolean(),
  is_active: z.boolean(),
});

/** The days a rule's trigger needs are given, and a range runs upwards. */
function ruleDaysFit(rule: Partial<z.infer<typeof RuleFieldsSchema>>): boolean {
  if (rule.trigger === 'days_overdue') {
    if (rule.min_days_overdue == null) return false;
    return rule.max_days_overdue == null || rule.max_days_overdue >= rule.min_days_overdue;
  }
  if (rule.trigger) return rule.days_before != null;
  return true;
}

export const ReminderRuleInputSchema = RuleFieldsSchema.refine(ruleDaysFit, {
  message: NOTIFICATION_MESSAGES.ruleDaysInvalid,
  path: ['min_days_overdue'],
});
export type ReminderRuleInput = z.infer<typeof ReminderRuleInputSchema>;
export const ReminderRulePatchSchema = RuleFieldsSchema.partial();
export type ReminderRulePatch = z.infer<typeof ReminderRulePatchSchema>;

export const ReminderRuleSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  name: z.string(),
  trigger: z.enum(REMINDER_TRIGGERS),
  min_days_overdue: z.number().int().nullable(),
  max_days_overdue: z.number().int().nullable(),
  days_before: z.number().int().nullable(),
  cadence_days: z.number().int(),
  template_id: z.uuid(),
  template_name: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(LANGUAGES),
  quiet_hours_start: z.string().nullable(),
  quiet_hours_end: z.string().nullable(),
  stop_on_payment: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReminderRule = z.infer<typeof ReminderRuleSchema>;
export const ReminderRuleListResponseSchema = ListResponseSchema(ReminderRuleSchema);
export const ReminderRuleMutationResponseSchema = z.object({
  message: z.string(),
  rule: ReminderRuleSchema,
});
export const ReminderRunResponseSchema = z.object({
  message: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type ReminderRunResponse = z.infer<typeof ReminderRunResponseSchema>;

/** One message to a customer and its delivery. */
export const CustomerMessageSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  customer_id: z.uuid(),
  customer_name: z.string(),
  loan_id: z.uuid().nullable(),
  loan_number: z.string().nullable(),
  rule_id: z.uuid().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  to_address: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerMessage = z.infer<typeof CustomerMessageSchema>;
export const CustomerMessageListQuerySchema = PaginationQuerySchema.extend({
  /** A customer's name or the address the message went to. */
  search: SearchTextSchema(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
});
export type CustomerMessageListQuery = z.infer<typeof CustomerMessageListQuerySchema>;
export const CustomerMessageListResponseSchema = ListResponseSchema(CustomerMessageSchema);

/** A customer's message history, with their opt-out (who recorded it, when). */
export const CustomerMessageHistorySchema = z.object({
  messages_opted_out: z.boolean(),
  opted_out_at: z.string().nullable(),
  opted_out_by_name: z.string().nullable(),
  data: z.array(CustomerMessageSchema),
});
export type CustomerMessageHistory = z.infer<typeof CustomerMessageHistorySchema>;
export const CustomerOptOutRequestSchema = z.object({
  opted_out: z.boolean(),
  reason: OptionalSafeTextSchema(255),
});
export type CustomerOptOutRequest = z.infer<typeof CustomerOptOutRequestSchema>;

/** The signed-in user's staff notifications, newest first, with the unread count. */
export const StaffNotificationSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  kind: z.string(),
  /** A message key of the catalogs, shown in the reader's language with `values`. */
  title: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffNotification = z.infer<typeof StaffNotificationSchema>;
export const StaffNotificationListQuerySchema = PaginationQuerySchema.extend({
  unread: z.enum(['true', 'false']).optional(),
});
export type StaffNotificationListQuery = z.infer<typeof StaffNotificationListQuerySchema>;
export const StaffNotificationListResponseSchema = ListResponseSchema(
  StaffNotificationSchema,
).extend({ unread: z.number().int() });
export type StaffNotificationListResponse = z.infer<typeof StaffNotificationListResponseSchema>;
export const MarkNotificationsReadResponseSchema = z.object({ unread: z.number().int() });

/** POST /customer-messages/:id/retry: a failed message queued again. */
export const CustomerMessageRetryResponseSchema = z.object({
  message: z.string(),
  customer_message: CustomerMessageSchema,
});
export type CustomerMessageRetryResponse = z.infer<typeof CustomerMessageRetryResponseSchema>;

/**
 * A delivery receipt from the SMS/WhatsApp gateway: our message id (sent to it as `id`) or its
 * own (`provider_message_id`, from its answer), and what became of the message.
 */
export const MessageReceiptSchema = z
  .object({
    id: UuidSchema.optional(),
    provider_message_id: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine(isStorableText, STORABLE_MESSAGES.text)
      .optional(),
    status: z.enum(['delivered', 'failed']),
    /** Why it failed, as the gateway says it (kept as the message's reason, cut to 1,000). */
    reason: z.string().max(2000).refine(isStorableText, STORABLE_MESSAGES.text).optional(),
  })
  .refine((receipt) => receipt.id !== undefined || receipt.provider_message_id !== undefined, {
    message: NOTIFICATION_MESSAGES.receiptIdRequired,
    path: ['id'],
  });
export type MessageReceipt = z.infer<typeof MessageReceiptSchema>;
/** One receipt, or up to 100 at once. */
export const MessageReceiptsRequestSchema = z.union([
  MessageReceiptSchema,
  z.object({ receipts: z.array(MessageReceiptSchema).min(1).max(100) }),
]);
export type MessageReceiptsRequest = z.infer<typeof MessageReceiptsRequestSchema>;
export const MessageReceiptsResponseSchema = z.object({
  /** Receipts that changed a sent message. */
  updated: z.number().int(),
  /** Receipts naming no message, or one no longer `sent` (already delivered, say). */
  ignored: z.number().int(),
});
export type MessageReceiptsResponse = z.infer<typeof MessageReceiptsResponseSchema>;
