import {
  ApproveRiskProfileRequestSchema,
  RejectRiskProfileRequestSchema,
  RISK_PROFILE_MESSAGES,
  RiskProfileIdParamsSchema,
  RiskProfileMutationResponseSchema,
  RISK_PROFILE_REVIEW_ACCESS,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveRiskProfile, rejectRiskProfile } from '../decide-risk-profile.ts';
import { riskProfileWriteErrors } from './errors.ts';

/**
 * The review of a completed profile: approve (with a note) or reject (with a reason), by core's
 * mayReviewRiskProfile rule (docs/decisions/0062), which the web shows the buttons by.
 */
export const decideRiskProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/risk-profiles/:id/approve',
    {
      config: { access: RISK_PROFILE_REVIEW_ACCESS },
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
      config: { access: RISK_PROFILE_REVIEW_ACCESS },
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
