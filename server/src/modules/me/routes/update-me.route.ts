import { SessionResponseSchema, UpdateMeRequestSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { toSessionResponse } from '../../auth/auth.service.ts';
import { sessionSecurityOf } from '../../sessions/session-security.ts';
import { updateMyLanguage } from '../update-me.ts';

/** PATCH /me: the signed-in user's own preferences (today their language); answers the session. */
export const updateMeRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's own preferences (language)",
        operationId: 'updateMe',
        body: UpdateMeRequestSchema,
        response: { 200: SessionResponseSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { language } = request.body;
      await request.withContext((ctx) => updateMyLanguage(ctx, language));
      const auth = await app.authenticate(request);
      const security = sessionSecurityOf(auth, app.clock());
      return toSessionResponse({ ...auth, user: { ...auth.user, language } }, language, security);
    },
  );
};
