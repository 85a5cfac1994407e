import {
  MfaChallengeResponseSchema,
  SessionResponseSchema,
  SignInRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { signIn, toSessionResponse } from '../auth.service.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { asSystem } from '../system-work.ts';
import { sessionSecurityOf } from '../../sessions/session-security.ts';

export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        operationId: 'signIn',
        body: SignInRequestSchema,
        response: {
          // With MFA enrolled: no session yet, the token for POST /auth/mfa/verify.
          200: z.union([SessionResponseSchema, MfaChallengeResponseSchema]),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const session = await asSystem(request, (db) =>
        signIn(db, {
          credentials: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
          policy: app.sessionPolicy,
        }),
      );
      if (session.mfaRequired) return { mfa_required: true as const, mfa_token: session.mfaToken };
      setSessionCookie(reply, { ...session, secure: app.config.COOKIE_SECURE });
      const security = sessionSecurityOf(session.record, app.clock());
      return toSessionResponse(session.record, requestLanguage(request), security);
    },
  );
};
