import { COLLECTOR_MESSAGES, type Message, type MessageKey } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';

export interface ScopedCollector {
  id: string;
  organization_id: string;
  name: string;
  is_active: boolean;
  is_blocked: boolean;
}

/** A refusal shown on the request's collector_id field. */
export const collectorFieldError = (message: MessageKey | Message) =>
  new AppError('VALIDATION_FAILED', message, {
    details: { fieldErrors: { collector_id: [message] } },
  });

/**
 * A collector of the scope, with its organization's clock and money format; refused on the
 * collector_id field otherwise. `lock`: its row held until the transaction ends (FOR NO KEY
 * UPDATE, which payments naming the collector do not wait for), so its day's handovers and close
 * are taken one at a time.
 */
export async function findScopedCollector(
  ctx: RequestContext,
  id: string,
  options: { lock?: boolean } = {},
) {
  const [collector] = await queryRows<
    ScopedCollector & { timezone: string; currency: string; country: string | null }
  >(
    ctx.tx,
    sql`select dc.id, dc.organization_id, dc.name, dc.is_active, dc.is_blocked, o.timezone,
          o.currency, o.default_phone_country as country
        from debt_collectors dc join organizations o on o.id = dc.organization_id
        where ${inScope(sql`dc.organization_id`)} and dc.id = ${id}
        ${options.lock ? sql`for no key update of dc` : sql``}`,
  );
  if (!collector) throw collectorFieldError(COLLECTOR_MESSAGES.notFound);
  return collector;
}
