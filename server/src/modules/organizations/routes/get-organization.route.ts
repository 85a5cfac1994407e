import { OrganizationIdParamsSchema, OrganizationSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { getListedOrganization } from '../list-organizations.ts';

export const getOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['organizations'],
        summary: 'Read an organization',
        operationId: 'getOrganization',
        params: OrganizationIdParamsSchema,
        response: {
          200: OrganizationSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => getListedOrganization(ctx, request.params.id)),
  );
};
