import {
  UpdateUserRequestSchema,
  USER_MESSAGES,
  UserIdParamsSchema,
  UserMutationResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateUser } from '../update-user.ts';
import { userErrors } from './errors.ts';

export const updateUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/:id',
    {
      config: { access: { resource: 'users', action: 'update' } },
      schema: {
        tags: ['users'],
        summary: "Update a user's profile",
        operationId: 'updateUser',
        params: UserIdParamsSchema,
        body: UpdateUserRequestSchema,
        response: { 200: UserMutationResponseSchema, ...userErrors },
      },
    },
    async (request) => {
      const user = await request.withContext((ctx) =>
        updateUser(ctx, { userId: request.params.id, changes: request.body }),
      );
      return { message: USER_MESSAGES.updated, user };
    },
  );
};
