import { ApprovalBellSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { getApprovalBell } from '../get-approval-bell.ts';

export const getApprovalBellRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/approvals/summary',
    {
      config: { access: { resource: 'approvals', action: 'read' } },
      schema: {
        tags: ['approvals'],
        summary: 'Read the approval bell: what waits for the signed-in user',
        operationId: 'getApprovalBell',
        response: { 200: ApprovalBellSchema, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => request.withContext((ctx) => getApprovalBell(ctx)),
  );
};
