import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { signOut } from '../auth.service.ts';
import { hashSessionToken, SESSION_COOKIE } from '../session-token.ts';
import { asSystem } from '../system-work.ts';

export const signOutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-out',
    {
      // Ending one's own session is never refused, even past a limit (decision 0068) or before
      // enrolling in MFA (decision 0066).
      config: { access: 'authenticated', rateLimit: 'exempt', duringMfaEnrollment: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out, ending the session',
        operationId: 'signOut',
        response: { 204: z.null(), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      await asSystem(request, (db) =>
        signOut(db, {
          record: requireAuth(request),
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      // Other instances hear of it from the database (user_sessions' trigger).
      app.sessionCache.forgetSession(hashSessionToken(request.cookies[SESSION_COOKIE] ?? ''));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
