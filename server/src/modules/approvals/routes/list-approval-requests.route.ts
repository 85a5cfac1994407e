import { ApprovalListQuerySchema, ApprovalListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { listApprovalRequests } from '../list-approval-requests.ts';

export const listApprovalRequestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/approvals',
    {
      config: { access: { resource: 'approvals', action: 'read' } },
      schema: {
        tags: ['approvals'],
        summary: 'List approval requests',
        operationId: 'listApprovalRequests',
        querystring: ApprovalListQuerySchema,
        response: {
          200: ApprovalListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => listApprovalRequests(ctx, request.query)),
  );
};
