import {
  ORGANIZATION_MESSAGES,
  OrganizationIdParamsSchema,
  OrganizationMutationResponseSchema,
  UpdateOrganizationRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { updateOrganization } from '../update-organization.ts';

export const updateOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/organizations/:id',
    {
      // An organization admin (settings:update) edits the lending settings only (issue 10).
      config: {
        access: {
          resource: 'organizations',
          action: 'update',
          orElse: { resource: 'settings', action: 'update' },
        },
      },
      schema: {
        tags: ['organizations'],
        summary: 'Update an organization',
        operationId: 'updateOrganization',
        params: OrganizationIdParamsSchema,
        body: UpdateOrganizationRequestSchema,
        response: {
          200: OrganizationMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const organization = await request.withContext((ctx) =>
        updateOrganization(ctx, { id: request.params.id, body: request.body }),
      );
      return { message: ORGANIZATION_MESSAGES.updated, organization };
    },
  );
};
