import {
  BlockOrganizationRequestSchema,
  CreateOrganizationRequestSchema,
  MessageResponseSchema,
  ORGANIZATION_MESSAGES,
  OrganizationIdParamsSchema,
  OrganizationListQuerySchema,
  OrganizationListResponseSchema,
  OrganizationMutationResponseSchema,
  OrganizationSchema,
  PendingApprovalResponseSchema,
  UnblockOrganizationRequestSchema,
  UpdateOrganizationRequestSchema,
} from '@lendline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { replyPendingApproval } from '../../http/pending-approval.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import { changeOrganizationBlock } from './organization-block.service.ts';
import { readOrganizationsInListScope } from './organization-read-scope.ts';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from './organizations.service.ts';

const blockResponses = {
  200: OrganizationMutationResponseSchema,
  202: PendingApprovalResponseSchema,
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Block and unblock share one decision: at once, as an approval request, or refused. */
  async function replyToBlockChange(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { id: string; block: boolean; reason: string | null },
  ) {
    const auth = requireAuth(request);
    const outcome = await request.scoped((tx) =>
      changeOrganizationBlock(tx, {
        organizationId: options.id,
        block: options.block,
        reason: options.reason,
        requester: {
          userId: auth.user.id,
          roles: auth.roles,
          organizationId: auth.organization?.id ?? null,
          organizationIds: auth.scope.organizationIds,
        },
        actor: auditActorOf(request),
        now: app.clock(),
      }),
    );
    if (outcome.kind === 'pending') return replyPendingApproval(reply, outcome.approvalRequest);
    return reply.status(200).send({
      message: options.block ? ORGANIZATION_MESSAGES.blocked : ORGANIZATION_MESSAGES.unblocked,
      organization: outcome.result.organization,
      collectors_affected: outcome.result.collectorsAffected,
    });
  }

  app.get(
    '/organizations',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        querystring: OrganizationListQuerySchema,
        response: { 200: OrganizationListResponseSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) =>
      readOrganizationsInListScope(request, (tx, visibility) =>
        listOrganizations(tx, { visibility, query: request.query }),
      ),
  );

  app.get(
    '/organizations/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        params: OrganizationIdParamsSchema,
        response: {
          200: OrganizationSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) =>
      readOrganizationsInListScope(request, (tx, visibility) =>
        getOrganization(tx, { id: request.params.id, visibility }),
      ),
  );

  app.post(
    '/organizations',
    {
      config: { access: { resource: 'organizations', action: 'create' } },
      schema: {
        tags: ['organizations'],
        body: CreateOrganizationRequestSchema,
        response: {
          201: OrganizationMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const organization = await request.scoped((tx) =>
        createOrganization(tx, {
          body: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      return reply.status(201).send({ message: ORGANIZATION_MESSAGES.created, organization });
    },
  );

  app.patch(
    '/organizations/:id',
    {
      config: { access: { resource: 'organizations', action: 'update' } },
      schema: {
        tags: ['organizations'],
        params: OrganizationIdParamsSchema,
        body: UpdateOrganizationRequestSchema,
        response: {
          200: OrganizationMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const organization = await request.scoped((tx) =>
        updateOrganization(tx, {
          id: request.params.id,
          body: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      return { message: ORGANIZATION_MESSAGES.updated, organization };
    },
  );

  app.delete(
    '/organizations/:id',
    {
      config: { access: { resource: 'organizations', action: 'delete' } },
      schema: {
        tags: ['organizations'],
        params: OrganizationIdParamsSchema,
        response: {
          200: MessageResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => {
      await request.scoped((tx) =>
        deleteOrganization(tx, { id: request.params.id, actor: auditActorOf(request) }),
      );
      return { message: ORGANIZATION_MESSAGES.deleted };
    },
  );

  app.post(
    '/organizations/:id/block',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        params: OrganizationIdParamsSchema,
        body: BlockOrganizationRequestSchema,
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
    '/organizations/:id/unblock',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        params: OrganizationIdParamsSchema,
        body: UnblockOrganizationRequestSchema,
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
