import {
  UserIdParamsSchema,
  UserMutationResponseSchema,
  UserStatusChangeRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { changeUserStatus } from '../change-user-status.ts';
import { userErrors } from './errors.ts';

export const changeUserStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/status',
    {
      config: { access: { resource: 'users', action: 'update' } },
      schema: {
        tags: ['users'],
        summary: "Change a user's status",
        operationId: 'changeUserStatus',
        params: UserIdParamsSchema,
        body: UserStatusChangeRequestSchema,
        response: { 200: UserMutationResponseSchema, ...userErrors, 422: ErrorResponse },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        changeUserStatus(ctx, { userId: request.params.id, change: request.body }),
      ),
  );
};
