import type { Database, Db, Tx } from './client.ts';

/**
 * The table owner's connection, which bypasses row-level security. It is reachable only through
 * this module, and a lint rule lets only sign-in and sessions, migrations, the seed, scheduled
 * jobs and tests import it (eslint.config.js, `SYSTEM_IMPORTERS`). Everything a signed-in user
 * does runs in a request context instead (server/src/context/request-context.ts), whose
 * transaction is bound to the user's organization scope.
 */
export const OWNER_CONNECTION: unique symbol = Symbol('lendline.ownerConnection');

/** The owner's Drizzle handle: for migrations, the seed, jobs and tests. */
export function ownerConnection(database: Database): Db {
  return database[OWNER_CONNECTION];
}

/**
 * Runs `work` in one transaction as the system (table owner): only for work that happens
 * before a user is known (sign-in, sessions) or that spans tenants by design (migrations, seed,
 * scheduled jobs).
 */
export function runSystem<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
