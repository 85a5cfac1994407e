import {
  clampPage,
  BulkPaymentRequestSchema,
  BulkPaymentResponseSchema,
  LoanIdParamsSchema,
  PAYMENT_MESSAGES,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListResponseSchema,
  PaymentAnalyticsQuerySchema,
  PaymentAnalyticsResponseSchema,
  PaymentScheduleQuerySchema,
  PaymentScheduleResponseSchema,
  PaymentSummarySchema,
  RecordPaymentRequestSchema,
  RecordPaymentResponseSchema,
  ReversePaymentRequestSchema,
  ReversePaymentResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerIdempotently } from '../../../http/idempotency.ts';
import { loanReadErrors, loanWriteErrors } from '../../loans/routes/errors.ts';
import { recordBulkPayments } from '../bulk-payments.ts';
import { paymentAnalytics, paymentSchedule } from '../payment-analytics.ts';
import { summarizePayments } from '../payment-summary.ts';
import { paymentsRepository } from '../payments.repository.ts';
import { recordPayment } from '../record-payment.ts';
import { reversePayment } from '../reverse-payment.ts';

/** Payments (issue 10): record, reverse, bulk entry, the history and the cards. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loans/:id/payments',
    {
      config: { access: { resource: 'payments', action: 'create' } },
      schema: {
        tags: ['payments'],
        summary: 'Record a payment on a loan (Idempotency-Key replays)',
        operationId: 'recordPayment',
        params: LoanIdParamsSchema,
        body: RecordPaymentRequestSchema,
        response: { 201: RecordPaymentResponseSchema, ...loanWriteErrors },
      },
    },
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) => ({
        status: 201,
        body: await recordPayment(ctx, { loanId: request.params.id, body: request.body }),
      })),
  );

  app.post(
    '/payments/:id/reverse',
    {
      config: { access: { resource: 'payments', action: 'update' } },
      schema: {
        tags: ['payments'],
        summary: 'Reverse a completed payment with a reason',
        operationId: 'reversePayment',
        params: PaymentIdParamsSchema,
        body: ReversePaymentRequestSchema,
        response: { 200: ReversePaymentResponseSchema, ...loanWriteErrors },
      },
    },
    async (request) => {
      const { payment, loan } = await request.withContext((ctx) =>
        reversePayment(ctx, { id: request.params.id, reason: request.body.reason }),
      );
      return { message: PAYMENT_MESSAGES.reversed, payment, loan };
    },
  );

  app.post(
    '/payments/bulk',
    {
      config: {
        access: { resource: 'payments', action: 'create' },
        sensitiveOperation: 'bulk_payment',
      },
      schema: {
        tags: ['payments'],
        summary: 'Record a sheet of payments, all or nothing (Idempotency-Key replays)',
        operationId: 'recordBulkPayments',
        body: BulkPaymentRequestSchema,
        response: { 201: BulkPaymentResponseSchema, ...loanWriteErrors },
      },
    },
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) => ({
        status: 201,
        body: await recordBulkPayments(ctx, request.body.entries),
      })),
  );

  app.get(
    '/payments',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['payments'],
        summary: 'List payments, newest first, searchable by id, loan number or customer',
        operationId: 'listPayments',
        querystring: PaymentListQuerySchema,
        response: { 200: PaymentListResponseSchema, ...loanReadErrors },
      },
    },
    async (request) =>
      request.withContext(async (ctx) => {
        const payments = paymentsRepository(ctx.tx);
        const { query } = request;
        const total = await payments.count(query);
        const page = clampPage(query.page, total, query.page_size);
        const rows = await payments.list({ ...query, page });
        return { data: rows, page, page_size: query.page_size, total };
      }),
  );

  app.get(
    '/payments/summary',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['payments'],
        summary: "The /payments cards: today's, total, pending and overdue collection",
        operationId: 'getPaymentSummary',
        response: { 200: PaymentSummarySchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => summarizePayments(ctx)),
  );

  app.get(
    '/payments/schedule',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['payments'],
        summary:
          'The Schedule tab: adherence of the loans in collection over a week, month or quarter',
        operationId: 'getPaymentSchedule',
        querystring: PaymentScheduleQuerySchema,
        response: { 200: PaymentScheduleResponseSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => paymentSchedule(ctx, request.query.range)),
  );

  app.get(
    '/payments/analytics',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['payments'],
        summary:
          'The Analytics tab: trends, methods, customer behaviour and aging over 3, 6 or 12 months',
        operationId: 'getPaymentAnalytics',
        querystring: PaymentAnalyticsQuerySchema,
        response: { 200: PaymentAnalyticsResponseSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => paymentAnalytics(ctx, request.query.months)),
  );
};
