/**
 * The dashboard at scale (issue 14: every dashboard endpoint p95 under 200 ms at a million
 * loans): GET /dashboard for each view (a manager's branch, an organization admin's tree, the
 * platform owner's every tenant, a loan officer's pipeline, an agent's route) and the lists its
 * figures open (the loans more than 7 days overdue, an officer's pending applications, this
 * month's disbursements), serial requests through the app, on a database filled by
 * bench/generate.ts whose entries bench/collections.bench.ts generated. The app's clock is set
 * to noon of the entries' day in Asia/Kolkata, so "today" is a collection day with its entries.
 *
 *   npx tsx bench/dashboard.bench.ts --database-url postgres://…/lendline_gen
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/query-rows.ts';
import { RESULT_HEADER } from './http-load.ts';
import {
  measureSerial,
  openScaleDatabase,
  scaleArguments,
  signIn,
  startAppOnDay,
} from './support/scale-app.ts';

const { databaseUrl, requests } = scaleArguments();
const { database, owner } = await openScaleDatabase(databaseUrl);

const [scale] = await queryRows<{ loans: number; entries: number; day: string | null }>(
  owner,
  sql`select (select count(*)::int from loans) as loans,
        (select count(*)::int from daily_collection_entries
          where collection_date = (select max(collection_date) from daily_collection_entries))
          as entries,
        (select to_char(max(collection_date), 'YYYY-MM-DD') from daily_collection_entries) as day`,
);
if (!scale?.day)
  throw new Error('No entries: run bench/collections.bench.ts on this database first');
const [officer] = await queryRows<{ id: string }>(
  owner,
  sql`select id from users where email = 'officer@acme.test'`,
);

const { app, address } = await startAppOnDay(database, scale.day);
const cookies = await signIn(address, [
  'manager@acme.test',
  'admin@acme.test',
  'owner@lendline.test',
  'officer@acme.test',
  'agent@acme.test',
]);

const month = `disbursed_from=${scale.day.slice(0, 8)}01&disbursed_to=${scale.day}`;
const cases: [string, string, string][] = [
  ['dashboard: manager (branch)', 'manager@acme.test', '/dashboard'],
  ['dashboard: organization admin (tree)', 'admin@acme.test', '/dashboard'],
  ['dashboard: platform owner (every tenant)', 'owner@lendline.test', '/dashboard'],
  ['dashboard: loan officer (pipeline)', 'officer@acme.test', '/dashboard'],
  ['dashboard: collection agent (route)', 'agent@acme.test', '/dashboard'],
  ['sidebar counts', 'manager@acme.test', '/navigation/counts'],
  ['PAR7 list, first page', 'manager@acme.test', '/loans?overdue_more_than=7&page_size=25'],
  [
    "officer's pending applications",
    'officer@acme.test',
    `/loans?tab=pending&created_by=${officer!.id}&page_size=25`,
  ],
  ['disbursed this month list', 'manager@acme.test', `/loans?${month}&page_size=25`],
];
const rows = await measureSerial(
  address,
  cases.map(([name, email, path]) => [name, cookies.get(email), path] as const),
  requests,
);
console.info(
  `${database.kind}: ${scale.loans.toLocaleString('en')} loans, ${scale.entries.toLocaleString('en')} ` +
    `entries on ${scale.day} (the app's today), ${requests} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
