import {
  CollectionEntryIdParamsSchema,
  CollectRequestSchema,
  CollectResponseSchema,
  ReassignCollectionsRequestSchema,
  ReassignCollectionsResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceClockOf } from '../../../http/device-clock.ts';
import { answerIdempotently } from '../../../http/idempotency.ts';
import { loanWriteErrors } from '../../loans/routes/errors.ts';
import { collectOnEntry } from '../collect-on-entry.ts';
import { reassignEntries } from '../reassign-entries.ts';

/** Working a day's entries (issue 11): marking one collected, reassigning them. */
export const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/collections/:id/collect',
    {
      config: { access: { resource: 'payments', action: 'create' } },
      schema: {
        tags: ['collections'],
        summary:
          'Mark a collection entry collected: a payment dated its day (Idempotency-Key replays)',
        description:
          'From the field app, with the receipt it gave (`receipt_number`, from a receipt book ' +
          "issued to the user), the phone's time (`device_time`) and position; the phone sends its " +
          "clock at sending in the `x-device-clock` header, and the payment's time is corrected " +
          "by the difference to the server's clock.",
        operationId: 'collectOnEntry',
        params: CollectionEntryIdParamsSchema,
        body: CollectRequestSchema,
        response: { 201: CollectResponseSchema, ...loanWriteErrors },
      },
    },
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) => ({
        status: 201,
        body: await collectOnEntry(ctx, {
          entryId: request.params.id,
          body: request.body,
          deviceSentAt: deviceClockOf(request),
        }),
      })),
  );

  app.post(
    '/collections/reassign',
    {
      config: { access: { resource: 'debt_collectors', action: 'assign' } },
      schema: {
        tags: ['collections'],
        summary: 'Give one or many collection entries to another collector of their organization',
        operationId: 'reassignCollections',
        body: ReassignCollectionsRequestSchema,
        response: { 200: ReassignCollectionsResponseSchema, ...loanWriteErrors },
      },
    },
    async (request) => request.withContext((ctx) => reassignEntries(ctx, request.body)),
  );
};
