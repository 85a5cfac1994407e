import {
  APPROVAL_DECISION_PERMISSIONS,
  APPROVAL_MESSAGES,
  ApprovalBellSchema,
  ApprovalDecisionResponseSchema,
  ApprovalDecisionSchema,
  ApprovalListQuerySchema,
  ApprovalListResponseSchema,
  ApprovalRequestDetailSchema,
  type Action,
  type Resource,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import { findApprovalRequestDetail } from './approvals.repository.ts';
import { decideApprovalRequest } from './decide-approval-request.ts';
import { getApprovalBell } from './get-approval-bell.ts';
import { listApprovalRequests } from './list-approval-requests.ts';

const IdParamsSchema = z.object({ id: z.uuid() });

// Each decision's route is guarded by the permission core names for it.
const DECISIONS = (['approve', 'reject', 'escalate'] as const).map((decision) => {
  const [resource, action] = APPROVAL_DECISION_PERMISSIONS[decision].split(':') as [
    Resource,
    Action,
  ];
  return { decision, access: { resource, action } };
});

export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/approvals',
    {
      config: { access: { resource: 'approvals', action: 'read' } },
      schema: {
        tags: ['approvals'],
        querystring: ApprovalListQuerySchema,
        response: {
          200: ApprovalListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => request.scoped((tx) => listApprovalRequests(tx, request.query)),
  );

  app.get(
    '/approvals/summary',
    {
      config: { access: { resource: 'approvals', action: 'read' } },
      schema: {
        tags: ['approvals'],
        response: { 200: ApprovalBellSchema, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return request.scoped((tx) =>
        getApprovalBell(tx, { userId: auth.user.id, isPlatformAdmin: auth.scope.allOrganizations }),
      );
    },
  );

  app.get(
    '/approvals/:id',
    {
      config: { access: { resource: 'approvals', action: 'read' } },
      schema: {
        tags: ['approvals'],
        params: IdParamsSchema,
        response: {
          200: ApprovalRequestDetailSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const detail = await request.scoped((tx) => findApprovalRequestDetail(tx, request.params.id));
      if (!detail) throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
      return detail;
    },
  );

  for (const { decision, access } of DECISIONS) {
    app.post(
      `/approvals/:id/${decision}`,
      {
        config: { access },
        schema: {
          tags: ['approvals'],
          params: IdParamsSchema,
          body: ApprovalDecisionSchema.optional(),
          response: {
            200: ApprovalDecisionResponseSchema,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
            422: ErrorResponse,
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return request.scoped((tx) =>
          decideApprovalRequest(tx, {
            id: request.params.id,
            decision,
            note: request.body?.note,
            decider: { userId: auth.user.id, roles: auth.roles },
            actor: auditActorOf(request),
            now: app.clock(),
          }),
        );
      },
    );
  }
};
