import { MAX_MESSAGE_ATTEMPTS, messageRetryDelayMs, type MessageChannel } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { StoredTemplateValues } from '../db/schema/index.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import type { SendEmail } from '../mail/smtp-transport.ts';
import type {
  MessageProvider,
  ProviderReceipt,
} from '../modules/notifications/message-providers.ts';
import { outsideQuietHours } from '../modules/notifications/quiet-hours.ts';
import { renderMessage } from '../modules/notifications/render-message.ts';

/** The advisory-lock key of customer message delivery: one instance sends at a time. */
export const MESSAGES_LOCK_KEY = 7_301_014;
const BATCH_SIZE = 100;

/** A retry's time, moved past its rule's quiet hours in its organization's timezone. */
const RETRY_OUTSIDE_QUIET_HOURS = outsideQuietHours(
  sql`o.next_attempt_at`,
  sql`o.timezone`,
  sql`o.quiet_hours_start`,
  sql`o.quiet_hours_end`,
);

/** Why a queued message was not sent after all (shown translated by the delivery log). */
export const CANCEL_REASONS = { optedOut: 'customer_opted_out', paid: 'customer_paid' } as const;

export interface MessageTransports {
  /** SMS and WhatsApp; none: they wait in the queue. */
  provider: MessageProvider | null;
  /** E-mail over SMTP, as the staff outbox sends it; none: e-mail waits. */
  email: { send: SendEmail; from: string } | null;
}

export interface MessageDeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  cancelled: number;
}

interface DueMessage {
  id: string;
  organization_id: string;
  channel: MessageChannel;
  to_address: string;
  subject: string | null;
  body: string;
  language: 'en' | 'hi' | 'sw';
  template_values: StoredTemplateValues;
  attempts: number;
  /** The organization's timezone and the message's rule's quiet hours (none: null). */
  timezone: string;
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
}

interface Outcome {
  id: string;
  organization_id: string;
  status: 'queued' | 'sent' | 'delivered' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  provider_message_id: string | null;
  timezone: string;
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
}

function channelsOf(transports: MessageTransports): MessageChannel[] {
  return [
    ...(transports.provider ? (['sms', 'whatsapp'] as const) : []),
    ...(transports.email ? (['email'] as const) : []),
  ];
}

async function send(transports: MessageTransports, message: DueMessage): Promise<ProviderReceipt> {
  const rendered = renderMessage({
    subject: message.subject,
    body: message.body,
    language: message.language,
    values: message.template_values,
  });
  if (message.channel === 'email') {
    await transports.email!.send({
      from: transports.email!.from,
      to: message.to_address,
      subject: rendered.subject ?? '',
      text: rendered.body,
    });
    return { status: 'sent' };
  }
  return transports.provider!.send({
    id: message.id,
    channel: message.channel,
    to: message.to_address,
    subject: rendered.subject,
    body: rendered.body,
  });
}

/**
 * Sends the customer messages whose time has come, as the system (the queue spans tenants).
 * First, in one statement, queued messages of customers who opted out since, or (for a rule
 * that stops on payment) whose loan received a payment since they were queued, are cancelled.
 * Then each due message goes to its channel's transport; a failure is retried with back-off
 * (core messageRetryDelayMs), moved past its rule's quiet hours in the organization's timezone
 * (docs/decisions/0080), and failed with its reason after MAX_MESSAGE_ATTEMPTS. The batch's
 * outcomes are written in one statement after the sends, so no transaction waits on a provider.
 */
export function deliverDueMessages(
  database: Database,
  options: { transports: MessageTransports; now: () => Date },
): Promise<MessageDeliveryReport> {
  return database.withExclusiveLock(MESSAGES_LOCK_KEY, async () => {
    const owner = ownerConnection(database);
    const channels = channelsOf(options.transports);
    const startedAt = options.now().toISOString();
    const [{ cancelled }] = (await runSystem(owner, (tx) =>
      queryRows<{ cancelled: number }>(
        tx,
        sql`with cancelled as (
              update customer_messages m set status = 'cancelled',
                last_error = case when c.messages_opted_out_at is not null
                  then ${CANCEL_REASONS.optedOut} else ${CANCEL_REASONS.paid} end
              from customers c
              where m.status = 'queued' and c.organization_id = m.organization_id
                and c.id = m.customer_id
                and (c.messages_opted_out_at is not null or exists (
                  select 1 from reminder_rules r
                  join loan_payments pay on pay.organization_id = m.organization_id
                    and pay.loan_id = m.loan_id and pay.status = 'completed'
                    and pay.reversed_at is null and pay.created_at > m.created_at
                  where r.organization_id = m.organization_id and r.id = m.rule_id
                    and r.stop_on_payment))
              returning 1)
            select count(*)::int as cancelled from cancelled`,
      ),
    )) as [{ cancelled: number }];
    const report: MessageDeliveryReport = { sent: 0, retrying: 0, failed: 0, cancelled };
    if (channels.length === 0) return report;
    const due = await runSystem(owner, (tx) =>
      queryRows<DueMessage>(
        tx,
        sql`select m.id, m.organization_id, m.channel, m.to_address, m.subject, m.body,
              m.language, m.template_values, m.attempts, o.timezone, r.quiet_hours_start,
              r.quiet_hours_end
            from customer_messages m
            join organizations o on o.id = m.organization_id
            left join reminder_rules r on r.organization_id = m.organization_id
              and r.id = m.rule_id
            where m.status = 'queued' and m.next_attempt_at <= ${startedAt}::timestamptz
              and m.channel = any(${`{${channels.join(',')}}`}::text[])
            order by m.next_attempt_at limit ${BATCH_SIZE}`,
      ),
    );
    const outcomes: Outcome[] = [];
    for (const message of due) {
      const attempts = message.attempts + 1;
      const base = {
        id: message.id,
        organization_id: message.organization_id,
        attempts,
        timezone: message.timezone,
        quiet_hours_start: message.quiet_hours_start,
        quiet_hours_end: message.quiet_hours_end,
      };
      try {
        const receipt = await send(options.transports, message);
        const at = options.now().toISOString();
        outcomes.push({
          ...base,
          status: receipt.status,
          last_error: null,
          next_attempt_at: at,
          sent_at: at,
          delivered_at: receipt.status === 'delivered' ? at : null,
          provider_message_id: receipt.providerMessageId ?? null,
        });
        report.sent += 1;
      } catch (error) {
        const giveUp = attempts >= MAX_MESSAGE_ATTEMPTS;
        const now = options.now().getTime();
        outcomes.push({
          ...base,
          status: giveUp ? 'failed' : 'queued',
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          next_attempt_at: new Date(now + messageRetryDelayMs(attempts)).toISOString(),
          sent_at: null,
          delivered_at: null,
          provider_message_id: null,
        });
        if (giveUp) report.failed += 1;
        else report.retrying += 1;
      }
    }
    if (outcomes.length > 0) {
      await runSystem(owner, (tx) =>
        tx.execute(sql`update customer_messages m set status = o.status, attempts = o.attempts,
            last_error = o.last_error, next_attempt_at = case when o.status = 'queued'
              then ${RETRY_OUTSIDE_QUIET_HOURS} else o.next_attempt_at end,
            sent_at = o.sent_at, delivered_at = o.delivered_at,
            provider_message_id = o.provider_message_id
          from json_to_recordset(${JSON.stringify(outcomes)}::json) as o(id uuid,
            organization_id uuid, status text, attempts int, last_error text,
            next_attempt_at timestamptz, sent_at timestamptz, delivered_at timestamptz,
            provider_message_id text, timezone text, quiet_hours_start text,
            quiet_hours_end text)
          where m.organization_id = o.organization_id and m.id = o.id`),
      );
    }
    return report;
  });
}
