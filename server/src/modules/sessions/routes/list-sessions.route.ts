import { SessionListQuerySchema, SessionListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { listSessions } from '../list-sessions.ts';

export const listSessionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sessions'],
        summary: "List one's own active sessions, or a managed user's (user_id)",
        operationId: 'listSessions',
        querystring: SessionListQuerySchema,
        response: {
          200: SessionListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return request.withContext((ctx) =>
        listSessions(ctx, {
          userId: request.query.user_id,
          currentSessionId: auth.sessionId,
          idleMinutes: app.sessionPolicy.idleMinutes,
        }),
      );
    },
  );
};
