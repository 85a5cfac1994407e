import { NavigationCountsSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/error-response.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { countNavigationBadges } from './count-navigation-badges.ts';

export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/navigation/counts',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['navigation'],
        response: { 200: NavigationCountsSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return request.scoped((tx) =>
        countNavigationBadges(tx, {
          now: app.clock(),
          userId: auth.user.id,
          isPlatformAdmin: auth.scope.allOrganizations,
        }),
      );
    },
  );
};
