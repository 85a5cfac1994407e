import {
  APPROVAL_DECISION_PERMISSIONS,
  ApprovalDecisionResponseSchema,
  ApprovalDecisionSchema,
  type Action,
  type ApprovalDecisionKind,
  type Resource,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { decideApprovalRequest } from '../decide-approval-request.ts';

const DECISION_SUMMARIES = {
  approve: 'Approve a pending request, carrying out its change',
  reject: 'Reject a pending request',
  escalate: "Escalate a pending request to the next approver's role",
} as const satisfies Record<ApprovalDecisionKind, string>;

/**
 * POST /approvals/:id/approve, /reject and /escalate: one operation with three verbs, each
 * guarded by the permission core names for it.
 */
export const decideApprovalRequestRoute: FastifyPluginAsyncZod = async (app) => {
  for (const decision of [
    'approve',
    'reject',
    'escalate',
  ] as const satisfies readonly ApprovalDecisionKind[]) {
    const [resource, action] = APPROVAL_DECISION_PERMISSIONS[decision].split(':') as [
      Resource,
      Action,
    ];
    app.post(
      `/approvals/:id/${decision}`,
      {
        config: { access: { resource, action } },
        schema: {
          tags: ['approvals'],
          summary: DECISION_SUMMARIES[decision],
          operationId: `${decision}ApprovalRequest`,
          params: z.object({ id: z.uuid() }),
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
      async (request) =>
        request.withContext((ctx) =>
          decideApprovalRequest(ctx, {
            id: request.params.id,
            decision,
            note: request.body?.note,
            executors: app.approvalExecutors,
          }),
        ),
    );
  }
};
