import {
  APPROVAL_MESSAGES,
  PendingApprovalResponseSchema,
  USER_MESSAGES,
  UserIdParamsSchema,
  UserMutationResponseSchema,
  UserRoleChangeRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { replyPendingApproval } from '../../../http/pending-approval.ts';
import { changeUserRole } from '../change-user-role.ts';
import { userErrors } from './errors.ts';

export const changeUserRoleRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:id/role',
    {
      config: {
        access: { resource: 'users', action: 'update' },
        sensitiveOperation: 'role_change',
      },
      schema: {
        tags: ['users'],
        summary: "Change a user's role, or request approval to",
        operationId: 'changeUserRole',
        params: UserIdParamsSchema,
        body: UserRoleChangeRequestSchema,
        response: {
          200: UserMutationResponseSchema,
          202: PendingApprovalResponseSchema,
          ...userErrors,
          409: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const outcome = await request.withContext((ctx) =>
        changeUserRole(ctx, { userId: request.params.id, role: request.body.role }),
      );
      if (outcome.kind === 'pending') {
        return replyPendingApproval(
          reply,
          outcome.approvalRequest,
          APPROVAL_MESSAGES.roleChangeSubmitted,
        );
      }
      return { message: USER_MESSAGES.roleUpdated, user: outcome.user };
    },
  );
};
