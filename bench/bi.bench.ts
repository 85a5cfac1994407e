/**
 * Business Intelligence at scale (issue 14: every analytics endpoint p95 under 200 ms at a
 * million loans; decision 0072): GET /analytics/trends, /vintages, /collector-productivity and
 * /overdue-map with its areas (three views), for the default six months and for twelve, as Acme Microfinance's admin (its
 * tree: half the loans) and as the platform owner (every organization), serial requests through
 * the app, on a database filled by bench/generate.ts whose entries bench/collections.bench.ts
 * generated. The app's clock is set to noon of the entries' day in Asia/Kolkata, as the
 * dashboard bench's. The trends read the daily snapshots: run bench/analytics.bench.ts (its
 * backfill) first for a full line, else they read what is there.
 *
 * `--locate SHARE` (0–1) first gives that share of the customers without a location one (a
 * residential pin scattered around the organization's located customers, or Bengaluru), as on an
 * install where most customers were captured with a map pin, and times the start-of-day
 * statement that writes the day's overdue map points (decision 0086) before the reads.
 *
 *   npx tsx bench/bi.bench.ts --database-url postgres://…/lendline_gen --requests 20
 *   npx tsx bench/bi.bench.ts --database-url postgres://…/lendline_gen --locate 0.9
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/query-rows.ts';
import { runSystem } from '../server/src/db/system.ts';
import { writeOverdueMapPoints } from '../server/src/modules/analytics/overdue-map-points.ts';
import { RESULT_HEADER } from './http-load.ts';
import {
  measureSerial,
  openScaleDatabase,
  scaleArguments,
  signIn,
  startAppOnDay,
} from './support/scale-app.ts';

const { databaseUrl, requests, options } = scaleArguments(['locate']);
const locate = options.locate;
const { database, owner } = await openScaleDatabase(databaseUrl);

const [scale] = await queryRows<{ loans: number; snapshots: number; day: string | null }>(
  owner,
  sql`select (select count(*)::int from loans) as loans,
        (select count(*)::int from portfolio_snapshots) as snapshots,
        (select to_char(max(collection_date), 'YYYY-MM-DD') from daily_collection_entries) as day`,
);
if (!scale?.day)
  throw new Error('No entries: run bench/collections.bench.ts on this database first');

if (locate) {
  const share = Number(locate);
  if (!(share >= 0 && share <= 1)) throw new Error('--locate: a share between 0 and 1');
  let step = performance.now();
  // Deterministic per customer (its id's hash), within about 0.3 degrees of the centre.
  await owner.execute(sql`
    update customers c set
      residential_latitude = round((12.97 + ((hashtext(c.id::text) % 1000) / 3330.0))::numeric, 6),
      residential_longitude = round((77.59 + ((hashtext(c.id::text || 'x') % 1000) / 3330.0))::numeric, 6)
    where coalesce(c.residential_latitude, c.business_latitude) is null
      and abs(hashtext(c.id::text || 'share') % 10000) < ${Math.round(share * 10000)}`);
  await owner.execute(sql`vacuum analyze customers`);
  const [located] = await queryRows<{ located: number; customers: number }>(
    owner,
    sql`select count(*) filter (where coalesce(residential_latitude, business_latitude)
        is not null)::int as located, count(*)::int as customers from customers`,
  );
  console.info(
    `located ${located!.located.toLocaleString('en')} of ${located!.customers.toLocaleString('en')} ` +
      `customers in ${((performance.now() - step) / 1000).toFixed(1)} s`,
  );
  for (const run of ['first', 'again (same day, rewritten)']) {
    step = performance.now();
    const points = await runSystem(owner, (tx) =>
      writeOverdueMapPoints(
        tx,
        sql`select o.id as organization_id, ${scale.day}::date as day from organizations o`,
      ),
    );
    console.info(
      `overdue map points of ${scale.day}, ${run}: ${points.toLocaleString('en')} points in ` +
        `${((performance.now() - step) / 1000).toFixed(1)} s`,
    );
  }
  await owner.execute(sql`vacuum analyze overdue_map_points`);
  await owner.execute(sql`vacuum analyze overdue_map_cells`);
}

const { app, address } = await startAppOnDay(database, scale.day);
const users = ['admin@acme.test', 'owner@lendline.test'];
const cookies = await signIn(address, users);
const endpoints = [
  ['trends (6 months)', '/analytics/trends'],
  ['trends (12 months)', '/analytics/trends?months=12'],
  ['vintages (6 months)', '/analytics/vintages'],
  ['vintages (12 months)', '/analytics/vintages?months=12'],
  ['collector productivity (6 months)', '/analytics/collector-productivity'],
  ['collector productivity (12 months)', '/analytics/collector-productivity?months=12'],
  ['overdue map (the table)', '/analytics/overdue-map'],
  // The map's first view (the whole world, for the extent), a country and a city (decision 0090).
  ['overdue map areas (world, zoom 0)', '/analytics/overdue-map/areas?bbox=-180,-90,180,90&zoom=0'],
  ['overdue map areas (India, zoom 5)', '/analytics/overdue-map/areas?bbox=68,6,98,36&zoom=5'],
  [
    'overdue map areas (Bengaluru, zoom 11)',
    '/analytics/overdue-map/areas?bbox=77.4,12.8,77.8,13.1&zoom=11',
  ],
] as const;
const rows = await measureSerial(
  address,
  users.flatMap((email) =>
    endpoints.map(([name, path]) => [`${email} ${name}`, cookies.get(email), path] as const),
  ),
  requests,
);
console.info(
  `${database.kind}: ${scale.loans.toLocaleString('en')} loans, ` +
    `${scale.snapshots.toLocaleString('en')} portfolio snapshots, app's today ${scale.day}, ` +
    `${requests} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
