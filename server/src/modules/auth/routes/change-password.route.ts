import {
  CHANGE_PASSWORD_MESSAGES,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { changePassword } from '../change-password.ts';
import { asSystem } from '../system-work.ts';

/** POST /auth/change-password: the signed-in user's own password (issue 13, /profile). */
export const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/change-password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; your other sessions end',
        operationId: 'changePassword',
        body: ChangePasswordRequestSchema,
        response: {
          200: ChangePasswordResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const record = requireAuth(request);
      const { sessionsEnded } = await asSystem(request, (db) =>
        changePassword(db, {
          record,
          body: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      // The ended sessions fail on their next request here at once; other instances hear of it
      // from the database (user_sessions' trigger).
      app.sessionCache.forgetUsers(record.user.id);
      return { message: CHANGE_PASSWORD_MESSAGES.changed, sessions_ended: sessionsEnded };
    },
  );
};
