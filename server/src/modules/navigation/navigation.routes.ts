import { NavigationCountsSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/error-response.ts';
import { countNavigationBadges } from './count-navigation-badges.ts';

export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/navigation/counts',
    {
      // The app asks for the counts by itself: no per-user limit counts it (decision 0068).
      config: { access: 'authenticated', rateLimit: 'exempt' },
      schema: {
        tags: ['navigation'],
        summary: 'Count the sidebar badges',
        operationId: 'getNavigationCounts',
        response: { 200: NavigationCountsSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => request.withContext(countNavigationBadges),
  );
};
