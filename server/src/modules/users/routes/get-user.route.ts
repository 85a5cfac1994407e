import { UserIdParamsSchema, UserSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserOr404 } from '../user-access.ts';
import { userErrors } from './errors.ts';

export const getUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    {
      config: { access: { resource: 'users', action: 'read' } },
      schema: {
        tags: ['users'],
        summary: 'Read a user',
        operationId: 'getUser',
        params: UserIdParamsSchema,
        response: { 200: UserSchema, ...userErrors },
      },
    },
    async (request) => request.withContext((ctx) => findUserOr404(ctx, request.params.id)),
  );
};
