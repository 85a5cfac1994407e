import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { timeQuery } from './timing.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database handle or a transaction: what repositories take. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

type Queryable = {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
};

function instrument(target: Queryable): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((...args: never[]) => timeQuery(() => query(...args))) as Queryable['query'];
  target.exec = ((...args: never[]) => timeQuery(() => exec(...args))) as Queryable['exec'];
}

/** Embedded PostgreSQL (PGlite). Every query, inside a transaction or not, is timed. */
export function openPglite(client: PGlite): Database {
  instrument(client as unknown as Queryable);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Queryable) => Promise<unknown>) =>
    transaction((tx) => {
      instrument(tx as unknown as Queryable);
      return callback(tx as unknown as Queryable);
    })) as PGlite['transaction'];
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function createPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return openPglite(client);
}

/** A pool of real PostgreSQL connections; each connection's queries are timed. */
export function createPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('connect', (connection) => {
    const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    (connection as unknown as { query: unknown }).query = (...args: unknown[]) => {
      // Callback-style calls (used inside pg itself) pass through untimed.
      if (typeof args[args.length - 1] === 'function') return query(...args);
      return timeQuery(() => query(...args) as Promise<unknown>);
    };
  });
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize);
  return createPglite(options.dataDir);
}
