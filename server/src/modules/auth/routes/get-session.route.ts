import { SessionResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { toSessionResponse } from '../auth.service.ts';
import { SESSION_COOKIE } from '../session-token.ts';
import { sessionSecurityOf } from '../../sessions/session-security.ts';

/**
 * Who is signed in. Asking without a session cookie is not an error — every public page asks —
 * so it answers `null`; a cookie whose session has ended (signed out, timed out, suspended)
 * answers 401 like every other route.
 */
export const getSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    {
      // Read by the app itself at every start: no per-user limit counts it (decision 0068); open
      // to a user who must still enrol in MFA (decision 0066).
      config: { access: 'public', rateLimit: 'exempt', duringMfaEnrollment: true },
      schema: {
        tags: ['auth'],
        summary: 'Read the signed-in session (null when no session cookie is sent)',
        operationId: 'getSession',
        response: { 200: SessionResponseSchema.nullable(), 401: ErrorResponse },
      },
    },
    async (request) => {
      if (!request.cookies[SESSION_COOKIE]) return null;
      const auth = await app.authenticate(request);
      const security = sessionSecurityOf(auth, app.clock());
      return toSessionResponse(auth, requestLanguage(request), security);
    },
  );
};
