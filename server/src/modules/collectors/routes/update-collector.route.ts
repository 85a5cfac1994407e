import {
  COLLECTOR_MESSAGES,
  CollectorIdParamsSchema,
  CollectorMutationResponseSchema,
  UpdateCollectorRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { updateCollector } from '../update-collector.ts';

export const updateCollectorRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/collectors/:id',
    {
      config: { access: { resource: 'debt_collectors', action: 'update' } },
      schema: {
        tags: ['collectors'],
        summary: 'Update a collector',
        operationId: 'updateCollector',
        params: CollectorIdParamsSchema,
        body: UpdateCollectorRequestSchema,
        response: {
          200: CollectorMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const collector = await request.withContext((ctx) =>
        updateCollector(ctx, { id: request.params.id, body: request.body }),
      );
      return { message: COLLECTOR_MESSAGES.updated, collector };
    },
  );
};
