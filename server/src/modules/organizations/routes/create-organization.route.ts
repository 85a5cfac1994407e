import {
  CreateOrganizationRequestSchema,
  ORGANIZATION_MESSAGES,
  OrganizationMutationResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { createOrganization } from '../create-organization.ts';

export const createOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/organizations',
    {
      config: { access: { resource: 'organizations', action: 'create' } },
      schema: {
        tags: ['organizations'],
        summary: 'Create an organization',
        operationId: 'createOrganization',
        body: CreateOrganizationRequestSchema,
        response: {
          201: OrganizationMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const organization = await request.withContext((ctx) =>
        createOrganization(ctx, request.body),
      );
      return reply.status(201).send({ message: ORGANIZATION_MESSAGES.created, organization });
    },
  );
};
