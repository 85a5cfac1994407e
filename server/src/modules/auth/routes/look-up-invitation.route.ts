import { InvitationSchema, InvitationTokenParamsSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { lookUpInvitation } from '../complete-setup.ts';
import { asSystem } from '../system-work.ts';

/** The public half of an invitation: the link's page reads it, then sets a password. */
export const lookUpInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Look up an invitation by its token',
        operationId: 'lookUpInvitation',
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      asSystem(request, (db) =>
        lookUpInvitation(db, { token: request.params.token, now: app.clock() }),
      ),
  );
};
