import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPostgres, openPglite, PGLITE_EXTENSIONS } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../seed/demo.ts';
import { createDiskDocumentStorage } from '../storage/disk-storage.ts';
import { adminUrl, databaseUrl } from './postgres-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded database. */
    pgliteDumpPath: string;
    /** PostgreSQL: the migrated, seeded template database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once for the whole run; each test file then copies the result. The demo
 * document's bytes go to the run's temporary folder: the test apps keep no documents of their
 * own, so its content is not served (its row, listing and alert are what the tests read).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'lendline-test-'));
  const documentStorage = createDiskDocumentStorage(join(folder, 'documents'));
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const template = `lendline_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(testDatabaseUrl) });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = createPostgres(databaseUrl(testDatabaseUrl, template), 2);
    await migrateDatabase(database);
    await seedDemoData(database, { documentStorage });
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
      rmSync(folder, { recursive: true, force: true });
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = openPglite(client);
  await migrateDatabase(database);
  await seedDemoData(database, { documentStorage });
  const dump = await client.dumpDataDir('none');
  const dumpPath = join(folder, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(folder, { recursive: true, force: true });
}
