import {
  CUSTOMER_MESSAGES,
  CustomerIdParamsSchema,
  CustomerMutationResponseSchema,
  UpdateCustomerRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateCustomer } from '../update-customer.ts';
import { customerWriteErrors } from './errors.ts';

export const updateCustomerRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/customers/:id',
    {
      config: { access: { resource: 'customers', action: 'update' } },
      schema: {
        tags: ['customers'],
        summary: 'Update a customer',
        operationId: 'updateCustomer',
        params: CustomerIdParamsSchema,
        body: UpdateCustomerRequestSchema,
        response: { 200: CustomerMutationResponseSchema, ...customerWriteErrors },
      },
    },
    async (request) => {
      const customer = await request.withContext((ctx) =>
        updateCustomer(ctx, { id: request.params.id, body: request.body }),
      );
      return { message: CUSTOMER_MESSAGES.updated, customer };
    },
  );
};
