import { FieldRouteSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanWriteErrors } from '../../loans/routes/errors.ts';
import { downloadRoute } from '../field/download-route.ts';

/** The field app (issue 15): what an agent's phone takes with it for the day. */
export const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/field/route',
    {
      // Whoever collects holds payments:create (every collecting role does); the route is theirs.
      config: { access: { resource: 'payments', action: 'create' } },
      schema: {
        tags: ['collections'],
        summary:
          "Download today's route: the agent's entries, customers and loans, and a receipt book",
        description:
          'The signed-in user’s collection entries for their organization’s today, in visiting ' +
          'order, with what the field app needs offline all day; each download issues a new ' +
          'receipt book (`receipt_book.prefix`-001, -002… are the receipts the phone gives). ' +
          '422 when the user works as no collector, or as a blocked or inactive one.',
        operationId: 'downloadFieldRoute',
        response: { 200: FieldRouteSchema, ...loanWriteErrors },
      },
    },
    async (request) => request.withContext(downloadRoute),
  );
};
