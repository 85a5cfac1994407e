import {
  NOTIFICATION_MESSAGES,
  renderTemplate,
  templateValuesOf,
  type Language,
  type TemplatePreview,
  type TemplatePreviewRequest,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { StoredTemplateValues } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { ARREARS_SQL, DUE_COUNT } from '../loans/loans.repository.ts';

/** A message's subject and body filled with its stored figures, in its language. */
export function renderMessage(message: {
  subject: string | null;
  body: string;
  language: Language;
  values: StoredTemplateValues;
}): { subject: string | null; body: string } {
  const values = templateValuesOf({
    language: message.language,
    currency: message.values.currency,
    customerName: message.values.customer_name,
    amountDuePaise: message.values.amount_due_paise,
    dueDate: message.values.due_date,
    loanNumber: message.values.loan_number,
    organization: message.values.organization,
    collectorPhone: message.values.collector_phone,
  });
  return {
    subject: message.subject === null ? null : renderTemplate(message.subject, values),
    body: renderTemplate(message.body, values),
  };
}

/**
 * The figures of one loan a message shows, as SQL columns over `l` (loans), `c` (customers), `o`
 * (organizations) and `due` (DUE_COUNT): the arrears when behind, else the next instalment.
 * The reminder job uses the same expression for every loan at once.
 */
export const LOAN_TEMPLATE_VALUES_SQL = sql`json_build_object(
    'customer_name', c.first_name || ' ' || c.last_name,
    'amount_due_paise', (case when (${ARREARS_SQL}) > 0 then (${ARREARS_SQL})
      else l.daily_repayment_amount end * 100)::bigint,
    'due_date', to_char(l.next_due_date, 'YYYY-MM-DD'),
    'loan_number', l.loan_number,
    'organization', o.name,
    'collector_phone', (select dc.phone from debt_collectors dc
      where dc.organization_id = l.organization_id and dc.id = l.collector_id),
    'currency', o.currency)`;

/** POST /notification-templates/preview: a template's text filled with one loan's real figures. */
export async function previewTemplate(
  ctx: RequestContext,
  request: TemplatePreviewRequest,
): Promise<TemplatePreview> {
  const today = sql`(${ctx.now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  const [row] = await queryRows<{
    values: StoredTemplateValues;
    phone: string | null;
    email: string | null;
  }>(
    ctx.tx,
    sql`select ${LOAN_TEMPLATE_VALUES_SQL} as values, c.phone, c.email
        from loans l
        join organizations o on o.id = l.organization_id
        join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
        cross join ${DUE_COUNT(today)}
        where l.id = ${request.loan_id}`,
  );
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.loanNotFound);
  const rendered = renderMessage({
    subject: request.subject ?? null,
    body: request.body,
    language: request.language,
    values: { ...row.values, amount_due_paise: Number(row.values.amount_due_paise) },
  });
  return { ...rendered, to_phone: row.phone, to_email: row.email };
}
