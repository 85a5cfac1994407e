import { SessionResponseSchema, UpdateMeRequestSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { toSessionResponse } from '../../auth/auth.service.ts';
import { sessionSecurityOf } from '../../sessions/session-security.ts';
import { updateMe } from '../update-me.ts';

/**
 * PATCH /me: the signed-in user's own preferences (language) and profile (name, phone);
 * answers the session as it now stands.
 */
export const updateMeRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's own language, name or phone",
        operationId: 'updateMe',
        body: UpdateMeRequestSchema,
        response: { 200: SessionResponseSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { language } = request.body;
      await request.withContext((ctx) => updateMe(ctx, request.body));
      const auth = await app.authenticate(request);
      const chosen = language ?? auth.user.language;
      const security = sessionSecurityOf(auth, app.clock());
      return toSessionResponse(
        { ...auth, user: { ...auth.user, language: chosen } },
        chosen ?? requestLanguage(request),
        security,
      );
    },
  );
};
