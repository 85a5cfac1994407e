import {
  CustomerCategoryListQuerySchema,
  CustomerCategoryListResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCustomerCategories } from '../list-customer-categories.ts';
import { customerReadErrors } from './errors.ts';

export const listCustomerCategoriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer-categories',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        summary: 'List customer categories',
        operationId: 'listCustomerCategories',
        querystring: CustomerCategoryListQuerySchema,
        response: { 200: CustomerCategoryListResponseSchema, ...customerReadErrors },
      },
    },
    async (request) => {
      const data = await request.withContext((ctx) =>
        listCustomerCategories(ctx, { organizationId: request.query.organization_id }),
      );
      return { data };
    },
  );
};
