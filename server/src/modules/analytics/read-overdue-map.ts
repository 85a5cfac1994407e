import { fromPaise, OVERDUE_MAP_LIMIT, type OverdueMapResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { DAYS_OVERDUE_SQL } from '../loans/loans.repository.ts';
import { paiseFromNumeric } from './paise.ts';
import { OVERDUE_MAP_CELLS_JOB, OVERDUE_MAP_JOB } from './overdue-map-points.ts';

interface Row {
  total: number;
  customer_id: string;
  organization_id: string;
  customer_code: string;
  name: string;
  latitude: number | string;
  longitude: number | string;
  overdue_loans: number;
  overdue_balance: string;
  max_days_overdue: number;
}

/**
 * GET /analytics/overdue-map (issue 14): the scope's customers with a stored location (the
 * residential one, else the business one) and loans overdue today (days overdue as the loans
 * API shows them, each organization's own today), with the whole remaining balance of those
 * loans, largest first, at most OVERDUE_MAP_LIMIT. The location's own index (migration 0046)
 * tells the planner how many customers have one: when few do, their loans are read by customer;
 * when most do, the overdue loans by next_due_date. The screen's table and CSV list them; its
 * map draws every point, grouped by area (read-overdue-map-areas.ts).
 */
export async function readOverdueMap(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
): Promise<OverdueMapResponse> {
  const day = await overdueMapDay(ctx);
  const rows = day.ready ? await readPoints(ctx, day.total) : await readLive(ctx);
  return {
    as_of: day.ready ? day.as_of : null,
    total: day.ready && day.total !== null ? day.total : Number(rows[0]?.total ?? 0),
    data: rows.map((row) => ({
      customer_id: row.customer_id,
      organization_id: row.organization_id,
      customer_code: row.customer_code,
      name: row.name,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      overdue_loans: Number(row.overdue_loans),
      overdue_balance: fromPaise(paiseFromNumeric(row.overdue_balance)),
      max_days_overdue: Number(row.max_days_overdue),
    })),
  };
}

/** Whether the morning's points are written for every organization of the scope, and their day. */
export interface OverdueMapDay {
  ready: boolean;
  as_of: string | null;
  /** The writer's count of the points (null for points written before migration 0049). */
  total: number | null;
  /** Whether the day's cells are written too (decision 0092) for every organization. */
  cells_ready: boolean;
}

/**
 * The start-of-day job's points of this morning (decision 0086) are read when it has written
 * them today for every organization of the scope; otherwise (fresh install, seed) the map is
 * computed live. Their total is the writer's count of each organization's points (null for
 * points written before migration 0049: then they are counted).
 */
export async function overdueMapDay(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
): Promise<OverdueMapDay> {
  const [day] = await queryRows<OverdueMapDay>(
    ctx.tx,
    sql`select coalesce(bool_and(r.last_day >= o.today), false) as ready,
        coalesce(bool_and(m.last_day >= o.today), false) as cells_ready,
        to_char(min(o.today), 'YYYY-MM-DD') as as_of,
        case when bool_and(r.last_day = o.today and r.last_day_items is not null) then sum(r.last_day_items)::int end
          as total
      from (${scopeOrganizations(ctx)}) o
      left join organization_daily_runs r on r.organization_id = o.id and r.job = ${OVERDUE_MAP_JOB}
      left join organization_daily_runs m on m.organization_id = o.id
        and m.job = ${OVERDUE_MAP_CELLS_JOB}`,
  );
  return day ?? { ready: false, as_of: null, total: null, cells_ready: false };
}

/** The scope's organizations (`id`) with their own today (`today`). */
export function scopeOrganizations(ctx: Pick<RequestContext, 'now'>) {
  return sql`select o.id, (${ctx.now.toISOString()}::timestamptz at time zone o.timezone)::date
      as today
    from organizations o where ${inScope(sql`o.id`)}`;
}

/**
 * Two common table expressions for a WITH: `orgs` (scopeOrganizations) and `points`, a row per
 * customer on the map — organization_id, customer_id, latitude, longitude, overdue_loans,
 * overdue_balance, max_days_overdue — from the morning's points when `ready`, else live from the
 * loans, as the start-of-day job writes them. `points` is read where it is used, not stored.
 */
export function overdueMapPointsSql(ctx: Pick<RequestContext, 'tx' | 'now'>, ready: boolean) {
  const points = ready
    ? sql`select p.organization_id, p.customer_id, p.latitude, p.longitude, p.overdue_loans,
          p.overdue_balance, p.max_days_overdue
        from orgs o join overdue_map_points p on p.organization_id = o.id and p.map_date = o.today
        where ${inScope(sql`p.organization_id`)}`
    : sql`select c.organization_id, c.id as customer_id,
          coalesce(c.residential_latitude, c.business_latitude)::float8 as latitude,
          coalesce(c.residential_longitude, c.business_longitude)::float8 as longitude,
          count(*)::int as overdue_loans, sum(l.remaining_amount) as overdue_balance,
          max(${DAYS_OVERDUE_SQL(sql`o.today`)})::int as max_days_overdue
        from orgs o
        join loans l on l.organization_id = o.id and l.status in ('active', 'overdue')
          and l.next_due_date < o.today
        join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
        where ${inScope(sql`l.organization_id`)}
          and coalesce(c.residential_latitude, c.business_latitude) is not null
        group by c.organization_id, c.id`;
  return sql`orgs as materialized (${scopeOrganizations(ctx)}),
    points as not materialized (${points})`;
}

/**
 * Each organization's largest balances of its day by the index, then the scope's largest; the
 * day's points counted only when their writer's count is not `known`.
 */
function readPoints(ctx: Pick<RequestContext, 'tx' | 'now'>, known: number | null): Promise<Row[]> {
  return queryRows<Row>(
    ctx.tx,
    sql`with orgs as materialized (${scopeOrganizations(ctx)}),
      top as (
        select p.* from orgs o cross join lateral (
          select p.* from overdue_map_points p
          where p.organization_id = o.id and p.map_date = o.today
          order by p.overdue_balance desc, p.customer_id limit ${OVERDUE_MAP_LIMIT}) p
        order by p.overdue_balance desc, p.customer_id limit ${OVERDUE_MAP_LIMIT}
      )
      select ${
        known === null
          ? sql`(select count(*) from orgs o join overdue_map_points p
          on p.organization_id = o.id and p.map_date = o.today)::int`
          : sql`null::int`
      } as total,
        t.customer_id, t.organization_id, c.customer_id as customer_code,
        c.first_name || ' ' || c.last_name as name, t.latitude, t.longitude, t.overdue_loans,
        t.overdue_balance, t.max_days_overdue
      from top t
      join customers c on c.organization_id = t.organization_id and c.id = t.customer_id
      where ${inScope(sql`t.organization_id`)}
      order by t.overdue_balance desc, t.customer_id`,
  );
}

function readLive(ctx: Pick<RequestContext, 'tx' | 'now'>): Promise<Row[]> {
  return queryRows<Row>(
    ctx.tx,
    sql`with ${overdueMapPointsSql(ctx, false)}
      select count(*) over ()::int as total, p.customer_id, p.organization_id,
        c.customer_id as customer_code, c.first_name || ' ' || c.last_name as name, p.latitude,
        p.longitude, p.overdue_loans, p.overdue_balance, p.max_days_overdue
      from points p
      join customers c on c.organization_id = p.organization_id and c.id = p.customer_id
      order by p.overdue_balance desc, p.customer_id
      limit ${OVERDUE_MAP_LIMIT}`,
  );
}
