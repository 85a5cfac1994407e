/**
 * Generating a day's collection entries (issue 11: "1,000,000 active loans in under 60 s on
 * PostgreSQL"): every organization's entries for its latest collection day, on a database filled
 * by bench/generate.ts, three times — from nothing, again (idempotent: nothing to write), and
 * forced (every entry rebuilt). Each run is one transaction, one statement an organization.
 *
 *   npx tsx bench/collections.bench.ts --database-url postgres://…/lendline_gen
 *   npx tsx bench/collections.bench.ts --data-dir /tmp/lendline-pglite
 */
import { parseArgs } from 'node:util';
import { calendarDayIn } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection, runSystem } from '../server/src/db/system.ts';
import { generateEntries } from '../server/src/modules/collections/generate-entries.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
if (!args['database-url'] && !args['data-dir']) {
  console.error('--database-url or --data-dir: a database filled by bench/generate.ts');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: args['database-url'] ?? '',
  dataDir: args['data-dir'] ?? '',
  poolSize: 2,
});
// The schema as committed: its indexes and triggers are part of what a day's generation costs.
await migrateDatabase(database);
const owner = ownerConnection(database);
const now = new Date();

const organizations = await queryRows<{ id: string; name: string; timezone: string }>(
  owner,
  sql`select o.id, o.name, o.timezone from organizations o
      where exists (select from loans l where l.organization_id = o.id) order by o.name`,
);
/** Each organization's latest collection day up to its today (a weekend has none of its own). */
const days = new Map<string, string>();
for (const organization of organizations) {
  const today = calendarDayIn(organization.timezone, now);
  const [row] = await queryRows<{ day: string | null }>(
    owner,
    sql`select to_char(max(day), 'YYYY-MM-DD') as day from collection_calendar
        where organization_id = ${organization.id} and day <= ${today}::date`,
  );
  if (row?.day) days.set(organization.id, row.day);
}
const [inCollection] = await queryRows<{ loans: number }>(
  owner,
  sql`select count(*)::int as loans from loans where status in ('active', 'overdue')`,
);

await runSystem(owner, async (tx) => {
  for (const [organizationId, day] of days) {
    await tx.execute(sql`delete from daily_collection_entries
      where organization_id = ${organizationId} and collection_date = ${day}::date`);
  }
});
// A new day has no entries, dead or alive: without this the first run would check each new key
// against the dead index entries of the rows just deleted.
await owner.execute(sql`vacuum analyze daily_collection_entries`);

async function generateAll(force: boolean): Promise<{ written: number; seconds: number }> {
  const started = performance.now();
  const written = await runSystem(owner, async (tx) => {
    let total = 0;
    for (const [organizationId, date] of days) {
      const one = performance.now();
      total += await generateEntries(tx, { organizationId, date, force });
      if (process.env.BENCH_VERBOSE) {
        console.error(organizationId, force, ((performance.now() - one) / 1000).toFixed(1));
      }
    }
    return total;
  });
  return { written, seconds: (performance.now() - started) / 1000 };
}

const runs = [
  ['from nothing', await generateAll(false)],
  ['again (idempotent)', await generateAll(false)],
  ['forced (force_regenerate)', await generateAll(true)],
] as const;

console.info(
  `\n${database.kind}: ${inCollection!.loans.toLocaleString('en')} loans active or overdue, ` +
    `${days.size} organizations, each on its latest collection day (${[...new Set(days.values())].join(', ')}).\n`,
);
console.info('| run | entries written | seconds |');
console.info('|---|---|---|');
for (const [name, run] of runs) {
  console.info(`| ${name} | ${run.written.toLocaleString('en')} | ${run.seconds.toFixed(1)} |`);
}
await database.close();
