/**
 * The reminder job at scale (issue 14: one statement queues the day's messages): on a database
 * filled by bench/generate.ts, a reminder rule for every loan at least one day overdue in every
 * organization, queued twice — from nothing, and again the same day (idempotent: nothing to
 * write). One transaction, rolled back at the end, so the database is left as it was.
 *
 *   npx tsx bench/reminders.bench.ts --database-url postgres://…/lendline_gen
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection, runSystem } from '../server/src/db/system.ts';
import { queueReminders } from '../server/src/modules/notifications/queue-reminders.ts';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
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
await migrateDatabase(database);
const owner = ownerConnection(database);
const now = new Date();

class RollBack extends Error {}
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
};

try {
  await runSystem(owner, async (tx) => {
    await tx.execute(sql`with t as (
        insert into message_templates (organization_id, name, channel, language, body)
        select id, 'Bench overdue', 'sms', 'en', 'Dear {{customer_name}}, {{amount_due}} is due'
        from organizations returning organization_id, id)
      insert into reminder_rules (organization_id, name, trigger, min_days_overdue, cadence_days,
        template_id)
      select organization_id, 'Bench 1+ days overdue', 'days_overdue', 1, 1, id from t`);
    const [loans] = await queryRows<{ active: number; overdue: number }>(
      tx,
      sql`select count(*) filter (where status in ('active', 'overdue'))::int as active,
            count(*) filter (where status in ('active', 'overdue')
              and next_due_date < current_date)::int as overdue from loans`,
    );
    const [first, firstSeconds] = await timed(() => queueReminders(tx, { now, lock: true }));
    const [second, secondSeconds] = await timed(() => queueReminders(tx, { now, lock: true }));
    console.info(
      `loans in collection ${loans?.active}, behind ${loans?.overdue}: ` +
        `queued ${first} in ${firstSeconds.toFixed(2)} s; ` +
        `the same day again queued ${second} in ${secondSeconds.toFixed(2)} s`,
    );
    throw new RollBack();
  });
} catch (error) {
  if (!(error instanceof RollBack)) throw error;
} finally {
  await database.close();
}
