import {
  BlockCollectorRequestSchema,
  COLLECTOR_MESSAGES,
  CollectorIdParamsSchema,
  CollectorMutationResponseSchema,
  PendingApprovalResponseSchema,
  UnblockCollectorRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { replyPendingApproval } from '../../../http/pending-approval.ts';
import { changeCollectorBlock } from '../change-collector-block.ts';

const responses = {
  200: CollectorMutationResponseSchema,
  202: PendingApprovalResponseSchema,
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};

/**
 * POST /collectors/:id/block and /unblock: one operation in two directions, carried out at
 * once (200), turned into an approval request (202) or refused. The service decides who may.
 */
export const changeCollectorBlockRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/collectors/:id/block',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        summary: 'Block a collector, or request approval to',
        operationId: 'blockCollector',
        params: CollectorIdParamsSchema,
        body: BlockCollectorRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const outcome = await request.withContext((ctx) =>
        changeCollectorBlock(ctx, {
          collectorId: request.params.id,
          block: true,
          reason: request.body.reason,
        }),
      );
      if (outcome.kind === 'pending') return replyPendingApproval(reply, outcome.approvalRequest);
      return reply
        .status(200)
        .send({ message: COLLECTOR_MESSAGES.blocked, collector: outcome.collector });
    },
  );

  app.post(
    '/collectors/:id/unblock',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        summary: 'Unblock a collector, or request approval to',
        operationId: 'unblockCollector',
        params: CollectorIdParamsSchema,
        body: UnblockCollectorRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const outcome = await request.withContext((ctx) =>
        changeCollectorBlock(ctx, {
          collectorId: request.params.id,
          block: false,
          reason: request.body?.reason ?? null,
        }),
      );
      if (outcome.kind === 'pending') return replyPendingApproval(reply, outcome.approvalRequest);
      return reply
        .status(200)
        .send({ message: COLLECTOR_MESSAGES.unblocked, collector: outcome.collector });
    },
  );
};
