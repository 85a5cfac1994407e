import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { ownerConnection } from './db/system.ts';
import { findUserByEmail } from './modules/auth/auth.repository.ts';
import { readyLine } from './ready-line.ts';
import { seedDemoData } from './seed/demo.ts';
import { startStartOfDayWorker } from './jobs/start-of-day.ts';
import { startSealAuditChainWorker } from './jobs/seal-audit-chain.ts';
import { startReminderWorker } from './jobs/queue-reminders.ts';
import { startReportSchedulesWorker } from './jobs/run-report-schedules.ts';
import { reportFileStorage } from './modules/reports/report-file-storage.ts';
import { createDiskDocumentStorage } from './storage/disk-storage.ts';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
mkdirSync(dataDir, { recursive: true });

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: resolve(dataDir, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
});
await migrateDatabase(database);
if (config.SEED_DEMO) {
  await seedDemoData(database, {
    publicUrl: config.PUBLIC_URL,
    // Where the app serves documents from (modules/documents/routes), for the demo document.
    documentStorage: createDiskDocumentStorage(join(dataDir, 'documents')),
  });
}

const app = await buildApp({ config, database });
// Each organization's start of day: loans fallen behind turn overdue (one instance at a time).
const startOfDay = startStartOfDayWorker({ database, clock: () => new Date(), logger: app.log });
// The audit trail's hash chains: new rows linked every few seconds (one instance at a time).
const auditSealer = startSealAuditChainWorker({ database, logger: app.log });
// Customer reminders the rules call for, queued each organization's day (one instance at a time).
const reminders = startReminderWorker({ database, clock: () => new Date(), logger: app.log });
// Automated reports: due ones at start (a missed run catches up once), then every minute.
const reportSchedules = startReportSchedulesWorker({
  database,
  storage: reportFileStorage(config.DATA_DIR),
  clock: () => new Date(),
  logger: app.log,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  startOfDay.stop();
  auditSealer.stop();
  reminders.stop();
  reportSchedules.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
// The demo account is offered only when it exists (seeded now or on an earlier start).
const demoAccount = 'admin@acme.test';
const hasDemoUsers =
  config.SEED_DEMO && (await findUserByEmail(ownerConnection(database), demoAccount)) !== null;
console.info(
  readyLine({
    url: config.PUBLIC_URL,
    database:
      database.kind === 'pglite'
        ? `embedded PostgreSQL in ${resolve(dataDir, 'pglite')}`
        : 'PostgreSQL',
    demoAccount: hasDemoUsers ? demoAccount : null,
  }),
);
