import {
  CustomerAuditResponseSchema,
  CustomerDetailSchema,
  CustomerIdParamsSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCustomerDetail, listCustomerAudit } from '../get-customer.ts';
import { customerReadErrors } from './errors.ts';

/** The detail dialog: the customer with its loans, and its Audit Trail tab. */
export const getCustomerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        summary: 'Read a customer with its loans and financial summary',
        operationId: 'getCustomer',
        params: CustomerIdParamsSchema,
        response: { 200: CustomerDetailSchema, ...customerReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => getCustomerDetail(ctx, request.params.id)),
  );

  app.get(
    '/customers/:id/audit',
    {
      config: { access: { resource: 'audit_logs', action: 'read' } },
      schema: {
        tags: ['customers'],
        summary: "List a customer's audit trail",
        operationId: 'listCustomerAudit',
        params: CustomerIdParamsSchema,
        response: { 200: CustomerAuditResponseSchema, ...customerReadErrors },
      },
    },
    async (request) => {
      const data = await request.withContext((ctx) => listCustomerAudit(ctx, request.params.id));
      return { data };
    },
  );
};
