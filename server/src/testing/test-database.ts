import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createPostgres, openPglite, PGLITE_EXTENSIONS, type Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { DataScope } from '../db/scope.ts';
import { ownerConnection } from '../db/system.ts';
import { checkWholeLedger } from '../jobs/check-whole-ledger.ts';
import { adminUrl, databaseUrl } from './postgres-urls.ts';

export interface TestDatabaseOptions {
  /**
   * Whether closing the database first checks its books (issue 10 "Integrity": the ledger
   * check runs at the end of every test file, on PGlite and on PostgreSQL). Off only for the
   * tests that write loans straight into the tables to test something else; or every check but
   * those `except` names (a test that moves a loan's oldest unpaid date by hand keeps the others).
   */
  ledgerCheck?: boolean | { except: readonly string[] };
}

/**
 * A fresh copy of the migrated, seeded test database: PGlite loaded from the dump, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database created from the template. Closing it runs
 * the ledger check and fails on any drift.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const database = await openTestDatabase();
  if (options.ledgerCheck === false) return database;
  return {
    ...database,
    close: async () => {
      const except = typeof options.ledgerCheck === 'object' ? options.ledgerCheck.except : [];
      // A check that cannot run is a failure too, after the database is closed all the same.
      const problems = await checkWholeLedger(ownerConnection(database)).finally(() =>
        database.close(),
      );
      const drifted = problems.filter((problem) => !except.includes(problem.check));
      if (drifted.length > 0) {
        throw new Error(`The ledger drifted: ${JSON.stringify(drifted, null, 2)}`);
      }
    },
  };
}

async function openTestDatabase(): Promise<Database> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (testDatabaseUrl && template) {
    const name = `lendline_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(testDatabaseUrl) });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = createPostgres(databaseUrl(testDatabaseUrl, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: PGLITE_EXTENSIONS,
  });
  return openPglite(client);
}

/** The demo Acme manager's data scope (their one organization), for tests of scoped work. */
export async function managerScope(database: Database): Promise<DataScope> {
  const [row] = await queryRows<{ user_id: string; organization_id: string }>(
    ownerConnection(database),
    sql`select p.user_id, p.organization_id from user_profiles p
        join users u on u.id = p.user_id where u.email = 'manager@acme.test'`,
  );
  return { userId: row!.user_id, organizationIds: [row!.organization_id], allOrganizations: false };
}
