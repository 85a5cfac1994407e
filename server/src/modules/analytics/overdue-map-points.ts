import { OVERDUE_MAP_CELL_ZOOMS } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DAYS_OVERDUE_SQL } from '../loans/loans.repository.ts';

/** How many days of map points are kept (decision 0086): the table stays small. */
export const OVERDUE_MAP_KEPT_DAYS = 7;

/** The writer's mark in organization_daily_runs: the points of that day are written. */
export const OVERDUE_MAP_JOB = 'overdue_map';

/**
 * Its mark for the points' cells (decision 0092): a day whose points an earlier version wrote
 * (the deploy's morning) has none, and its far views group the points instead.
 */
export const OVERDUE_MAP_CELLS_JOB = 'overdue_map_cells';

/** The side of a cell of zoom `zoom` in SQL, as mapCellDegrees computes it in core. */
const mapCellDegreesSql = (zoom: SQL) => sql`(360::float8 / (4 * power(2::float8, ${zoom})))`;

/**
 * A point's cell in the grid of cells `cell` degrees a side (mapCellDegrees): its row and
 * column, latitude + 90 and longitude + 180 over the side, rounded down. One definition for the
 * cells the writer sums and the points a request groups, so the two answer alike.
 */
export const mapCellOfSql = (latitude: SQL, longitude: SQL, cell: SQL | number) =>
  sql`floor((${latitude} + 90) / ${cell})::int, floor((${longitude} + 180) / ${cell})::int`;

/**
 * Writes the overdue map of each (organization_id, day) that `days` (a SELECT of those columns,
 * the day being the organization's today) names, in one statement: per customer with a stored
 * location (residential, else business) and loans overdue that morning, their overdue loans,
 * whole remaining balance and most days overdue (as GET /analytics/overdue-map computes them
 * live). Replaces the day's rows (a rerun gives the same rows) and deletes those older than
 * OVERDUE_MAP_KEPT_DAYS, and marks each organization's day written (OVERDUE_MAP_JOB) with its
 * count of points. Runs as the system. Answers how many points were written.
 */
export async function writeOverdueMapPoints(executor: Executor, days: SQL): Promise<number> {
  await executor.execute(sql`
    with days as (${days})
    delete from overdue_map_points p using days d
      where p.organization_id = d.organization_id
        and (p.map_date = d.day or p.map_date < d.day - ${OVERDUE_MAP_KEPT_DAYS}::int)`);
  // Each organization's day is marked done with its point count (zero where it has none): the
  // map reads the points only for a day this writer has run (decision 0086; an instance that
  // started the day before the table existed answers live until its next morning), and answers
  // the count as its total without counting the points on each request.
  const [written] = await queryRows<{ points: number }>(
    executor,
    sql`with days as materialized (select d.organization_id, d.day::date as day from (${days}) d),
      inserted as (
        insert into overdue_map_points (organization_id, map_date, customer_id, latitude,
          longitude, overdue_loans, overdue_balance, max_days_overdue)
        select c.organization_id, d.day, c.id,
          coalesce(c.residential_latitude, c.business_latitude),
          coalesce(c.residential_longitude, c.business_longitude),
          count(*)::int, sum(l.remaining_amount), max(${DAYS_OVERDUE_SQL(sql`d.day`)})::int
        from days d
        join loans l on l.organization_id = d.organization_id and l.status in ('active', 'overdue')
          and l.next_due_date < d.day
        join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
        where coalesce(c.residential_latitude, c.business_latitude) is not null
        group by c.organization_id, d.day, c.id
        returning organization_id, map_date
      ),
      counted as (
        select d.organization_id, d.day, count(i.map_date)::int as points
        from days d left join inserted i
          on i.organization_id = d.organization_id and i.map_date = d.day
        group by d.organization_id, d.day
      ),
      marked as (
        insert into organization_daily_runs (organization_id, job, last_day, last_day_items)
        select distinct on (organization_id) organization_id, ${OVERDUE_MAP_JOB}, day, points
        from counted order by organization_id, day desc
        on conflict (organization_id, job) do update
          set last_day = excluded.last_day, last_day_items = excluded.last_day_items
      )
      select coalesce(sum(points), 0)::int as points from counted`,
  );
  await writeOverdueMapCells(executor, days);
  return Number(written?.points ?? 0);
}

/**
 * Sums the points just written by the cells of each far zoom level's grid, 0 to
 * OVERDUE_MAP_CELL_ZOOMS (decision 0092), replacing the day's cells and dropping those as old
 * as the points dropped, and marks each organization's day (OVERDUE_MAP_CELLS_JOB).
 */
async function writeOverdueMapCells(executor: Executor, days: SQL): Promise<void> {
  await executor.execute(sql`
    with days as (${days})
    delete from overdue_map_cells m using days d
      where m.organization_id = d.organization_id
        and (m.map_date = d.day or m.map_date < d.day - ${OVERDUE_MAP_KEPT_DAYS}::int)`);
  await executor.execute(sql`
    with days as materialized (select d.organization_id, d.day::date as day from (${days}) d),
      inserted as (
        insert into overdue_map_cells (organization_id, map_date, zoom, cell_y, cell_x, customers,
          overdue_loans, overdue_balance, max_days_overdue, latitude_sum, longitude_sum, west,
          south, east, north)
        select p.organization_id, p.map_date, z.zoom,
          ${mapCellOfSql(sql`p.latitude`, sql`p.longitude`, sql`z.cell`)}, count(*)::int,
          sum(p.overdue_loans)::int,
          sum(p.overdue_balance), max(p.max_days_overdue), sum(p.latitude), sum(p.longitude),
          min(p.longitude), min(p.latitude), max(p.longitude), max(p.latitude)
        from days d
        join overdue_map_points p on p.organization_id = d.organization_id and p.map_date = d.day
        cross join (select g::smallint as zoom, ${mapCellDegreesSql(sql`g`)} as cell
          from generate_series(0, ${OVERDUE_MAP_CELL_ZOOMS}::int) g) z
        group by 1, 2, 3, 4, 5
      )
    insert into organization_daily_runs (organization_id, job, last_day)
    select organization_id, ${OVERDUE_MAP_CELLS_JOB}, max(day) from days group by organization_id
    on conflict (organization_id, job) do update set last_day = excluded.last_day`);
}
