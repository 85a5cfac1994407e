import { MESSAGES } from '@lendline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { runScoped } from '../db/scope.ts';
import { ownerConnection } from '../db/system.ts';
import { withDatabaseTimer } from '../db/timing.ts';
import type { RequestContext } from '../context/request-context.ts';
import { AppError } from '../errors.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { auditActorOf } from '../modules/audit/write-audit.ts';
import { recordGrantUse } from '../modules/emergency-access/record-grant-use.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
  interface FastifyRequest {
    /**
     * Runs a service in the request context: one transaction bound to the signed-in user's
     * organization scope, with the user, the audit actor and the request's clock reading.
     */
    withContext<T>(work: (ctx: RequestContext) => Promise<T>): Promise<T>;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
    const { database } = options;
    const owner = ownerConnection(database);
    app.decorate('database', database);
    app.decorateRequest('withContext', function withContext<
      T,
    >(this: FastifyRequest, work: (ctx: RequestContext) => Promise<T>) {
      const auth = this.auth;
      if (!auth) throw new AppError('NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
      const actor = auditActorOf(this);
      const now = this.server.clock();
      const language = requestLanguage(this);
      const sessionCache = this.server.sessionCache;
      return withDatabaseTimer(this.databaseTimer, () =>
        runScoped(
          owner,
          auth.scope,
          async (tx) => {
            const ctx = { tx, auth, actor, now, language };
            const result = await work(ctx);
            // Set by the route guard, or by a service check only a grant passed (mayDo).
            if (actor.emergencyGrantId) {
              await recordGrantUse(ctx, {
                grantId: actor.emergencyGrantId,
                method: this.method,
                route: this.routeOptions.url ?? this.url,
              });
            }
            return result;
          },
          {
            // A change to sessions, users, roles or organizations forgets the sessions it touched
            // before the answer leaves, so the next request on this instance meets the change.
            onAuthChanged: (noted) => sessionCache?.forgetUsers(noted),
          },
        ),
      );
    });
  },
  { name: 'database', dependencies: ['timing'] },
);
