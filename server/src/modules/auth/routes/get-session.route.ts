import { SessionResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { toSessionResponse } from '../auth.service.ts';

export const getSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Read the signed-in session',
        operationId: 'getSession',
        response: { 200: SessionResponseSchema, 401: ErrorResponse },
      },
    },
    async (request) => toSessionResponse(requireAuth(request)),
  );
};
