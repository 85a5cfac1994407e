import type { PromisePerformanceResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { promisesWithStatus } from './promise-status.ts';

/** Without a range: the promises due in the 30 days up to each organization's today. */
const DEFAULT_DAYS_BACK = 30;

type Row = Record<string, string | number | null>;

/**
 * GET /collections/promise-performance: per collector (and the promises made to none, per
 * organization), the promises whose promised date falls in the range by status, and the
 * promise-kept rate: of the promises whose date has passed, the share kept (null when none has).
 * A promise kept before its date counts as kept, but enters the rate only once its date passes.
 */
export async function promisePerformance(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  range: { from?: string; to?: string },
): Promise<PromisePerformanceResponse> {
  const from = range.from ?? null;
  const to = range.to ?? null;
  const inRange = sql`p.promised_date between
    coalesce(${from}::date, t.today - ${DEFAULT_DAYS_BACK}::int) and coalesce(${to}::date, t.today)`;
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select pr.organization_id, pr.collector_id, dc.name as collector_name,
        count(*)::int as promises,
        count(*) filter (where pr.status = 'open')::int as open,
        count(*) filter (where pr.status = 'kept')::int as kept,
        count(*) filter (where pr.status = 'partially_kept')::int as partially_kept,
        count(*) filter (where pr.status = 'broken')::int as broken,
        count(*) filter (where pr.promised_date < pr.today)::int as due,
        count(*) filter (where pr.promised_date < pr.today and pr.status = 'kept')::int as kept_due
      from ${promisesWithStatus(ctx.now, inRange)}
      left join debt_collectors dc on dc.organization_id = pr.organization_id
        and dc.id = pr.collector_id
      group by pr.organization_id, pr.collector_id, dc.name
      order by dc.name nulls last, pr.organization_id, pr.collector_id`,
  );
  const [resolved] = await queryRows<{ from: string; to: string }>(
    ctx.tx,
    sql`select to_char(min(coalesce(${from}::date, t.today - ${DEFAULT_DAYS_BACK}::int)), 'YYYY-MM-DD') as "from",
        to_char(max(coalesce(${to}::date, t.today)), 'YYYY-MM-DD') as "to"
      from organizations o
      cross join lateral (select (${ctx.now.toISOString()}::timestamptz at time zone o.timezone)::date
        as today) t
      where ${inScope(sql`o.id`)}`,
  );
  const fallback = ctx.now.toISOString().slice(0, 10);
  return {
    from: resolved?.from ?? from ?? fallback,
    to: resolved?.to ?? to ?? fallback,
    data: rows.map((row) => {
      const due = Number(row.due);
      return {
        organization_id: row.organization_id as string,
        collector_id: (row.collector_id as string | null) ?? null,
        collector_name: (row.collector_name as string | null) ?? 'Unassigned',
        promises: Number(row.promises),
        open: Number(row.open),
        kept: Number(row.kept),
        partially_kept: Number(row.partially_kept),
        broken: Number(row.broken),
        due,
        kept_rate: due === 0 ? null : Math.round((Number(row.kept_due) / due) * 10_000) / 10_000,
      };
    }),
  };
}
