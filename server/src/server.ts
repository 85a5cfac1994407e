import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './seed/demo.ts';
import { ownerConnection } from './db/system.ts';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
mkdirSync(dataDir, { recursive: true });

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: resolve(dataDir, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
});
await migrateDatabase(database);
if (config.SEED_DEMO) await seedDemoData(ownerConnection(database));

const app = await buildApp({ config, database });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Lendline is running on http://localhost:${config.PORT} (database: ${database.kind})`);
