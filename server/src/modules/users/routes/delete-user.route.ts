import { MessageResponseSchema, USER_MESSAGES, UserIdParamsSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { deleteUser } from '../delete-user.ts';
import { userErrors } from './errors.ts';

export const deleteUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/users/:id',
    {
      config: { access: { resource: 'users', action: 'delete' } },
      schema: {
        tags: ['users'],
        summary: 'Delete a user',
        operationId: 'deleteUser',
        params: UserIdParamsSchema,
        response: {
          200: MessageResponseSchema,
          ...userErrors,
          409: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      await request.withContext((ctx) => deleteUser(ctx, { userId: request.params.id }));
      return { message: USER_MESSAGES.deleted };
    },
  );
};
