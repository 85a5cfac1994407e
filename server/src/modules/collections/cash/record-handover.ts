import { randomUUID } from 'node:crypto';
import {
  CASH_MESSAGES,
  MESSAGES,
  fromPaise,
  toPaise,
  type CashHandoverRequest,
  type CashHandoverResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { executeTogether } from '../../../db/together.ts';
import { AppError } from '../../../errors.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { translateMessage } from '../../../i18n/translate.ts';
import { auditStatement } from '../../audit/write-audit.ts';
import { cashRepository } from './cash.repository.ts';
import { CASH_ENTITY_TYPE, lockCollectorDay } from './collector-day.ts';

/**
 * POST /collections/handovers (issue 11 "Cash in hand"): cash a collector hands over to the
 * branch for a collection day, received by the signed-in user, audited. Refused once a manager
 * has closed that day of the collector's.
 */
export async function recordHandover(
  ctx: RequestContext,
  body: CashHandoverRequest,
): Promise<CashHandoverResponse> {
  const { collector, date } = await lockCollectorDay(ctx, {
    collectorId: body.collector_id,
    date: body.date,
  });
  const [closed] = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select c.id from collector_day_closes c
        where c.organization_id = ${collector.organization_id}
          and c.collector_id = ${collector.id} and c.collection_date = ${date}::date`,
  );
  if (closed) throw new AppError('BUSINESS_RULE', CASH_MESSAGES.handoverDayClosed);
  const id = randomUUID();
  const amount = fromPaise(toPaise(body.amount)).toFixed(2);
  await executeTogether(ctx.tx, [
    sql`insert into cash_handovers (id, organization_id, collector_id, collection_date, amount,
          note, received_by, created_at)
        values (${id}, ${collector.organization_id}, ${collector.id}, ${date}::date,
          ${amount}::numeric, ${body.note ?? null}, ${ctx.auth.user.id}, ${ctx.now})`,
    auditStatement(ctx.tx, {
      actor: ctx.actor,
      organizationId: collector.organization_id,
      action: 'record_cash_handover',
      entityType: CASH_ENTITY_TYPE,
      entityId: id,
      newValues: {
        collector_id: collector.id,
        collector_name: collector.name,
        collection_date: date,
        amount,
        note: body.note ?? null,
      },
    }),
  ]);
  const handover = await cashRepository(ctx.tx).findHandover(id);
  if (!handover) throw new AppError('INTERNAL', MESSAGES.unexpected);
  return {
    message: translateMessage(ctx.language ?? null, {
      key: CASH_MESSAGES.handoverRecorded,
      values: { amount: formatMoney(ctx.language, collector, handover.amount) },
    }),
    handover,
  };
}
