import {
  MfaCodeRequestSchema,
  MfaConfirmResponseSchema,
  MfaDisableResponseSchema,
  MfaEnrollResponseSchema,
  MfaVerifyRequestSchema,
  SessionResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { auditActorOf } from '../../audit/write-audit.ts';
import { toSessionResponse } from '../auth.service.ts';
import { confirmMfa, disableMfa, enrollMfa, verifyMfa } from '../mfa/mfa.service.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { asSystem } from '../system-work.ts';
import { sessionSecurityOf } from '../../sessions/session-security.ts';

/** Multi-factor authentication (issue 13, docs/decisions/0066). */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/mfa/enroll',
    {
      // A user who must enrol may call this one (plugins/auth.ts).
      config: { access: 'authenticated', duringMfaEnrollment: true },
      schema: {
        tags: ['auth'],
        summary: 'Start MFA enrolment: a new TOTP secret, its otpauth URL and QR code',
        operationId: 'enrollMfa',
        response: { 200: MfaEnrollResponseSchema, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) =>
      asSystem(request, (db) => enrollMfa(db, { user: requireAuth(request), now: app.clock() })),
  );

  app.post(
    '/auth/mfa/confirm',
    {
      config: { access: 'authenticated', duringMfaEnrollment: true },
      schema: {
        tags: ['auth'],
        summary: 'Confirm MFA with a code: answers the 10 recovery codes, once',
        operationId: 'confirmMfa',
        body: MfaCodeRequestSchema,
        response: {
          200: MfaConfirmResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      const answer = await asSystem(request, (db) =>
        confirmMfa(db, {
          user,
          code: request.body.code,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      // The session's mfa_enabled and its enrolment restriction change on the next request here
      // at once; other instances hear of it from the database (user_mfa's trigger).
      app.sessionCache.forgetUsers(user.user.id);
      return answer;
    },
  );

  app.post(
    '/auth/mfa/disable',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Turn MFA off with a current code or a recovery code',
        operationId: 'disableMfa',
        body: MfaCodeRequestSchema,
        response: {
          200: MfaDisableResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      await asSystem(request, (db) =>
        disableMfa(db, {
          user,
          code: request.body.code,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      app.sessionCache.forgetUsers(user.user.id);
      return { mfa_enabled: false as const };
    },
  );

  app.post(
    '/auth/mfa/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Sign-in's code step: a TOTP or a recovery code; starts the session",
        operationId: 'verifyMfa',
        body: MfaVerifyRequestSchema,
        response: {
          200: SessionResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const session = await asSystem(request, (db) =>
        verifyMfa(db, {
          mfaToken: request.body.mfa_token,
          code: request.body.code,
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
