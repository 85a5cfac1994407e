import {
  CUSTOMER_MESSAGES,
  NOTIFICATION_MESSAGES,
  type CustomerMessage,
  type CustomerMessageHistory,
  type CustomerMessageListQuery,
  type CustomerOptOutRequest,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { StoredTemplateValues } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { escapeLike } from '../customers/customers.repository.ts';
import { outsideQuietHours } from './quiet-hours.ts';
import { renderMessage } from './render-message.ts';

type MessageRow = Omit<
  CustomerMessage,
  'created_at' | 'next_attempt_at' | 'sent_at' | 'delivered_at'
> & {
  language: 'en' | 'hi' | 'sw';
  template_values: StoredTemplateValues;
  created_at: string | Date;
  next_attempt_at: string | Date | null;
  sent_at: string | Date | null;
  delivered_at: string | Date | null;
};

const MESSAGE_COLUMNS = sql`m.id, m.organization_id, m.customer_id,
  c.first_name || ' ' || c.last_name as customer_name, m.loan_id, l.loan_number, m.rule_id,
  m.channel, m.to_address, m.subject, m.body, m.language, m.template_values, m.status,
  m.attempts, m.last_error, m.next_attempt_at, m.sent_at, m.delivered_at, m.created_at`;

const MESSAGE_JOINS = sql`join customers c on c.organization_id = m.organization_id
    and c.id = m.customer_id
  left join loans l on l.organization_id = m.organization_id and l.id = m.loan_id`;

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** A message as the API shows it: its text filled with the figures it was queued with. */
function presentMessage(row: MessageRow): CustomerMessage {
  const { language, template_values: values, ...message } = row;
  const rendered = renderMessage({ subject: row.subject, body: row.body, language, values });
  return {
    ...message,
    ...rendered,
    // Once sent or given up, no next attempt is planned.
    next_attempt_at: row.status === 'queued' ? iso(row.next_attempt_at) : null,
    sent_at: iso(row.sent_at),
    delivered_at: iso(row.delivered_at),
    created_at: iso(row.created_at)!,
  };
}

/** GET /customer-messages: the delivery log of the scope, newest first, by status and channel. */
export async function listCustomerMessages(ctx: RequestContext, query: CustomerMessageListQuery) {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`m.status = ${query.status}`);
  if (query.channel) filters.push(sql`m.channel = ${query.channel}`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    filters.push(sql`(m.to_address ilike ${pattern} or exists (select 1 from customers sc
      where sc.organization_id = m.organization_id and sc.id = m.customer_id
        and sc.first_name || ' ' || sc.last_name ilike ${pattern}))`);
  }
  const where = sql.join(filters, sql` and `);
  const { rows, total, page } = await fetchClampedPage(
    query.page,
    query.page_size,
    async (page) => {
      // One after the other: a transaction's statements share its one connection.
      const rows = await queryRows<MessageRow>(
        ctx.tx,
        sql`select ${MESSAGE_COLUMNS} from customer_messages m ${MESSAGE_JOINS}
          where ${where} order by m.created_at desc, m.id desc
          limit ${query.page_size} offset ${(page - 1) * query.page_size}`,
      );
      const [count] = await queryRows<{ total: number }>(
        ctx.tx,
        sql`select count(*)::int as total from customer_messages m where ${where}`,
      );
      return { rows, total: Number(count?.total ?? 0) };
    },
  );
  return { data: rows.map(presentMessage), page, page_size: query.page_size, total };
}

/** The latest messages a customer's history shows. */
const HISTORY_LIMIT = 50;

/** GET /customers/:id/messages: the customer's latest messages and their opt-out. */
export async function customerMessageHistory(
  ctx: RequestContext,
  customerId: string,
): Promise<CustomerMessageHistory> {
  const [customer] = await queryRows<{
    messages_opted_out_at: string | Date | null;
    opted_out_by_name: string | null;
    messages: MessageRow[];
  }>(
    ctx.tx,
    sql`select cu.messages_opted_out_at,
          (select p.first_name || ' ' || p.last_name from user_profiles p
            where p.user_id = cu.messages_opted_out_by) as opted_out_by_name,
          (select coalesce(json_agg(x order by x.created_at desc), '[]') from (
            select ${MESSAGE_COLUMNS} from customer_messages m ${MESSAGE_JOINS}
            where m.organization_id = cu.organization_id and m.customer_id = cu.id
            order by m.created_at desc limit ${HISTORY_LIMIT}) x) as messages
        from customers cu where cu.id = ${customerId}`,
  );
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  return {
    messages_opted_out: customer.messages_opted_out_at !== null,
    opted_out_at: iso(customer.messages_opted_out_at),
    opted_out_by_name: customer.opted_out_by_name,
    data: customer.messages.map(presentMessage),
  };
}

/**
 * PUT /customers/:id/message-opt-out: records (or lifts) the customer's opt-out with who and
 * when; audited. Queued reminders to an opted-out customer are cancelled at delivery.
 */
export async function setCustomerOptOut(
  ctx: RequestContext,
  customerId: string,
  request: CustomerOptOutRequest,
): Promise<CustomerMessageHistory> {
  const [changed] = await queryRows<{
    organization_id: string;
    before_at: string | null;
    after_at: string | null;
  }>(
    ctx.tx,
    sql`update customers cu set
          messages_opted_out_at = case when ${request.opted_out}
            then coalesce(old.messages_opted_out_at, ${ctx.now.toISOString()}::timestamptz) end,
          messages_opted_out_by = case when ${request.opted_out}
            then coalesce(old.messages_opted_out_by, ${ctx.auth.user.id}::uuid) end
        from customers old
        where cu.id = ${customerId} and old.organization_id = cu.organization_id and old.id = cu.id
        returning cu.organization_id, old.messages_opted_out_at as before_at,
          cu.messages_opted_out_at as after_at`,
  );
  if (!changed) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: changed.organization_id,
    action: request.opted_out ? 'message_opt_out' : 'message_opt_in',
    entityType: 'customer',
    entityId: customerId,
    oldValues: { messages_opted_out: changed.before_at !== null },
    newValues: { messages_opted_out: changed.after_at !== null },
    reason: request.reason ?? null,
  });
  return customerMessageHistory(ctx, customerId);
}

/** The message's quiet-hours end when `now` falls in its rule's quiet hours; else `now`. */
const RETRY_AT = (now: string) =>
  sql`coalesce((select ${outsideQuietHours(
    sql`${now}::timestamptz`,
    sql`o.timezone`,
    sql`r.quiet_hours_start`,
    sql`r.quiet_hours_end`,
  )}
    from organizations o
    left join reminder_rules r on r.organization_id = o.id and r.id = old.rule_id
    where o.id = old.organization_id), ${now}::timestamptz)`;

/**
 * POST /customer-messages/:id/retry: a `failed` message queued again, due now or, inside its
 * rule's quiet hours, when they end (in the organization's timezone), with a fresh round of
 * attempts; any other status is refused (409). Tenant-scoped like every request; audited.
 */
export async function retryCustomerMessage(
  ctx: RequestContext,
  id: string,
): Promise<CustomerMessage> {
  const now = ctx.now.toISOString();
  const [row] = await queryRows<{
    organization_id: string;
    before_status: string;
    status: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: string | Date;
  }>(
    ctx.tx,
    sql`with old as (select * from customer_messages where id = ${id} for update),
        retried as (
          update customer_messages m set status = 'queued', attempts = 0,
            next_attempt_at = ${RETRY_AT(now)}
          from old
          where m.organization_id = old.organization_id and m.id = old.id
            and old.status = 'failed'
          returning m.id, m.next_attempt_at)
        select old.organization_id, old.status as before_status, old.attempts, old.last_error,
          coalesce(retried.next_attempt_at, old.next_attempt_at) as next_attempt_at,
          case when retried.id is null then old.status else 'queued' end as status
        from old left join retried on retried.id = old.id`,
  );
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.messageNotFound);
  if (row.before_status !== 'failed') {
    throw new AppError('CONFLICT', NOTIFICATION_MESSAGES.messageNotFailed);
  }
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: row.organization_id,
    action: 'retry',
    entityType: 'customer_message',
    entityId: id,
    oldValues: { status: 'failed', attempts: row.attempts, last_error: row.last_error },
    newValues: {
      status: 'queued',
      attempts: 0,
      next_attempt_at: new Date(row.next_attempt_at).toISOString(),
    },
  });
  return readCustomerMessage(ctx, id);
}

/** One message as the delivery log shows it. */
export async function readCustomerMessage(
  ctx: RequestContext,
  id: string,
): Promise<CustomerMessage> {
  const [row] = await queryRows<MessageRow>(
    ctx.tx,
    sql`select ${MESSAGE_COLUMNS} from customer_messages m ${MESSAGE_JOINS} where m.id = ${id}`,
  );
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.messageNotFound);
  return presentMessage(row);
}
