import { OutboxListQuerySchema, OutboxListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { listOutboxEmails } from '../list-outbox-emails.ts';

export const listOutboxEmailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { access: { resource: 'users', action: 'create' } },
      schema: {
        tags: ['outbox'],
        summary: 'List the e-mails in the outbox',
        operationId: 'listOutboxEmails',
        querystring: OutboxListQuerySchema,
        response: {
          200: OutboxListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => listOutboxEmails(ctx, request.query)),
  );
};
