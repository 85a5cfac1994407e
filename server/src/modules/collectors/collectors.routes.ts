import {
  BlockCollectorRequestSchema,
  COLLECTOR_MESSAGES,
  CollectorIdParamsSchema,
  CollectorListQuerySchema,
  CollectorListResponseSchema,
  CollectorMutationResponseSchema,
  CollectorSchema,
  CreateCollectorRequestSchema,
  PendingApprovalResponseSchema,
  UnblockCollectorRequestSchema,
  UpdateCollectorRequestSchema,
} from '@lendline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { replyPendingApproval } from '../../http/pending-approval.ts';
import { requireAuth, type AuthContext } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import { changeCollectorBlock } from './collector-block.service.ts';
import {
  createCollector,
  getCollector,
  listCollectors,
  updateCollector,
  type CollectorScope,
} from './collectors.service.ts';

/** Collectors reach the user's data scope: every organization for the platform owner. */
function collectorScopeOf(auth: AuthContext): CollectorScope {
  return auth.scope.allOrganizations ? null : auth.scope.organizationIds;
}

const blockResponses = {
  200: CollectorMutationResponseSchema,
  202: PendingApprovalResponseSchema,
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};

export const collectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Block and unblock share one decision: at once, as an approval request, or refused. */
  async function replyToBlockChange(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { id: string; block: boolean; reason: string | null },
  ) {
    const auth = requireAuth(request);
    const outcome = await request.scoped((tx) =>
      changeCollectorBlock(tx, {
        collectorId: options.id,
        block: options.block,
        reason: options.reason,
        requester: { userId: auth.user.id, roles: auth.roles, scope: collectorScopeOf(auth) },
        actor: auditActorOf(request),
        now: app.clock(),
      }),
    );
    if (outcome.kind === 'pending') return replyPendingApproval(reply, outcome.approvalRequest);
    return reply.status(200).send({
      message: options.block ? COLLECTOR_MESSAGES.blocked : COLLECTOR_MESSAGES.unblocked,
      collector: outcome.collector,
    });
  }

  app.get(
    '/collectors',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        querystring: CollectorListQuerySchema,
        response: {
          200: CollectorListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const scope = collectorScopeOf(requireAuth(request));
      return request.scoped((tx) => listCollectors(tx, { scope, query: request.query }));
    },
  );

  app.post(
    '/collectors',
    {
      config: { access: { resource: 'debt_collectors', action: 'create' } },
      schema: {
        tags: ['collectors'],
        body: CreateCollectorRequestSchema,
        response: {
          201: CollectorMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const collector = await request.scoped((tx) =>
        createCollector(tx, {
          body: request.body,
          defaultOrganizationId: auth.organization?.id ?? null,
          scope: collectorScopeOf(auth),
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      return reply.status(201).send({ message: COLLECTOR_MESSAGES.created, collector });
    },
  );

  app.get(
    '/collectors/:id',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        params: CollectorIdParamsSchema,
        response: {
          200: CollectorSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const scope = collectorScopeOf(requireAuth(request));
      return request.scoped((tx) => getCollector(tx, { id: request.params.id, scope }));
    },
  );

  app.patch(
    '/collectors/:id',
    {
      config: { access: { resource: 'debt_collectors', action: 'update' } },
      schema: {
        tags: ['collectors'],
        params: CollectorIdParamsSchema,
        body: UpdateCollectorRequestSchema,
        response: {
          200: CollectorMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const scope = collectorScopeOf(requireAuth(request));
      const collector = await request.scoped((tx) =>
        updateCollector(tx, {
          id: request.params.id,
          body: request.body,
          scope,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      return { message: COLLECTOR_MESSAGES.updated, collector };
    },
  );

  app.post(
    '/collectors/:id/block',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        params: CollectorIdParamsSchema,
        body: BlockCollectorRequestSchema,
        response: blockResponses,
      },
    },
    async (request, reply) =>
      replyToBlockChange(request, reply, {
        id: request.params.id,
        block: true,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/collectors/:id/unblock',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collectors'],
        params: CollectorIdParamsSchema,
        body: UnblockCollectorRequestSchema,
        response: blockResponses,
      },
    },
    async (request, reply) =>
      replyToBlockChange(request, reply, {
        id: request.params.id,
        block: false,
        reason: request.body?.reason ?? null,
      }),
  );
};
