import { CollectorIdParamsSchema, CollectorSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { getCollector } from '../get-collector.ts';

export const getCollectorRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collectors/:id',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        summary: 'Read a collector',
        operationId: 'getCollector',
        params: CollectorIdParamsSchema,
        response: {
          200: CollectorSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => getCollector(ctx, request.params.id)),
  );
};
