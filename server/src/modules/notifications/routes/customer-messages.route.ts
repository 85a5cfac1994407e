import {
  CustomerMessageHistorySchema,
  CustomerMessageListQuerySchema,
  CustomerMessageListResponseSchema,
  CustomerMessageRetryResponseSchema,
  CustomerOptOutRequestSchema,
  MESSAGES,
  MessageReceiptsRequestSchema,
  MessageReceiptsResponseSchema,
  NOTIFICATION_MESSAGES,
  UuidSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import {
  applyMessageReceipts,
  RECEIPT_LIMITS,
  receiptSecretMatches,
} from '../../../jobs/message-receipts.ts';
import {
  customerMessageHistory,
  listCustomerMessages,
  readCustomerMessage,
  retryCustomerMessage,
  setCustomerOptOut,
} from '../customer-messages.ts';
import { runMessageDelivery } from '../message-worker.ts';
import { notificationReadErrors, notificationWriteErrors } from './errors.ts';

const IdParams = z.object({ id: UuidSchema });

/** The delivery log, a customer's message history and their opt-out. */
export const customerMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer-messages',
    {
      config: { access: { resource: 'settings', action: 'read' } },
      schema: {
        tags: ['notifications'],
        summary: 'The delivery log: messages to customers with their status',
        operationId: 'listCustomerMessages',
        querystring: CustomerMessageListQuerySchema,
        response: { 200: CustomerMessageListResponseSchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listCustomerMessages(ctx, request.query)),
  );

  app.get(
    '/customers/:id/messages',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['notifications'],
        summary: "A customer's message history and opt-out",
        operationId: 'getCustomerMessages',
        params: IdParams,
        response: { 200: CustomerMessageHistorySchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => customerMessageHistory(ctx, request.params.id)),
  );

  app.put(
    '/customers/:id/message-opt-out',
    {
      config: { access: { resource: 'customers', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Record or lift a customer’s opt-out of reminders',
        operationId: 'setCustomerMessageOptOut',
        params: IdParams,
        body: CustomerOptOutRequestSchema,
        response: {
          200: CustomerMessageHistorySchema.extend({ message: z.string() }),
          ...notificationWriteErrors,
        },
      },
    },
    async (request) => {
      const history = await request.withContext((ctx) =>
        setCustomerOptOut(ctx, request.params.id, request.body),
      );
      return { ...history, message: NOTIFICATION_MESSAGES.optOutSaved };
    },
  );

  app.post(
    '/customer-messages/:id/retry',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Send a failed customer message again (after quiet hours, if in them)',
        operationId: 'retryCustomerMessage',
        params: IdParams,
        response: { 200: CustomerMessageRetryResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request) => {
      await request.withContext((ctx) => retryCustomerMessage(ctx, request.params.id));
      // Committed: this instance's delivery sends it now when it is due (and has a transport).
      await runMessageDelivery(app.database)?.catch((error: unknown) => {
        request.log.error({ err: error }, 'Customer message delivery failed');
      });
      const message = await request.withContext((ctx) =>
        readCustomerMessage(ctx, request.params.id),
      );
      return {
        message: NOTIFICATION_MESSAGES.messageRetryQueued,
        customer_message: message,
      };
    },
  );

  app.post(
    '/customer-messages/receipts',
    {
      // The gateway is nobody's session: it proves itself with the shared secret.
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        summary: 'Delivery receipts from the SMS/WhatsApp gateway (shared secret)',
        description:
          'Sent by the gateway with `Authorization: Bearer <MESSAGE_WEBHOOK_RECEIPT_SECRET>`: ' +
          'one receipt or `{ receipts: [...] }` (up to 100). A `sent` message becomes ' +
          '`delivered` or `failed` (with the reason); others are ignored and counted. ' +
          '404 when no secret is configured.',
        operationId: 'receiveCustomerMessageReceipts',
        body: MessageReceiptsRequestSchema,
        response: {
          200: MessageReceiptsResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const secret = app.config.MESSAGE_WEBHOOK_RECEIPT_SECRET;
      if (!secret) throw notFound();
      const nowMs = app.clock().getTime();
      const address = request.ip ?? 'unknown';
      const limited = (key: string, limit: number) => {
        if (app.requestCounter.hit(key, nowMs) <= limit) return;
        const seconds = Math.max(1, Math.ceil(app.requestCounter.remainingMs(nowMs) / 1000));
        throw new AppError('RATE_LIMITED', MESSAGES.apiRateLimited, {
          headers: { 'retry-after': String(seconds) },
        });
      };
      limited(`receipts:${address}`, RECEIPT_LIMITS.perAddressPerMinute);
      if (!receiptSecretMatches(request.headers.authorization, secret)) {
        limited(`receipts-refused:${address}`, RECEIPT_LIMITS.refusedPerMinute);
        throw new AppError('NOT_AUTHENTICATED', NOTIFICATION_MESSAGES.receiptSecretInvalid);
      }
      const body = request.body;
      const receipts = 'receipts' in body ? body.receipts : [body];
      return applyMessageReceipts(app.database, receipts, app.clock());
    },
  );
};
