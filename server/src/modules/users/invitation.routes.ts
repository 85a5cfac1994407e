import {
  CompleteSetupRequestSchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
  SessionResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import { setSessionCookieOn } from '../auth/auth.routes.ts';
import { startSession, toSessionResponse } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { completeSetup, lookUpInvitation } from './complete-setup.ts';

/** The public half of an invitation: the link's page reads it, then sets a password. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      request.withDatabase((db) =>
        lookUpInvitation(db, { token: request.params.token, now: app.clock() }),
      ),
  );

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
      const session = await request.withDatabase(async (db) => {
        const { userId } = await completeSetup(db, {
          token: request.body.token,
          passwordHash,
          actor,
          now,
        });
        return startSession(db, { userId, actor, now, policy: app.sessionPolicy });
      });
      setSessionCookieOn(reply, {
        token: session.token,
        expiresAt: session.expiresAt,
        secure: app.config.COOKIE_SECURE,
      });
      return toSessionResponse(session.record);
    },
  );
};
