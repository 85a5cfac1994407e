import { MESSAGES, SignUpAcceptedResponseSchema, SignUpRequestSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { kickOutboxDelivery } from '../../../mail/outbox-worker.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { signUp } from '../sign-up/sign-up.ts';
import { asSystem } from '../system-work.ts';

/** The same 202 for every address, new or taken: the e-mail tells its owner which it was. */
export const signUpRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        operationId: 'signUp',
        body: SignUpRequestSchema,
        response: {
          202: SignUpAcceptedResponseSchema,
          400: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await asSystem(request, (db) =>
        signUp(db, {
          request: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
          mode: app.config.SIGN_UP,
          publicUrl: app.config.PUBLIC_URL,
          verificationTtlHours: app.config.VERIFICATION_TTL_HOURS,
          language: requestLanguage(request),
        }),
      );
      kickOutboxDelivery(app.database);
      return reply.status(202).send({ message: MESSAGES.signUpAccepted });
    },
  );
};
