import {
  ApproveRiskProfileRequestSchema,
  RejectRiskProfileRequestSchema,
  RISK_PROFILE_MESSAGES,
  RiskProfileIdParamsSchema,
  RiskProfileMutationResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../../plugins/auth.ts';
import { approveRiskProfile, rejectRiskProfile } from '../decide-risk-profile.ts';
import { riskProfileWriteErrors } from './errors.ts';

/**
 * Who decides a completed profile (docs/decisions/0062): the approvers of loans
 * (organization_admin, platform_super_admin) or of requests (manager) — the "manager
 * or organization_admin".
 */
const DECIDERS: RouteAccess = {
  resource: 'loans',
  action: 'approve',
  orElse: { resource: 'approvals', action: 'approve' },
};

/** The review of a completed profile: approve (with a note) or reject (with a reason). */
export const decideRiskProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/risk-profiles/:id/approve',
    {
      config: { access: DECIDERS },
      schema: {
        tags: ['risk'],
        summary: 'Approve a completed risk profile',
        operationId: 'approveRiskProfile',
        params: RiskProfileIdParamsSchema,
        body: ApproveRiskProfileRequestSchema,
        response: { 200: RiskProfileMutationResponseSchema, ...riskProfileWriteErrors },
      },
    },
    async (request) => {
      const riskProfile = await request.withContext((ctx) =>
        approveRiskProfile(ctx, { id: request.params.id, note: request.body?.note }),
      );
      return { message: RISK_PROFILE_MESSAGES.approved, risk_profile: riskProfile };
    },
  );

  app.post(
    '/risk-profiles/:id/reject',
    {
      config: { access: DECIDERS },
      schema: {
        tags: ['risk'],
        summary: 'Reject a completed risk profile with a reason',
        operationId: 'rejectRiskProfile',
        params: RiskProfileIdParamsSchema,
        body: RejectRiskProfileRequestSchema,
        response: { 200: RiskProfileMutationResponseSchema, ...riskProfileWriteErrors },
      },
    },
    async (request) => {
      const riskProfile = await request.withContext((ctx) =>
        rejectRiskProfile(ctx, { id: request.params.id, reason: request.body.reason }),
      );
      return { message: RISK_PROFILE_MESSAGES.rejected, risk_profile: riskProfile };
    },
  );
};
