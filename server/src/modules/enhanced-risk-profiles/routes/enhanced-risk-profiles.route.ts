import {
  CustomerIdParamsSchema,
  ENHANCED_RISK_MESSAGES,
  EnhancedRiskProfileIdParamsSchema,
  EnhancedRiskProfileListQuerySchema,
  EnhancedRiskProfileListResponseSchema,
  EnhancedRiskProfileMutationResponseSchema,
  EnhancedRiskProfileRequestSchema,
  EnhancedRiskProfileSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getEnhancedRiskProfile,
  listCustomerRiskProfiles,
} from '../list-enhanced-risk-profiles.ts';
import { recalculateEnhancedRiskProfile } from '../recalculate-enhanced-risk-profile.ts';
import { submitEnhancedRiskProfile } from '../submit-enhanced-risk-profile.ts';
import { ASSESS_RISK, READ_RISK_PROFILES } from './access.ts';
import { enhancedRiskReadErrors, enhancedRiskWriteErrors } from './errors.ts';

/** The customers' enhanced risk profiles (issue 12; spec part 2 §2, §3, §4). */
export const enhancedRiskProfilesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/:id/risk-profiles',
    {
      config: { access: ASSESS_RISK },
      schema: {
        tags: ['risk'],
        summary: "Submit a customer's enhanced risk profile with its businesses, loans and assets",
        operationId: 'submitEnhancedRiskProfile',
        params: CustomerIdParamsSchema,
        body: EnhancedRiskProfileRequestSchema,
        response: { 201: EnhancedRiskProfileMutationResponseSchema, ...enhancedRiskWriteErrors },
      },
    },
    async (request, reply) => {
      const riskProfile = await request.withContext((ctx) =>
        submitEnhancedRiskProfile(ctx, { customerId: request.params.id, body: request.body }),
      );
      return reply
        .status(201)
        .send({ message: ENHANCED_RISK_MESSAGES.submitted, risk_profile: riskProfile });
    },
  );

  app.get(
    '/customers/:id/risk-profiles',
    {
      config: { access: READ_RISK_PROFILES },
      schema: {
        tags: ['risk'],
        summary: "A customer's enhanced risk profiles, newest first",
        operationId: 'listCustomerRiskProfiles',
        params: CustomerIdParamsSchema,
        querystring: EnhancedRiskProfileListQuerySchema,
        response: { 200: EnhancedRiskProfileListResponseSchema, ...enhancedRiskReadErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        listCustomerRiskProfiles(ctx, { customerId: request.params.id, query: request.query }),
      ),
  );

  app.get(
    '/enhanced-risk-profiles/:id',
    {
      config: { access: READ_RISK_PROFILES },
      schema: {
        tags: ['risk'],
        summary: 'Read an enhanced risk profile with its rows and score',
        operationId: 'getEnhancedRiskProfile',
        params: EnhancedRiskProfileIdParamsSchema,
        response: { 200: EnhancedRiskProfileSchema, ...enhancedRiskReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => getEnhancedRiskProfile(ctx, request.params.id)),
  );

  app.post(
    '/enhanced-risk-profiles/:id/recalculate',
    {
      config: { access: ASSESS_RISK },
      schema: {
        tags: ['risk'],
        summary: 'Recompute an enhanced risk profile’s figures and score from its stored rows',
        operationId: 'recalculateEnhancedRiskProfile',
        params: EnhancedRiskProfileIdParamsSchema,
        response: { 200: EnhancedRiskProfileMutationResponseSchema, ...enhancedRiskReadErrors },
      },
    },
    async (request) => {
      const riskProfile = await request.withContext((ctx) =>
        recalculateEnhancedRiskProfile(ctx, request.params.id),
      );
      return { message: ENHANCED_RISK_MESSAGES.recalculated, risk_profile: riskProfile };
    },
  );
};
