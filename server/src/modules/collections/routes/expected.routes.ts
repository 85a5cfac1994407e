import { ExpectedCollectionsQuerySchema, ExpectedCollectionsResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanReadErrors } from '../../loans/routes/errors.ts';
import { expectedCollections } from '../expected/expected-collections.ts';

/** Expected collections (issue 11), for the /payment-schedule screen. */
export const expectedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections/expected',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary:
          'Instalments due per day for the next days, and due against collected for the days before, by collector or organization',
        operationId: 'getExpectedCollections',
        querystring: ExpectedCollectionsQuerySchema,
        response: { 200: ExpectedCollectionsResponseSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => expectedCollections(ctx, request.query)),
  );
};
