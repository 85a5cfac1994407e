import { randomUUID } from 'node:crypto';
import {
  CASH_MESSAGES,
  MESSAGES,
  cashVariance,
  fromPaise,
  toPaise,
  type CloseCollectorDayRequest,
  type CloseCollectorDayResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { executeTogether } from '../../../db/together.ts';
import { AppError } from '../../../errors.ts';
import { translateMessage } from '../../../i18n/translate.ts';
import { auditStatement } from '../../audit/write-audit.ts';
import { cashCollectedSql, cashRepository, handedOverSql } from './cash.repository.ts';
import { CASH_ENTITY_TYPE, lockCollectorDay } from './collector-day.ts';

/**
 * POST /collections/cash/close (issue 11 "Cash in hand": a manager closes the day per
 * collector): the cash collected and handed over that day, and their variance (core
 * cashVariance: handed over − collected), kept as they stand now, once per collector and day
 * (409 the second time), audited. A non-zero variance is what raises the cash alert; no more
 * handovers are taken for a closed day.
 */
export async function closeCollectorDay(
  ctx: RequestContext,
  body: CloseCollectorDayRequest,
): Promise<CloseCollectorDayResponse> {
  const { collector, date } = await lockCollectorDay(ctx, {
    collectorId: body.collector_id,
    date: body.date,
  });
  const figures = {
    organizationId: sql`${collector.organization_id}::uuid`,
    collectorId: sql`${collector.id}::uuid`,
    day: sql`${date}::date`,
  };
  const [row] = await queryRows<{ collected: string; handed_over: string; closed: boolean }>(
    ctx.tx,
    sql`select cash.amount::text as collected, handed.amount::text as handed_over,
          exists (select 1 from collector_day_closes c
            where c.organization_id = ${figures.organizationId}
              and c.collector_id = ${figures.collectorId}
              and c.collection_date = ${figures.day}) as closed
        from ${cashCollectedSql(figures)} cash, ${handedOverSql(figures)} handed`,
  );
  if (!row || row.closed) throw new AppError('CONFLICT', CASH_MESSAGES.dayAlreadyClosed);
  const collectedPaise = toPaise(Number(row.collected));
  const handedOverPaise = toPaise(Number(row.handed_over));
  const amounts = {
    collected_amount: fromPaise(collectedPaise).toFixed(2),
    handed_over_amount: fromPaise(handedOverPaise).toFixed(2),
    variance_amount: fromPaise(cashVariance({ collectedPaise, handedOverPaise })).toFixed(2),
  };
  const id = randomUUID();
  await executeTogether(ctx.tx, [
    sql`insert into collector_day_closes (id, organization_id, collector_id, collection_date,
          collected_amount, handed_over_amount, variance_amount, note, closed_by, created_at)
        values (${id}, ${collector.organization_id}, ${collector.id}, ${date}::date,
          ${amounts.collected_amount}::numeric, ${amounts.handed_over_amount}::numeric,
          ${amounts.variance_amount}::numeric, ${body.note ?? null}, ${ctx.auth.user.id},
          ${ctx.now})`,
    auditStatement(ctx.tx, {
      actor: ctx.actor,
      organizationId: collector.organization_id,
      action: 'close_collector_day',
      entityType: CASH_ENTITY_TYPE,
      entityId: id,
      newValues: {
        collector_id: collector.id,
        collector_name: collector.name,
        collection_date: date,
        ...amounts,
        note: body.note ?? null,
      },
    }),
  ]);
  const close = await cashRepository(ctx.tx).findClose(id);
  if (!close) throw new AppError('INTERNAL', MESSAGES.unexpected);
  return {
    message: translateMessage(ctx.language ?? null, {
      key: CASH_MESSAGES.dayClosed,
      values: { collector: collector.name },
    }),
    close,
  };
}
