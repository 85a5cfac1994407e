import { AuthOptionsSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the signed-out screens offer: the Sign Up tab shows only while SIGN_UP is open. */
export const getAuthOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Read the public sign-in options (whether sign-up is open)',
        operationId: 'getAuthOptions',
        response: { 200: AuthOptionsSchema },
      },
    },
    async () => ({ sign_up: app.config.SIGN_UP }),
  );
};
