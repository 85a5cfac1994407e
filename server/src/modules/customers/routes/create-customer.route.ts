import {
  CUSTOMER_MESSAGES,
  CreateCustomerRequestSchema,
  CustomerMutationResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomer } from '../create-customer.ts';
import { customerWriteErrors } from './errors.ts';

export const createCustomerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers',
    {
      config: { access: { resource: 'customers', action: 'create' } },
      schema: {
        tags: ['customers'],
        summary: 'Register a customer',
        operationId: 'createCustomer',
        body: CreateCustomerRequestSchema,
        response: { 201: CustomerMutationResponseSchema, ...customerWriteErrors },
      },
    },
    async (request, reply) => {
      const customer = await request.withContext((ctx) => createCustomer(ctx, request.body));
      return reply.status(201).send({ message: CUSTOMER_MESSAGES.created, customer });
    },
  );
};
