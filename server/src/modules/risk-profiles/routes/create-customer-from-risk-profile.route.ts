import {
  CreateCustomerFromRiskProfileRequestSchema,
  CreateCustomerFromRiskProfileResponseSchema,
  RISK_PROFILE_MESSAGES,
  RiskProfileIdParamsSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomerFromRiskProfile } from '../create-customer-from-risk-profile.ts';
import { riskProfileWriteErrors } from './errors.ts';

export const createCustomerFromRiskProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/risk-profiles/:id/create-customer',
    {
      config: { access: { resource: 'customers', action: 'create' } },
      schema: {
        tags: ['risk'],
        summary: 'Create the customer of an approved risk profile, linked to it',
        operationId: 'createCustomerFromRiskProfile',
        params: RiskProfileIdParamsSchema,
        body: CreateCustomerFromRiskProfileRequestSchema,
        response: { 201: CreateCustomerFromRiskProfileResponseSchema, ...riskProfileWriteErrors },
      },
    },
    async (request, reply) => {
      const created = await request.withContext((ctx) =>
        createCustomerFromRiskProfile(ctx, { id: request.params.id, body: request.body }),
      );
      return reply.status(201).send({ message: RISK_PROFILE_MESSAGES.customerCreated, ...created });
    },
  );
};
