import { DashboardResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/error-response.ts';
import { getDashboard } from './get-dashboard.ts';

/** GET /dashboard (issue 14): every signed-in user; each view is chosen by the user's roles. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in user's dashboard: their role's figures, each from its list's query",
        operationId: 'getDashboard',
        response: { 200: DashboardResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => request.withContext(getDashboard),
  );
};
