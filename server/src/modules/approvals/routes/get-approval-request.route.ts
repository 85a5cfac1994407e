import { ApprovalRequestDetailSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { getApprovalRequest } from '../get-approval-request.ts';

export const getApprovalRequestRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/approvals/:id',
    {
      config: { access: { resource: 'approvals', action: 'read' } },
      schema: {
        tags: ['approvals'],
        summary: 'Read an approval request with its notes',
        operationId: 'getApprovalRequest',
        params: z.object({ id: z.uuid() }),
        response: {
          200: ApprovalRequestDetailSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => getApprovalRequest(ctx, request.params.id)),
  );
};
