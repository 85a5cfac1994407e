import {
  MessageResponseSchema,
  ORGANIZATION_MESSAGES,
  OrganizationIdParamsSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { deleteOrganization } from '../delete-organization.ts';

export const deleteOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/organizations/:id',
    {
      config: { access: { resource: 'organizations', action: 'delete' } },
      schema: {
        tags: ['organizations'],
        summary: 'Delete an organization',
        operationId: 'deleteOrganization',
        params: OrganizationIdParamsSchema,
        response: {
          200: MessageResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => {
      await request.withContext((ctx) => deleteOrganization(ctx, request.params.id));
      return { message: ORGANIZATION_MESSAGES.deleted };
    },
  );
};
