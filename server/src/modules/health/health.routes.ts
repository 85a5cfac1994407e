import { HealthResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withDatabaseTimer } from '../../db/timing.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: HealthResponseSchema } },
    },
    async (request) => {
      await withDatabaseTimer(request.databaseTimer, () => app.database.ping());
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
