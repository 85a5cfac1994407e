import {
  fromPaise,
  mapCellDegrees,
  OVERDUE_MAP_AREA_LIMIT,
  OVERDUE_MAP_CELL_ZOOMS,
  type MapArea,
  type OverdueMapAreasResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { mapCellOfSql } from './overdue-map-points.ts';
import { overdueMapDay, overdueMapPointsSql, scopeOrganizations } from './read-overdue-map.ts';
import { paiseFromNumeric } from './paise.ts';

/** An area's row: the points' floats (migration 0051) come back as numbers, sums as text. */
interface Row {
  in_view: number;
  extent_west: number;
  extent_south: number;
  extent_east: number;
  extent_north: number;
  customers: number;
  latitude: number;
  longitude: number;
  west: number;
  south: number;
  east: number;
  north: number;
  overdue_loans: number;
  overdue_balance: string;
  max_days_overdue: number;
  customer_id: string | null;
  organization_id: string | null;
  customer_code: string | null;
  name: string | null;
}

/**
 * GET /analytics/overdue-map/areas (issue 14): every customer the overdue map places (the
 * morning's points, or live before the start-of-day job has run, as the list) in `view`,
 * grouped by the cells of the zoom level's grid (mapCellDegrees), in one statement. An area of
 * one customer is named from the customers table; `extent` spans the points in the view (the
 * whole world's: all of them, where the map opens before it knows its zoom). At most
 * OVERDUE_MAP_AREA_LIMIT areas, the largest balances first: a view at the deepest zoom of a
 * whole country.
 */
export async function readOverdueMapAreas(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  view: MapArea,
  zoom: number,
): Promise<OverdueMapAreasResponse> {
  const day = await overdueMapDay(ctx);
  const cell = mapCellDegrees(zoom);
  // The view widened to whole cells: an area is the same whichever part of it is in view, and
  // the cells written in the morning answer a far view exactly as its points would.
  const x = [Math.floor((view.west + 180) / cell), Math.floor((view.east + 180) / cell)] as const;
  const y = [Math.floor((view.south + 90) / cell), Math.floor((view.north + 90) / cell)] as const;
  // The writer's count of the morning's points; counted when live (or written before 0049).
  const known = day.ready ? day.total : null;
  // An area of one customer is named: on the morning's points by its place, through their index
  // (an aggregate carrying every point's id cost 110 ms at the world's zoom); live, where the
  // points are few, by an aggregate.
  const single = day.ready
    ? {
        carried: sql``,
        found: sql`left join lateral (
          select p.customer_id, p.organization_id
          from orgs o join overdue_map_points p on p.organization_id = o.id
            and p.map_date = o.today and p.latitude = a.south and p.longitude = a.west
          where a.customers = 1 and ${inScope(sql`p.organization_id`)}
          limit 1) one on true`,
      }
    : {
        carried: sql`, case when count(*) = 1 then (array_agg(customer_id))[1] end as customer_id,
          case when count(*) = 1 then (array_agg(organization_id))[1] end as organization_id`,
        found: sql`cross join lateral (select a.customer_id, a.organization_id) one`,
      };
  // A far view of the morning's points reads their sums by cell (decision 0092); a near one, or
  // a day without them, groups the points.
  const cells =
    day.ready && day.cells_ready && zoom <= OVERDUE_MAP_CELL_ZOOMS
      ? sql`orgs as materialized (${scopeOrganizations(ctx)}),
        cells as (
          select sum(m.customers)::int as customers,
            sum(m.latitude_sum) / sum(m.customers) as latitude,
            sum(m.longitude_sum) / sum(m.customers) as longitude, min(m.west) as west,
            min(m.south) as south, max(m.east) as east, max(m.north) as north,
            sum(m.overdue_loans)::int as overdue_loans, sum(m.overdue_balance) as overdue_balance,
            max(m.max_days_overdue)::int as max_days_overdue
          from orgs o join overdue_map_cells m on m.organization_id = o.id
            and m.map_date = o.today and m.zoom = ${zoom}
          where ${inScope(sql`m.organization_id`)}
            and m.cell_y between ${y[0]} and ${y[1]} and m.cell_x between ${x[0]} and ${x[1]}
          group by m.cell_y, m.cell_x
        )`
      : sql`${overdueMapPointsSql(ctx, day.ready)},
        cells as (
          select count(*)::int as customers, avg(latitude) as latitude,
            avg(longitude) as longitude, min(longitude) as west, min(latitude) as south,
            max(longitude) as east, max(latitude) as north,
            sum(overdue_loans)::int as overdue_loans, sum(overdue_balance) as overdue_balance,
            max(max_days_overdue)::int as max_days_overdue
            ${single.carried}
          from points
          where latitude >= ${y[0] * cell - 90} and latitude < ${(y[1] + 1) * cell - 90}
            and longitude >= ${x[0] * cell - 180} and longitude < ${(x[1] + 1) * cell - 180}
          group by ${mapCellOfSql(sql`latitude`, sql`longitude`, cell)}
        )`;
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with ${cells},
      areas as (
        select sum(customers) over ()::int as in_view, min(west) over () as extent_west,
          min(south) over () as extent_south, max(east) over () as extent_east,
          max(north) over () as extent_north, cells.*
        from cells
        order by overdue_balance desc, south, west
        limit ${OVERDUE_MAP_AREA_LIMIT}
      )
      select a.*, one.customer_id, one.organization_id, c.customer_id as customer_code,
        c.first_name || ' ' || c.last_name as name
      from areas a
      ${single.found}
      left join customers c on c.organization_id = one.organization_id and c.id = one.customer_id
      order by a.overdue_balance desc, a.south, a.west`,
  );
  const first = rows[0];
  return {
    as_of: day.ready ? day.as_of : null,
    total: known ?? (await countPoints(ctx, day.ready)),
    in_view: first?.in_view ?? 0,
    extent: first
      ? {
          west: first.extent_west,
          south: first.extent_south,
          east: first.extent_east,
          north: first.extent_north,
        }
      : null,
    areas: rows.map((row) => ({
      // A mean of stored 6-decimal places, rounded back to their precision.
      latitude: Number(row.latitude.toFixed(6)),
      longitude: Number(row.longitude.toFixed(6)),
      west: row.west,
      south: row.south,
      east: row.east,
      north: row.north,
      customers: row.customers,
      overdue_loans: row.overdue_loans,
      overdue_balance: fromPaise(paiseFromNumeric(row.overdue_balance)),
      max_days_overdue: row.max_days_overdue,
      customer:
        row.customer_id && row.organization_id
          ? {
              customer_id: row.customer_id,
              organization_id: row.organization_id,
              customer_code: row.customer_code ?? '',
              name: row.name ?? '',
            }
          : null,
    })),
  };
}

/** How many customers the map places, counted (live, or points written before migration 0049). */
async function countPoints(ctx: Pick<RequestContext, 'tx' | 'now'>, ready: boolean) {
  const [row] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`with ${overdueMapPointsSql(ctx, ready)} select count(*)::int as total from points`,
  );
  return Number(row?.total ?? 0);
}
