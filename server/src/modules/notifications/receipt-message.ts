import { DEFAULT_LANGUAGE, FIELD_APP_MESSAGES, intlLocale, toPaise } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { formatMoney } from '../../i18n/format-money.ts';
import { translateMessage } from '../../i18n/translate.ts';

interface ReceiptFacts {
  organization_id: string;
  customer_id: string;
  loan_id: string;
  loan_number: string;
  customer_name: string;
  phone: string;
  organization: string;
  currency: string;
  country: string | null;
  collector_phone: string | null;
  amount: string;
  payment_date: string;
}

/**
 * The customer's SMS receipt for a collection the field app synced (issue 15), queued in the
 * customer outbox in the payment's transaction, so it exists exactly when the payment does: the
 * amount, the loan, the day and the receipt number, in the agent's language (the one they speak
 * with the customer). Its text is whole when queued; its figures are kept as a reminder's are.
 * None for a customer without a phone or who opted out of messages.
 */
export async function queueReceiptMessage(
  ctx: RequestContext,
  payment: { id: string; receipt_number: string },
): Promise<void> {
  const [facts] = await queryRows<ReceiptFacts>(
    ctx.tx,
    sql`select p.organization_id, p.customer_id, p.loan_id, l.loan_number,
          c.first_name || ' ' || c.last_name as customer_name, c.phone, o.name as organization,
          o.currency, o.default_phone_country as country, p.amount::text as amount,
          to_char(p.payment_date, 'YYYY-MM-DD') as payment_date,
          (select dc.phone from debt_collectors dc where dc.organization_id = p.organization_id
            and dc.id = p.collector_id) as collector_phone
        from loan_payments p
        join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
        join customers c on c.organization_id = p.organization_id and c.id = p.customer_id
        join organizations o on o.id = p.organization_id
        where p.id = ${payment.id}::uuid and c.messages_opted_out_at is null
          and coalesce(c.phone, '') <> ''`,
  );
  if (!facts) return;
  const language = ctx.language ?? DEFAULT_LANGUAGE;
  const body = translateMessage(language, {
    key: FIELD_APP_MESSAGES.receiptSms,
    values: {
      organization: facts.organization,
      amount: formatMoney(language, facts, Number(facts.amount)),
      loan_number: facts.loan_number,
      date: new Intl.DateTimeFormat(intlLocale(language, facts.country), {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(new Date(`${facts.payment_date}T00:00:00Z`)),
      receipt: payment.receipt_number,
    },
  });
  const values = {
    customer_name: facts.customer_name,
    amount_due_paise: toPaise(Number(facts.amount)),
    due_date: facts.payment_date,
    loan_number: facts.loan_number,
    organization: facts.organization,
    collector_phone: facts.collector_phone,
    currency: facts.currency,
  };
  await ctx.tx.execute(
    sql`insert into customer_messages (organization_id, customer_id, loan_id, language,
          template_values, channel, to_address, body, status, next_attempt_at, created_at)
        values (${facts.organization_id}, ${facts.customer_id}, ${facts.loan_id}, ${language},
          ${JSON.stringify(values)}::jsonb, 'sms', ${facts.phone}, ${body}, 'queued',
          ${ctx.now.toISOString()}::timestamptz, ${ctx.now.toISOString()}::timestamptz)`,
  );
}
