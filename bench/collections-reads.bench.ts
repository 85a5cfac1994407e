/**
 * What Due Today and the sidebar ask, at scale (issue 11): the cards, the Due Today badge (the
 * navigation counts), the Pending and Overdue tabs' first pages, a search, an agent's 'Mine' and
 * the alerts, serial requests through the app, on a database filled by bench/generate.ts whose
 * entries bench/collections.bench.ts generated (each organization's latest collection day, which
 * is today on a collection day).
 *
 *   npx tsx bench/collections-reads.bench.ts --database-url postgres://…/lendline_gen
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

const [acme] = await queryRows<{ entries: number; day: string; customer: string }>(
  owner,
  sql`select count(*)::int as entries, to_char(e.collection_date, 'YYYY-MM-DD') as day,
        min(c.last_name) as customer
      from daily_collection_entries e
      join organizations o on o.id = e.organization_id
      join customers c on c.organization_id = e.organization_id and c.id = e.customer_id
      where o.name = 'Acme Microfinance'
        and e.collection_date = (select max(collection_date) from daily_collection_entries)
      group by e.collection_date`,
);
if (!acme) throw new Error('No entries: run bench/collections.bench.ts on this database first');

const { app, address } = await startAppOnDay(database, acme.day);
const cookies = await signIn(address, ['manager@acme.test', 'agent@acme.test']);
const manager = cookies.get('manager@acme.test');
const agent = cookies.get('agent@acme.test');

/** The Due Today sorts timed besides the default order: the column's name and its `sort`. */
const SORTED_BY = [
  ['customer', 'customer_name'],
  ['loan number', 'loan_number'],
  ['collector', 'collector_name'],
  ['amount due', 'due_amount'],
] as const;

const day = `date=${acme.day}`;
const search = encodeURIComponent(acme.customer);
const rows = await measureSerial(
  address,
  [
    ['cards (summary)', manager, `/collections/summary?${day}`],
    ['sidebar counts (Due Today badge)', manager, '/navigation/counts'],
    ['Pending, first page', manager, `/collections?${day}&tab=pending&page=1&page_size=10`],
    ['Overdue, first page', manager, `/collections?${day}&tab=overdue&page=1&page_size=10`],
    ...SORTED_BY.map(
      ([name, sort]) =>
        [
          `Pending, sorted by ${name}`,
          manager,
          `/collections?${day}&tab=pending&sort=${sort}&page=1&page_size=10`,
        ] as const,
    ),
    ['search a customer', manager, `/collections?${day}&tab=pending&search=${search}&page=1`],
    ['agent, Mine', agent, `/collections?${day}&tab=pending&mine=true&page=1&page_size=10`],
    ['agent, own first', agent, `/collections?${day}&tab=pending&mine_first=true&page=1`],
    ['alerts', manager, '/collections/alerts'],
  ],
  requests,
);
console.info(
  `${database.kind}: Acme Microfinance's ${acme.entries.toLocaleString('en')} entries of ${acme.day}, ` +
    `${requests} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
