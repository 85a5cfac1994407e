import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './session-token.ts';

/** Sets the session cookie after sign-in, sign-up or an invitation's setup. */
export function setSessionCookie(
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
