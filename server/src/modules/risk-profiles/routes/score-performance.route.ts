import { ScorePerformanceResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scorePerformance } from '../score-performance.ts';
import { riskProfileReadErrors } from './errors.ts';

/** The back-test of the applicant score (issue 12): a report, behind reports:read. */
export const scorePerformanceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/risk-profiles/score-performance',
    {
      config: { access: { resource: 'reports', action: 'read' } },
      schema: {
        tags: ['risk'],
        summary:
          'Back-test the applicant score on disbursed loans: bad rates by band, AUC, Gini and KS',
        operationId: 'getScorePerformance',
        response: { 200: ScorePerformanceResponseSchema, ...riskProfileReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => scorePerformance(ctx)),
  );
};
