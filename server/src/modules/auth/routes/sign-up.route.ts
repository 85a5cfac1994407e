import { SessionResponseSchema, SignUpRequestSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { signUp, toSessionResponse } from '../auth.service.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { asSystem } from '../system-work.ts';

export const signUpRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: SignUpRequestSchema,
        response: { 201: SessionResponseSchema, 400: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await asSystem(request, (db) =>
        signUp(db, {
          request: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
          policy: app.sessionPolicy,
        }),
      );
      setSessionCookie(reply, { ...session, secure: app.config.COOKIE_SECURE });
      return reply.status(201).send(toSessionResponse(session.record));
    },
  );
};
