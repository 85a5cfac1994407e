import { CollectorListQuerySchema, CollectorListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { listCollectors } from '../list-collectors.ts';

export const listCollectorsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collectors',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        summary: 'List collectors',
        operationId: 'listCollectors',
        querystring: CollectorListQuerySchema,
        response: {
          200: CollectorListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => listCollectors(ctx, request.query)),
  );
};
