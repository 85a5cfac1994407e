import { OrganizationListQuerySchema, OrganizationListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { listOrganizations } from '../list-organizations.ts';

export const listOrganizationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        summary: 'List organizations',
        operationId: 'listOrganizations',
        querystring: OrganizationListQuerySchema,
        response: { 200: OrganizationListResponseSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => request.withContext((ctx) => listOrganizations(ctx, request.query)),
  );
};
