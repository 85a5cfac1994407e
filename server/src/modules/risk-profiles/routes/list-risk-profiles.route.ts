import {
  RiskProfileIdParamsSchema,
  RiskProfileListQuerySchema,
  RiskProfileListResponseSchema,
  RiskProfileSchema,
  RiskProfileSummarySchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRiskProfile, listRiskProfiles, summarizeRiskProfiles } from '../list-risk-profiles.ts';
import { riskProfileReadErrors } from './errors.ts';

/** The Risk Profiler Dashboard's reads: the list with its tabs, the cards, one profile. */
export const listRiskProfilesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/risk-profiles',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['risk'],
        summary: 'List prospective-customer risk profiles by tab, with every tab’s count',
        operationId: 'listRiskProfiles',
        querystring: RiskProfileListQuerySchema,
        response: { 200: RiskProfileListResponseSchema, ...riskProfileReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listRiskProfiles(ctx, request.query)),
  );

  app.get(
    '/risk-profiles/summary',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['risk'],
        summary: "Count risk profiles for the dashboard's five cards",
        operationId: 'getRiskProfileSummary',
        response: { 200: RiskProfileSummarySchema, ...riskProfileReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => summarizeRiskProfiles(ctx)),
  );

  app.get(
    '/risk-profiles/:id',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['risk'],
        summary: 'Read a risk profile with its score',
        operationId: 'getRiskProfile',
        params: RiskProfileIdParamsSchema,
        response: { 200: RiskProfileSchema, ...riskProfileReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => getRiskProfile(ctx, request.params.id)),
  );
};
