import {
  COLLECTOR_MESSAGES,
  CollectorMutationResponseSchema,
  CreateCollectorRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { createCollector } from '../create-collector.ts';

export const createCollectorRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/collectors',
    {
      config: { access: { resource: 'debt_collectors', action: 'create' } },
      schema: {
        tags: ['collectors'],
        summary: 'Create a collector',
        operationId: 'createCollector',
        body: CreateCollectorRequestSchema,
        response: {
          201: CollectorMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const collector = await request.withContext((ctx) => createCollector(ctx, request.body));
      return reply.status(201).send({ message: COLLECTOR_MESSAGES.created, collector });
    },
  );
};
