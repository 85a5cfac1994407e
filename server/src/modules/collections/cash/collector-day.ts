import { calendarDayIn, CASH_MESSAGES, isWithinBackdateWindow } from '@lendline/core';
import type { RequestContext } from '../../../context/request-context.ts';
import { AppError } from '../../../errors.ts';
import { findScopedCollector } from '../scoped-collector.ts';

export const CASH_ENTITY_TYPE = 'collector_cash';

/**
 * A collector of the scope and one of their days, for a handover or a close: the collector's row
 * locked (handovers and the close of their days go one at a time), the day asked for or their
 * organization's today, and at most 7 days back, never ahead.
 */
export async function lockCollectorDay(
  ctx: RequestContext,
  options: { collectorId: string; date: string | undefined },
) {
  const collector = await findScopedCollector(ctx, options.collectorId, { lock: true });
  const today = calendarDayIn(collector.timezone, ctx.now);
  const date = options.date ?? today;
  if (!isWithinBackdateWindow(date, today)) {
    throw new AppError('VALIDATION_FAILED', CASH_MESSAGES.cashDate, {
      details: { fieldErrors: { date: [CASH_MESSAGES.cashDate] } },
    });
  }
  return { collector, date };
}
