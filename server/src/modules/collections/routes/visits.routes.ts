import {
  clampPage,
  CreateVisitRequestSchema,
  CreateVisitResponseSchema,
  FIELD_WORK_MESSAGES,
  LoanIdParamsSchema,
  VisitListQuerySchema,
  VisitListResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceClockOf, takenAt } from '../../../http/device-clock.ts';
import { answerIdempotently } from '../../../http/idempotency.ts';
import { loanReadErrors, loanWriteErrors } from '../../loans/routes/errors.ts';
import { readFieldWorkLoan } from '../promises/record-promise.ts';
import { recordVisit } from '../visits/record-visit.ts';
import { visitsRepository } from '../visits/visits.repository.ts';

/** Field visits (issue 11 "Beyond the spec"), under the field_visits permissions. */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loans/:id/visits',
    {
      config: { access: { resource: 'field_visits', action: 'create' } },
      schema: {
        tags: ['collections'],
        summary:
          'Record a field visit to a loan’s customer, with its payment or promise (Idempotency-Key replays)',
        operationId: 'createVisit',
        params: LoanIdParamsSchema,
        body: CreateVisitRequestSchema,
        response: { 201: CreateVisitResponseSchema, ...loanWriteErrors },
      },
    },
    // A paid visit moves money: a retried request must not record it twice.
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) => {
        const { paymentPending, ...recorded } = await recordVisit(ctx, {
          loanId: request.params.id,
          body: request.body,
          visitedAt: takenAt(request.body.device_time, deviceClockOf(request), ctx.now),
        });
        const message = paymentPending
          ? FIELD_WORK_MESSAGES.visitRecordedPaymentPending
          : FIELD_WORK_MESSAGES.visitRecorded;
        return { status: 201, body: { message, ...recorded } };
      }),
  );

  app.get(
    '/loans/:id/visits',
    {
      config: { access: { resource: 'field_visits', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: "A loan's field visits, newest first, with the visitor and the distance",
        operationId: 'listLoanVisits',
        params: LoanIdParamsSchema,
        querystring: VisitListQuerySchema,
        response: { 200: VisitListResponseSchema, ...loanReadErrors },
      },
    },
    async (request) =>
      request.withContext(async (ctx) => {
        const loan = await readFieldWorkLoan(ctx, request.params.id);
        const visits = visitsRepository(ctx.tx);
        const total = await visits.countOfLoan(loan.id);
        const { page_size } = request.query;
        const page = clampPage(request.query.page, total, page_size);
        const data = await visits.listOfLoan(loan.id, { page, page_size });
        return { data, page, page_size, total };
      }),
  );
};
