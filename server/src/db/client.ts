import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import {
  drizzle as drizzleNodePostgres,
  NodePgSession,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createHash } from 'node:crypto';
import * as schema from './schema/index.ts';
import { inlineParameters } from './inline-parameters.ts';
import { OWNER_CONNECTION } from './system.ts';
import { timeQuery } from './timing.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database handle or a transaction: what repositories take. */
export type Executor = Db | Tx;

export interface Database {
  /** The owner's connection (bypasses row-level security): only through db/system.ts. */
  [OWNER_CONNECTION]: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip, for the health check. */
  ping(): Promise<void>;
  /**
   * Runs work while holding a PostgreSQL advisory lock, so exactly one server instance does it
   * at a time (migrations at start, scheduled jobs). PGlite has one process: no lock needed.
   */
  withExclusiveLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel and calls onPayload with each notification's payload; resolves to a
   * function that stops listening. PostgreSQL uses a dedicated connection that reconnects after
   * an error (notices sent while it is down are lost: listeners must tolerate gaps, and
   * onListening tells when it is down, false, and listening again, true).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
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
  return {
    [OWNER_CONNECTION]: db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withExclusiveLock: (_key, work) => work(),
    listen: async (channel, onPayload, onListening) => {
      const unsubscribe = await client.listen(channel, onPayload);
      // In process: no connection to lose.
      onListening?.(true);
      return () => unsubscribe();
    },
    close: () => client.close(),
  };
}

/** Extensions the migrations use; PGlite loads them as modules. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function createPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  return openPglite(client);
}

/**
 * A transaction whose first and last round trips carry more than BEGIN and COMMIT: `first`
 * runs right after BEGIN, `last` right before COMMIT (its first row is returned). Both are
 * static SQL text without parameters (literals already escaped).
 */
export type StatementsTransaction = <T>(
  statements: { first: string; last: string },
  work: (tx: Tx) => Promise<T>,
) => Promise<{ result: T; last: Record<string, unknown> | undefined }>;

const statementsTransactions = new WeakMap<Db, StatementsTransaction>();

/**
 * Runs `work` in a transaction opened by `statements.first` and closed after `statements.last`.
 * On node-postgres BEGIN and `first` travel with the work's first statement, and `last` with
 * COMMIT, in the simple protocol: a read of one statement is two round trips. Elsewhere (PGlite,
 * in process) they are statements of their own.
 */
export function transactionWithStatements<T>(
  db: Db,
  statements: { first: string; last: string },
  work: (tx: Tx) => Promise<T>,
): Promise<{ result: T; last: Record<string, unknown> | undefined }> {
  const pooled = statementsTransactions.get(db);
  if (pooled) return pooled(statements, work);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(statements.first));
    const result = await work(tx);
    const last = (await tx.execute(sql.raw(statements.last))) as unknown as {
      rows: Record<string, unknown>[];
    };
    return { result, last: last.rows[0] };
  });
}

type QueryConfig = pg.QueryConfig & { rowMode?: 'array'; types?: unknown };

/**
 * The connection as a transaction's queries see it: the first query opens the transaction. When
 * its parameters can be written as literals it goes in the same message as BEGIN and the opening
 * statement; PostgreSQL parses the whole message first and stops at the first error, so the
 * query can never run without them. Otherwise BEGIN and the opening statement go first alone.
 */
function deferredBegin(client: pg.PoolClient, opening: string) {
  let begun = false;
  const query = async (config: QueryConfig | string, values?: unknown[]) => {
    if (begun) return client.query(config as pg.QueryConfig, values);
    begun = true;
    const text = typeof config === 'string' ? config : config.text;
    const parameters = values ?? (typeof config === 'string' ? [] : (config.values ?? []));
    // A named (prepared) statement or a submittable (cursor, stream) keeps its own protocol.
    const plain =
      typeof config === 'string' ||
      (!config.name && typeof (config as { submit?: unknown }).submit !== 'function');
    const inlined = plain ? inlineParameters(text, parameters) : null;
    if (inlined === null) {
      await client.query(`begin; ${opening}`);
      return client.query(config as pg.QueryConfig, values);
    }
    const { rowMode, types } = typeof config === 'string' ? ({} as QueryConfig) : config;
    const results = (await client.query({
      text: `begin; ${opening}; ${inlined}`,
      ...(rowMode ? { rowMode } : {}),
      ...(types ? { types } : {}),
    } as pg.QueryConfig)) as unknown as pg.QueryResult[];
    return results[results.length - 1]!;
  };
  return {
    connection: { query } as unknown as pg.PoolClient,
    get begun() {
      return begun;
    },
  };
}

function pooledStatementsTransaction(pool: pg.Pool): StatementsTransaction {
  // What drizzle builds for a transaction, built once. Without the schema's relations: a
  // transaction would build a relational query builder for every table on every request, and
  // requests make no relational queries (tx.query).
  const dialect = new PgDialect();
  return async (statements, work) => {
    const client = await pool.connect();
    const transaction = deferredBegin(client, statements.first);
    let broken: Error | undefined;
    try {
      const session = new NodePgSession(transaction.connection, dialect, undefined);
      const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
      const result = await work(tx);
      // Work that sent nothing opened nothing.
      if (!transaction.begun) return { result, last: undefined };
      const results = (await client.query(
        `${statements.last}; commit`,
      )) as unknown as pg.QueryResult[];
      return { result, last: results[0]?.rows[0] as Record<string, unknown> | undefined };
    } catch (error) {
      // Outside a transaction (a failed COMMIT already ended it) this only warns.
      if (transaction.begun) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      }
      throw error;
    } finally {
      // A connection that cannot roll back is not handed to the next request.
      client.release(broken);
    }
  };
}

/** A pool of real PostgreSQL connections; each connection's queries are timed. */
export function createPostgres(connectionString: string, max = 10): Database {
  // A Date parameter goes out in UTC, as an inlined one does (inline-parameters.ts): the same
  // instant, and the same calendar date for a `date` column, whatever the process's time zone.
  pg.defaults.parseInputDatesAsUTC = true;
  // Without just-in-time compilation: its planning cost counts the rows a statement may read, and
  // the few statements that read many (expected collections, the payment schedule, at 500,000
  // loans) spent 1.7-1.9 s compiling each call (docs/decisions/0101).
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  // Promise-style calls are the ones drizzle makes; callback-style calls are pg's own (Pool.query
  // runs a checked-out client's query with a callback), so timing only the former counts once.
  const instrumentQuery = (target: { query: unknown }) => {
    const query = (target.query as (...args: unknown[]) => unknown).bind(target);
    target.query = (...args: unknown[]) => {
      if (typeof args[args.length - 1] === 'function') return query(...args);
      return timeQuery(() => query(...args) as Promise<unknown>);
    };
  };
  instrumentQuery(pool as unknown as { query: unknown });
  pool.on('connect', (connection) => {
    instrumentQuery(connection as unknown as { query: unknown });
    prepareStatements(connection);
  });
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Db;
  statementsTransactions.set(db, pooledStatementsTransaction(pool));
  const withExclusiveLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      connection.release();
    }
  };
  const listen = (
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ) => listenPostgres(connectionString, channel, onPayload, onListening);
  return {
    [OWNER_CONNECTION]: db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    withExclusiveLock,
    listen,
    close: () => pool.end(),
  };
}

/** Statements longer than this are not prepared (a long list of values is rarely sent twice). */
const MAX_PREPARED_LENGTH = 8_192;
/** Prepared statements kept on one connection, at most: the first ones seen, the hot ones. */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Has the connection prepare each statement with parameters (decision 0056): named after its
 * text, it is parsed and planned by PostgreSQL once per connection, then only bound and run
 * (after five runs PostgreSQL keeps a generic plan when it is no worse than planning each time).
 * Statements without parameters stay as they are: several in one text (BEGIN with the opening
 * statements, the closing read with COMMIT) cannot be prepared.
 */
export function prepareStatements(connection: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  (connection as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const config = args[0] as (QueryConfig & { submit?: unknown }) | string | undefined;
    if (!config || typeof config !== 'object' || config.name || config.submit) {
      return query(...args);
    }
    const values = config.values ?? (args[1] as unknown[] | undefined);
    if (!values?.length || config.text.length > MAX_PREPARED_LENGTH) return query(...args);
    const name = `l${createHash('sha1').update(config.text).digest('base64url')}`;
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return query(...args);
      prepared.add(name);
    }
    return query({ ...config, name }, ...args.slice(1));
  };
}

const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN outside the pool: a pooled connection would be handed to other work between queries.
 * The first connection must succeed; later losses reconnect every second until stopped.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onListening: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = (lost: pg.Client) => {
    if (current === lost) {
      current = null;
      onListening(false);
    }
    lost.removeAllListeners();
    lost.on('error', () => {});
    lost.end().catch(() => {});
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {});
    }, LISTEN_RETRY_MS);
  };

  const connect = async (first = false) => {
    // Keep-alive probes notice a connection that died silently (notices would be lost unseen).
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', () => scheduleReconnect(client));
    client.on('end', () => {
      if (!stopped) scheduleReconnect(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      if (first) stopped = true;
      scheduleReconnect(client);
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    onListening(true);
  };

  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize);
  return createPglite(options.dataDir);
}
