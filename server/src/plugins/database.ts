import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db, Tx } from '../db/client.ts';
import { runScoped, runSystem } from '../db/scope.ts';
import { withDatabaseTimer } from '../db/timing.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
  interface FastifyRequest {
    /** Runs work in one transaction bound to the signed-in user's organization scope. */
    scoped<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
    /** Runs work as the system: only before a user is known (sign-in, sessions). */
    system<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
    /** Gives work the database handle, timing its queries for Server-Timing. */
    withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
    const { database } = options;
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorateRequest('scoped', function scoped<
      T,
    >(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
      const auth = this.auth;
      if (!auth) throw new AppError('NOT_AUTHENTICATED', 'User not authenticated');
      return withDatabaseTimer(this.databaseTimer, () => runScoped(database.db, auth.scope, work));
    });
    app.decorateRequest('system', function system<
      T,
    >(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
      return withDatabaseTimer(this.databaseTimer, () => runSystem(database.db, work));
    });
    app.decorateRequest('withDatabase', function withDatabase<
      T,
    >(this: FastifyRequest, work: (db: Db) => Promise<T>) {
      return withDatabaseTimer(this.databaseTimer, () => work(database.db));
    });
  },
  { name: 'database', dependencies: ['timing'] },
);
