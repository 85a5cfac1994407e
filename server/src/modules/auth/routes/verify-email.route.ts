import { VerifyEmailRequestSchema, VerifyEmailResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { verifyEmail } from '../sign-up/verify-email.ts';
import { asSystem } from '../system-work.ts';

/** The sign-up's link creates the account; its owner then signs in. */
export const verifyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Verify a sign-up e-mail address and create the account',
        operationId: 'verifyEmail',
        body: VerifyEmailRequestSchema,
        response: {
          200: VerifyEmailResponseSchema,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) =>
      asSystem(request, (db) =>
        verifyEmail(db, {
          token: request.body.token,
          actor: auditActorOf(request),
          now: app.clock(),
          mode: app.config.SIGN_UP,
        }),
      ),
  );
};
