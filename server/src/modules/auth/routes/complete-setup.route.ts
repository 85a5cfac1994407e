import { CompleteSetupRequestSchema, SessionResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { toSessionResponse } from '../auth.service.ts';
import { completeInvitedSetup } from '../complete-setup.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { asSystem } from '../system-work.ts';
import { sessionSecurityOf } from '../../sessions/session-security.ts';

/** An invited user sets their password and is signed in (spec part 1 §7). */
export const completeSetupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/complete-setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Complete an invited user's setup and sign in",
        operationId: 'completeSetup',
        body: CompleteSetupRequestSchema,
        response: {
          200: SessionResponseSchema,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const session = await asSystem(request, (db) =>
        completeInvitedSetup(db, {
          token: request.body.token,
          password: request.body.password,
          actor: auditActorOf(request),
          now: app.clock(),
          policy: app.sessionPolicy,
        }),
      );
      setSessionCookie(reply, { ...session, secure: app.config.COOKIE_SECURE });
      const security = sessionSecurityOf(session.record, app.clock());
      return toSessionResponse(session.record, requestLanguage(request), security);
    },
  );
};
