import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ownerConnection } from '../db/system.ts';
import { checkWholeLedger } from './check-whole-ledger.ts';

/**
 * `npm run check:ledger`: the ledger checks of issue 10 over every organization of the database
 * the server uses (DATABASE_URL, else the embedded one under DATA_DIR). Prints what drifted and
 * exits 1 on any drift, 0 when the books are sound.
 */
const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: resolve(dataDir, 'pglite'),
  poolSize: 2,
});
try {
  await migrateDatabase(database);
  const problems = await checkWholeLedger(ownerConnection(database));
  if (problems.length === 0) {
    process.stdout.write('Ledger check: every entry balances and every balance matches.\n');
  } else {
    for (const problem of problems) {
      process.stdout.write(`${problem.count} ${problem.check}: ${problem.examples.join(', ')}\n`);
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
