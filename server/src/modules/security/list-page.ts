import { lastPageOf } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface PageOf<Row> {
  data: Row[];
  page: number;
  page_size: number;
  total: number;
}

/** Whole calendar days in `timezone`, both inclusive, on a timestamptz column. */
export function dayRangeConditions(
  column: SQL,
  range: { date_from?: string; date_to?: string },
  timezone: string,
): SQL[] {
  const conditions: SQL[] = [];
  if (range.date_from) {
    conditions.push(
      sql`${column} >= (${range.date_from}::date)::timestamp at time zone ${timezone}`,
    );
  }
  if (range.date_to) {
    conditions.push(
      sql`${column} < (${range.date_to}::date + 1)::timestamp at time zone ${timezone}`,
    );
  }
  return conditions;
}

/**
 * One page of `select … from … where …` in the request's scoped transaction with the filtered
 * total; a page past the end is clamped to the last page (spec part 1 §5).
 */
export async function selectPage<Row>(
  ctx: RequestContext,
  options: {
    select: SQL;
    from: SQL;
    where: SQL[];
    orderBy: SQL;
    page: number;
    pageSize: number;
    toRow: (record: Record<string, unknown>) => Row;
  },
): Promise<PageOf<Row>> {
  const where = options.where.length > 0 ? sql.join(options.where, sql` and `) : sql`true`;
  const pageRows = (page: number) =>
    queryRows<Record<string, unknown>>(
      ctx.tx,
      sql`select ${options.select}, count(*) over () as total_count from ${options.from}
        where ${where} order by ${options.orderBy}
        limit ${options.pageSize} offset ${(page - 1) * options.pageSize}`,
    );
  let page = options.page;
  let rows = await pageRows(page);
  let total = rows[0] ? Number(rows[0].total_count) : 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await queryRows<{ total: number }>(
      ctx.tx,
      sql`select count(*)::int as total from ${options.from} where ${where}`,
    );
    total = Number(counted?.total ?? 0);
    const lastPage = lastPageOf(total, options.pageSize);
    if (lastPage < page) {
      page = lastPage;
      if (total > 0) rows = await pageRows(page);
    }
  }
  return { data: rows.map(options.toRow), page, page_size: options.pageSize, total };
}

export const isoOf = (value: unknown): string => new Date(value as string).toISOString();
export const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : isoOf(value);
