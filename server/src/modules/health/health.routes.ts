import { HealthResponseSchema } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: HealthResponseSchema } },
    },
    async (request) => {
      await request.system((tx) => tx.execute(sql`select 1`));
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
