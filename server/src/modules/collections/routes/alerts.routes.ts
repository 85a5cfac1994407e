import { CollectionAlertsQuerySchema, CollectionAlertsResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanReadErrors } from '../../loans/routes/errors.ts';
import { listAlerts } from '../alerts/list-alerts.ts';

/** The alerts of /due-today's critical panel (and later the dashboard and notifications). */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections/alerts',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: 'Collection alerts computed from the data, most severe first, with their total',
        operationId: 'listCollectionAlerts',
        querystring: CollectionAlertsQuerySchema,
        response: { 200: CollectionAlertsResponseSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listAlerts(ctx, request.query.limit)),
  );
};
