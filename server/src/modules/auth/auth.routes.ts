import { SessionResponseSchema, SignInRequestSchema, SignUpRequestSchema } from '@lendline/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import { signIn, signOut, signUp, toSessionResponse } from './auth.service.ts';
import { SESSION_COOKIE } from './session-token.ts';

/** Sets the session cookie; also used where an invited user completes setup (users module). */
export function setSessionCookieOn(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; secure: boolean },
) {
  return reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: session.secure,
    path: '/',
    expires: session.expiresAt,
  });
}

export const authRoutes: FastifyPluginAsyncZod<{ secureCookie: boolean }> = async (
  app,
  options,
) => {
  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    setSessionCookieOn(reply, { token, expiresAt, secure: options.secureCookie });

  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: SignInRequestSchema,
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
      const session = await request.withDatabase((db) =>
        signIn(db, {
          credentials: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
          policy: app.sessionPolicy,
        }),
      );
      setSessionCookie(reply, session.token, session.expiresAt);
      return toSessionResponse(session.record);
    },
  );

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
      const session = await request.withDatabase((db) =>
        signUp(db, {
          request: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
          policy: app.sessionPolicy,
        }),
      );
      setSessionCookie(reply, session.token, session.expiresAt);
      return reply.status(201).send(toSessionResponse(session.record));
    },
  );

  app.get(
    '/auth/session',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: SessionResponseSchema, 401: ErrorResponse } },
    },
    async (request) => toSessionResponse(requireAuth(request)),
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 204: z.null(), 401: ErrorResponse } },
    },
    async (request, reply) => {
      await request.withDatabase((db) =>
        signOut(db, {
          record: requireAuth(request),
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
