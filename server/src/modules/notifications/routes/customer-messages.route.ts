import {
  CustomerMessageHistorySchema,
  CustomerMessageListQuerySchema,
  CustomerMessageListResponseSchema,
  CustomerOptOutRequestSchema,
  NOTIFICATION_MESSAGES,
  UuidSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerMessageHistory,
  listCustomerMessages,
  setCustomerOptOut,
} from '../customer-messages.ts';
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
};
