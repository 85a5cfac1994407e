import { UserListQuerySchema, UserListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { listUsersPage } from '../list-users.ts';

export const listUsersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: { resource: 'users', action: 'read' } },
      schema: {
        tags: ['users'],
        summary: 'List users',
        operationId: 'listUsers',
        querystring: UserListQuerySchema,
        response: {
          200: UserListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => listUsersPage(ctx, request.query)),
  );
};
