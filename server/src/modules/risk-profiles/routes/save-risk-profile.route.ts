import {
  RISK_PROFILE_MESSAGES,
  RiskProfileIdParamsSchema,
  RiskProfileInputSchema,
  RiskProfileMutationResponseSchema,
  RiskProfilePatchSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRiskProfile, updateRiskProfile } from '../save-risk-profile.ts';
import { riskProfileWriteErrors } from './errors.ts';

/** The assessor's saves: a new profile and its edits, each scored by the server. */
export const saveRiskProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/risk-profiles',
    {
      config: { access: { resource: 'customers', action: 'create' } },
      schema: {
        tags: ['risk'],
        summary: 'Save a new prospective-customer risk profile, scored',
        operationId: 'createRiskProfile',
        body: RiskProfileInputSchema,
        response: { 201: RiskProfileMutationResponseSchema, ...riskProfileWriteErrors },
      },
    },
    async (request, reply) => {
      const riskProfile = await request.withContext((ctx) => createRiskProfile(ctx, request.body));
      return reply
        .status(201)
        .send({ message: RISK_PROFILE_MESSAGES.created, risk_profile: riskProfile });
    },
  );

  app.patch(
    '/risk-profiles/:id',
    {
      // The form's draft autosave, sent as the user types: an API request, not a form
      // submission (decision 0068).
      config: { access: { resource: 'customers', action: 'update' }, rateLimit: 'not_a_form' },
      schema: {
        tags: ['risk'],
        summary: 'Edit a draft or completed risk profile, scored again',
        operationId: 'updateRiskProfile',
        params: RiskProfileIdParamsSchema,
        body: RiskProfilePatchSchema,
        response: { 200: RiskProfileMutationResponseSchema, ...riskProfileWriteErrors },
      },
    },
    async (request) => {
      const riskProfile = await request.withContext((ctx) =>
        updateRiskProfile(ctx, { id: request.params.id, body: request.body }),
      );
      return { message: RISK_PROFILE_MESSAGES.updated, risk_profile: riskProfile };
    },
  );
};
