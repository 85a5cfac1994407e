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

interface SeededTemplate {
  pgliteDumpPath: string;
  postgresTemplate: string;
  teardown: () => Promise<void>;
}

/** The run's one seeded template, shared by its server projects (one vitest process). */
interface RunTemplate {
  template: Promise<SeededTemplate>;
  users: number;
}
const RUN_TEMPLATE = Symbol.for('lendline.test.seeded-template');
const run = globalThis as { [RUN_TEMPLATE]?: RunTemplate };

/**
 * Migrates and seeds once for the whole run; each test file then copies the result. The server
 * and server-mocks projects each name this setup, and vitest runs both in its one process: the
 * second takes the first's template rather than seeding again (about 30 s here). The demo
 * document's bytes go to the run's temporary folder: the test apps keep no documents of their
 * own, so its content is not served (its row, listing and alert are what the tests read).
 */
export default async function setup(project: TestProject) {
  const shared = (run[RUN_TEMPLATE] ??= { template: seedTemplate(), users: 0 });
  shared.users += 1;
  const template = await shared.template;
  project.provide('pgliteDumpPath', template.pgliteDumpPath);
  project.provide('postgresTemplate', template.postgresTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete run[RUN_TEMPLATE];
    await template.teardown();
  };
}

async function seedTemplate(): Promise<SeededTemplate> {
  const folder = mkdtempSync(join(tmpdir(), 'lendline-test-'));
  const documentStorage = createDiskDocumentStorage(join(folder, 'documents'));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
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
    return {
      pgliteDumpPath: '',
      postgresTemplate: template,
      teardown: async () => {
        await admin.query(`drop database if exists ${template}`);
        await admin.end();
        removeFolder();
      },
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = openPglite(client);
  await migrateDatabase(database);
  await seedDemoData(database, { documentStorage });
  await dropSpareWalSegments(client);
  const dump = await client.dumpDataDir('none');
  const dumpPath = join(folder, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { pgliteDumpPath: dumpPath, postgresTemplate: '', teardown: async () => removeFolder() };
}

/**
 * Every test file loads the dump (about a hundred a run), and half of it was write-ahead log that
 * no start reads: after a checkpoint, PostgreSQL starts from the checkpoint's redo point, so the
 * segments before it are spent, and the two it had preallocated beyond the one in use are created
 * again when reached. Only the segments from the redo point to the one in use go into the dump
 * (95 → 62 MB; opening a file's database 1.8–2.2 s → 1.0–1.4 s here).
 */
async function dropSpareWalSegments(client: PGlite): Promise<void> {
  await client.query('checkpoint');
  const { rows } = await client.query<WalPosition>(
    `select c.redo_wal_file as redo, pg_walfile_name(pg_current_wal_lsn()) as current,
            current_setting('data_directory') as data
       from pg_control_checkpoint() c`,
  );
  const [{ redo, current, data }] = rows as [WalPosition];
  const folder = `${data}/pg_wal`;
  const { FS } = client.Module;
  for (const name of FS.readdir(folder)) {
    // Segment names of one timeline sort in the order they are written.
    const spare = WAL_SEGMENT.test(name) && (name < redo || name > current);
    if (spare) FS.unlink(`${folder}/${name}`);
  }
}

interface WalPosition {
  redo: string;
  current: string;
  data: string;
}

const WAL_SEGMENT = /^[0-9A-F]{24}$/;
