import { EndSessionResponseSchema, SessionIdParamsSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { endSession } from '../end-session.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { translate } from '../../../i18n/translate.ts';

export const endSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/sessions/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sessions'],
        summary: "End one of one's other sessions, or a managed user's session",
        operationId: 'endSession',
        params: SessionIdParamsSchema,
        response: {
          200: EndSessionResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await request.withContext((ctx) =>
        endSession(ctx, { sessionId: request.params.id, currentSessionId: auth.sessionId }),
      );
      return { ...result, message: translate(requestLanguage(request), result.message) };
    },
  );
};
