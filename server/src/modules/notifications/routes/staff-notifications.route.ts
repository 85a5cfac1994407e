import {
  MarkNotificationsReadResponseSchema,
  StaffNotificationListQuerySchema,
  StaffNotificationListResponseSchema,
  UuidSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listStaffNotifications, markNotificationsRead } from '../staff-notifications.ts';
import { notificationReadErrors } from './errors.ts';

const IdParams = z.object({ id: UuidSchema });

/** The staff feed (the spec's `notifications`): every signed-in user reads their own. */
export const staffNotificationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      // The header asks for the unread count by itself, on every screen.
      config: { access: 'authenticated', rateLimit: 'exempt' },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first, with the unread count",
        operationId: 'listNotifications',
        querystring: StaffNotificationListQuerySchema,
        response: { 200: StaffNotificationListResponseSchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listStaffNotifications(ctx, request.query)),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'authenticated', rateLimit: 'not_a_form' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        operationId: 'markNotificationRead',
        params: IdParams,
        response: { 200: MarkNotificationsReadResponseSchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => markNotificationsRead(ctx, request.params.id)),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'authenticated', rateLimit: 'not_a_form' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all of the user’s notifications read',
        operationId: 'markAllNotificationsRead',
        response: { 200: MarkNotificationsReadResponseSchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => markNotificationsRead(ctx, null)),
  );
};
