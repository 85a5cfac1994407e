import {
  BlockOrganizationRequestSchema,
  ORGANIZATION_MESSAGES,
  OrganizationIdParamsSchema,
  OrganizationMutationResponseSchema,
  PendingApprovalResponseSchema,
  UnblockOrganizationRequestSchema,
  type MessageKey,
} from '@lendline/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { replyPendingApproval } from '../../../http/pending-approval.ts';
import {
  changeOrganizationBlock,
  type OrganizationBlockOutcome,
} from '../change-organization-block.ts';

const responses = {
  200: OrganizationMutationResponseSchema,
  202: PendingApprovalResponseSchema,
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};

function replyWith(reply: FastifyReply, outcome: OrganizationBlockOutcome, message: MessageKey) {
  if (outcome.kind === 'pending') return replyPendingApproval(reply, outcome.approvalRequest);
  return reply.status(200).send({
    message,
    organization: outcome.result.organization,
    collectors_affected: outcome.result.collectorsAffected,
  });
}

/**
 * POST /organizations/:id/block and /unblock: one operation in two directions, carried out at
 * once (200), turned into an approval request (202) or refused. The service decides who may.
 */
export const changeOrganizationBlockRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/organizations/:id/block',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        summary: 'Block an organization, or request approval to',
        operationId: 'blockOrganization',
        params: OrganizationIdParamsSchema,
        body: BlockOrganizationRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const outcome = await request.withContext((ctx) =>
        changeOrganizationBlock(ctx, {
          organizationId: request.params.id,
          block: true,
          reason: request.body.reason,
        }),
      );
      return replyWith(reply, outcome, ORGANIZATION_MESSAGES.blocked);
    },
  );

  app.post(
    '/organizations/:id/unblock',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        summary: 'Unblock an organization, or request approval to',
        operationId: 'unblockOrganization',
        params: OrganizationIdParamsSchema,
        body: UnblockOrganizationRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const outcome = await request.withContext((ctx) =>
        changeOrganizationBlock(ctx, {
          organizationId: request.params.id,
          block: false,
          reason: request.body?.reason ?? null,
        }),
      );
      return replyWith(reply, outcome, ORGANIZATION_MESSAGES.unblocked);
    },
  );
};
