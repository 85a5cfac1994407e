import {
  CustomerIdParamsSchema,
  RiskOverrideRequestSchema,
  RiskOverrideResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overrideCustomerRisk } from '../override-customer-risk.ts';
import { OVERRIDE_RISK } from './access.ts';
import { enhancedRiskReadErrors } from './errors.ts';

/** The detail dialog's Risk Override (spec part 2 §2): a level and its mandatory reason. */
export const riskOverrideRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/:id/risk-override',
    {
      config: { access: OVERRIDE_RISK },
      schema: {
        tags: ['risk'],
        summary: "Override a customer's risk level with a reason (audited, approval_required)",
        operationId: 'overrideCustomerRisk',
        params: CustomerIdParamsSchema,
        body: RiskOverrideRequestSchema,
        response: { 200: RiskOverrideResponseSchema, ...enhancedRiskReadErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        overrideCustomerRisk(ctx, { customerId: request.params.id, body: request.body }),
      ),
  );
};
