import { NavigationCountsSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countNavigationBadges } from './count-navigation-badges.ts';

export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/navigation/counts',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['navigation'], response: { 200: NavigationCountsSchema } },
    },
    async (request) => request.scoped((tx) => countNavigationBadges(tx)),
  );
};
