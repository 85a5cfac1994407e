import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db, Tx } from '../db/client.ts';
import { runScoped } from '../db/scope.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { withDatabaseTimer } from '../db/timing.ts';
import type { RequestContext } from '../context/request-context.ts';
import { AppError } from '../errors.ts';
import { auditActorOf } from '../modules/audit/write-audit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** @deprecated The owner connection: being removed (issue 7); use request.withContext. */
    db: Db;
  }
  interface FastifyRequest {
    /**
     * Runs a service in the request context: one transaction bound to the signed-in user's
     * organization scope, with the user, the audit actor and the request's clock reading.
     */
    withContext<T>(work: (ctx: RequestContext) => Promise<T>): Promise<T>;
    /** @deprecated Use withContext. */
    scoped<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
    /** @deprecated Being removed (issue 7): sign-in and sessions use the auth module. */
    system<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
    /** @deprecated Being removed (issue 7). */
    withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
    const { database } = options;
    const owner = ownerConnection(database);
    app.decorate('database', database);
    app.decorate('db', owner);
    app.decorateRequest('withContext', function withContext<
      T,
    >(this: FastifyRequest, work: (ctx: RequestContext) => Promise<T>) {
      const auth = this.auth;
      if (!auth) throw new AppError('NOT_AUTHENTICATED', 'User not authenticated');
      const actor = auditActorOf(this);
      const now = this.server.clock();
      return withDatabaseTimer(this.databaseTimer, () =>
        runScoped(owner, auth.scope, (tx) => work({ tx, auth, actor, now })),
      );
    });
    app.decorateRequest('scoped', function scoped<
      T,
    >(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
      const auth = this.auth;
      if (!auth) throw new AppError('NOT_AUTHENTICATED', 'User not authenticated');
      return withDatabaseTimer(this.databaseTimer, () => runScoped(owner, auth.scope, work));
    });
    app.decorateRequest('system', function system<
      T,
    >(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
      return withDatabaseTimer(this.databaseTimer, () => runSystem(owner, work));
    });
    app.decorateRequest('withDatabase', function withDatabase<
      T,
    >(this: FastifyRequest, work: (db: Db) => Promise<T>) {
      return withDatabaseTimer(this.databaseTimer, () => work(owner));
    });
  },
  { name: 'database', dependencies: ['timing'] },
);
