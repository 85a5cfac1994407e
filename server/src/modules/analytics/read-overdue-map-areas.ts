import {
  fromPaise,
  mapCellDegrees,
  OVERDUE_MAP_AREA_LIMIT,
  type MapArea,
  type OverdueMapAreasResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { overdueMapDay, overdueMapPointsSql } from './read-overdue-map.ts';
import { paiseFromNumeric } from './paise.ts';

interface Row {
  total: number;
  extent_west: string | null;
  extent_south: string | null;
  extent_east: string | null;
  extent_north: string | null;
  in_view: number | null;
  customers: number | null;
  latitude: string;
  longitude: string;
  west: string;
  south: string;
  east: string;
  north: string;
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
 * one customer is named from the customers table; `extent` spans every point of the scope, so
 * the map can open on them before it knows its zoom. At most OVERDUE_MAP_AREA_LIMIT areas, the
 * largest balances first: a view at the deepest zoom of a whole country.
 */
export async function readOverdueMapAreas(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  view: MapArea,
  zoom: number,
): Promise<OverdueMapAreasResponse> {
  const day = await overdueMapDay(ctx);
  const cell = mapCellDegrees(zoom);
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with ${overdueMapPointsSql(ctx, day.ready)},
      extent as (
        select count(*)::int as total, min(longitude) as extent_west,
          min(latitude) as extent_south, max(longitude) as extent_east,
          max(latitude) as extent_north
        from points
      ),
      areas as (
        select sum(count(*)) over ()::int as in_view, count(*)::int as customers,
          avg(latitude) as latitude, avg(longitude) as longitude,
          min(longitude) as west, min(latitude) as south, max(longitude) as east,
          max(latitude) as north, sum(overdue_loans)::int as overdue_loans,
          sum(overdue_balance) as overdue_balance, max(max_days_overdue)::int as max_days_overdue,
          case when count(*) = 1 then (array_agg(customer_id))[1] end as customer_id,
          case when count(*) = 1 then (array_agg(organization_id))[1] end as organization_id
        from points
        where longitude between ${view.west} and ${view.east}
          and latitude between ${view.south} and ${view.north}
        group by floor((latitude + 90) / ${cell}), floor((longitude + 180) / ${cell})
        order by overdue_balance desc, min(latitude), min(longitude)
        limit ${OVERDUE_MAP_AREA_LIMIT}
      )
      select e.*, a.*, c.customer_id as customer_code, c.first_name || ' ' || c.last_name as name
      from extent e
      left join areas a on true
      left join customers c on c.organization_id = a.organization_id and c.id = a.customer_id
      order by a.overdue_balance desc, a.south, a.west`,
  );
  const first = rows[0];
  const degrees = (value: string | null) => Number(value);
  return {
    as_of: day.ready ? day.as_of : null,
    total: Number(first?.total ?? 0),
    in_view: Number(first?.in_view ?? 0),
    extent:
      first?.extent_west == null
        ? null
        : {
            west: degrees(first.extent_west),
            south: degrees(first.extent_south),
            east: degrees(first.extent_east),
            north: degrees(first.extent_north),
          },
    areas: rows
      .filter((row) => row.customers !== null)
      .map((row) => ({
        latitude: Number(Number(row.latitude).toFixed(6)),
        longitude: Number(Number(row.longitude).toFixed(6)),
        west: Number(row.west),
        south: Number(row.south),
        east: Number(row.east),
        north: Number(row.north),
        customers: Number(row.customers),
        overdue_loans: Number(row.overdue_loans),
        overdue_balance: fromPaise(paiseFromNumeric(row.overdue_balance)),
        max_days_overdue: Number(row.max_days_overdue),
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
