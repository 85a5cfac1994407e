import {
  CashHandoverRequestSchema,
  CashHandoverResponseSchema,
  CashInHandQuerySchema,
  CashInHandResponseSchema,
  CloseCollectorDayRequestSchema,
  CloseCollectorDayResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerIdempotently } from '../../../http/idempotency.ts';
import { loanReadErrors, loanWriteErrors } from '../../loans/routes/errors.ts';
import { cashRepository } from '../cash/cash.repository.ts';
import { closeCollectorDay } from '../cash/close-collector-day.ts';
import { recordHandover } from '../cash/record-handover.ts';

/** Cash in hand (issue 11): each collector's cash of a day, handovers, and closing the day. */
export const cashRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections/cash',
    {
      config: { access: { resource: 'debt_collectors', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: "Each collector's cash of a day: collected, handed over, variance and the close",
        operationId: 'getCollectorsCash',
        querystring: CashInHandQuerySchema,
        response: { 200: CashInHandResponseSchema, ...loanReadErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) => cashRepository(ctx.tx).ofDay(request.query.date, ctx.now)),
  );

  app.post(
    '/collections/handovers',
    {
      config: { access: { resource: 'debt_collectors', action: 'assign' } },
      schema: {
        tags: ['collections'],
        summary:
          'Record cash a collector hands over, received by the signed-in user (Idempotency-Key replays)',
        operationId: 'recordCashHandover',
        body: CashHandoverRequestSchema,
        response: { 201: CashHandoverResponseSchema, ...loanWriteErrors },
      },
    },
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) => ({
        status: 201,
        body: await recordHandover(ctx, request.body),
      })),
  );

  app.post(
    '/collections/cash/close',
    {
      config: { access: { resource: 'debt_collectors', action: 'assign' } },
      schema: {
        tags: ['collections'],
        summary:
          "Close a collector's day, keeping the cash collected, handed over and the variance",
        operationId: 'closeCollectorDay',
        body: CloseCollectorDayRequestSchema,
        response: { 201: CloseCollectorDayResponseSchema, ...loanWriteErrors },
      },
    },
    async (request, reply) => {
      const answer = await request.withContext((ctx) => closeCollectorDay(ctx, request.body));
      return reply.status(201).send(answer);
    },
  );
};
