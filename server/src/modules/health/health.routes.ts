import { HealthResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withDatabaseTimer } from '../../db/timing.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Check that the server and its database answer',
        operationId: 'getHealth',
        response: { 200: HealthResponseSchema },
      },
    },
    async (request) => {
      await withDatabaseTimer(request.databaseTimer, () => app.database.ping());
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
