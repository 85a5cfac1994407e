import { CompleteSetupRequestSchema, SessionResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { startSession, toSessionResponse } from '../auth.service.ts';
import { completeSetup } from '../complete-setup.ts';
import { hashPassword } from '../passwords.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { asSystem } from '../system-work.ts';

/** An invited user sets their password and is signed in (spec part 1 §7). */
export const completeSetupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/complete-setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: CompleteSetupRequestSchema,
        response: { 200: SessionResponseSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const actor = auditActorOf(request);
      const passwordHash = await hashPassword(request.body.password);
      const session = await asSystem(request, async (db) => {
        const { userId } = await completeSetup(db, {
          token: request.body.token,
          passwordHash,
          actor,
          now,
        });
        return startSession(db, { userId, actor, now, policy: app.sessionPolicy });
      });
      setSessionCookie(reply, { ...session, secure: app.config.COOKIE_SECURE });
      return toSessionResponse(session.record);
    },
  );
};
