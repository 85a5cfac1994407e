import {
  clampPage,
  CreatePromiseRequestSchema,
  CreatePromiseResponseSchema,
  FIELD_WORK_MESSAGES,
  LoanIdParamsSchema,
  LoanPromiseListQuerySchema,
  PromiseListQuerySchema,
  PromiseListResponseSchema,
  PromisePerformanceQuerySchema,
  PromisePerformanceResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestContext } from '../../../context/request-context.ts';
import { deviceClockOf, takenAt } from '../../../http/device-clock.ts';
import { answerIdempotently } from '../../../http/idempotency.ts';
import { loanReadErrors, loanWriteErrors } from '../../loans/routes/errors.ts';
import { promisePerformance } from '../promises/promise-performance.ts';
import { promisesRepository, type PromiseFilters } from '../promises/promises.repository.ts';
import { readFieldWorkLoan, recordPromise } from '../promises/record-promise.ts';

async function promisePage(
  ctx: RequestContext,
  filters: PromiseFilters,
  query: { page: number; page_size: number },
) {
  const promises = promisesRepository(ctx.tx);
  const total = await promises.count(filters, ctx.now);
  const page = clampPage(query.page, total, query.page_size);
  const data = await promises.list(filters, ctx.now, { page, page_size: query.page_size });
  return { data, page, page_size: query.page_size, total };
}

/**
 * Promises to pay (issue 11 "Beyond the spec"). Making one is taking a payment's word for it:
 * payments:create, as Record Payment (every role that collects holds it); reading them,
 * payments:read.
 */
export const promisesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loans/:id/promises',
    {
      config: { access: { resource: 'payments', action: 'create' } },
      schema: {
        tags: ['collections'],
        summary: 'Record a promise to pay on a loan: an amount by a day (Idempotency-Key replays)',
        operationId: 'createPromise',
        params: LoanIdParamsSchema,
        body: CreatePromiseRequestSchema,
        response: { 201: CreatePromiseResponseSchema, ...loanWriteErrors },
      },
    },
    // The field app syncs promises taken offline: a retry after a lost answer must not make two.
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) => {
        const promise = await recordPromise(ctx, {
          loan: await readFieldWorkLoan(ctx, request.params.id),
          body: request.body,
          madeAt: takenAt(request.body.device_time, deviceClockOf(request), ctx.now),
        });
        return { status: 201, body: { message: FIELD_WORK_MESSAGES.promiseRecorded, promise } };
      }),
  );

  app.get(
    '/loans/:id/promises',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: "A loan's promises to pay with their status, latest promised date first",
        operationId: 'listLoanPromises',
        params: LoanIdParamsSchema,
        querystring: LoanPromiseListQuerySchema,
        response: { 200: PromiseListResponseSchema, ...loanReadErrors },
      },
    },
    async (request) =>
      request.withContext(async (ctx) => {
        const loan = await readFieldWorkLoan(ctx, request.params.id);
        return promisePage(ctx, { loanId: loan.id, status: request.query.status }, request.query);
      }),
  );

  app.get(
    '/collections/promises',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: 'Promises to pay with their status, by status and collector',
        operationId: 'listPromises',
        querystring: PromiseListQuerySchema,
        response: { 200: PromiseListResponseSchema, ...loanReadErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        promisePage(
          ctx,
          { status: request.query.status, collectorId: request.query.collector_id },
          request.query,
        ),
      ),
  );

  app.get(
    '/collections/promise-performance',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: 'Promises by status and the promise-kept rate, per collector',
        operationId: 'getPromisePerformance',
        querystring: PromisePerformanceQuerySchema,
        response: { 200: PromisePerformanceResponseSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => promisePerformance(ctx, request.query)),
  );
};
