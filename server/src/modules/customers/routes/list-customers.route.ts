import {
  CustomerFilterSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerSummarySchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCustomers, summarizeCustomerList } from '../list-customers.ts';
import { customerReadErrors } from './errors.ts';

/** The list and its summary cards: the same filters over the same scope. */
export const listCustomersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        summary: 'List customers',
        operationId: 'listCustomers',
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerListResponseSchema, ...customerReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listCustomers(ctx, request.query)),
  );

  app.get(
    '/customers/summary',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        summary: 'Count customers for the summary cards',
        operationId: 'getCustomerSummary',
        querystring: CustomerFilterSchema,
        response: { 200: CustomerSummarySchema, ...customerReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => summarizeCustomerList(ctx, request.query)),
  );
};
