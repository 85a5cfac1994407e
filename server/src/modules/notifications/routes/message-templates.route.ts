import {
  MessageTemplateInputSchema,
  MessageTemplateListResponseSchema,
  MessageTemplateMutationResponseSchema,
  MessageTemplatePatchSchema,
  NOTIFICATION_MESSAGES,
  MessageResponseSchema,
  PaginationQuerySchema,
  TemplatePreviewRequestSchema,
  TemplatePreviewSchema,
  UuidSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from '../message-templates.ts';
import { previewTemplate } from '../render-message.ts';
import { notificationReadErrors, notificationWriteErrors } from './errors.ts';

const IdParams = z.object({ id: UuidSchema });

/**
 * Customer message templates (issue 14): read with settings:read, written with settings:update
 * — the organization's admins and the platform owner (docs/decisions/0078).
 */
export const messageTemplatesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-templates',
    {
      config: { access: { resource: 'settings', action: 'read' } },
      schema: {
        tags: ['notifications'],
        summary: 'List the customer message templates',
        operationId: 'listNotificationTemplates',
        querystring: PaginationQuerySchema,
        response: { 200: MessageTemplateListResponseSchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listTemplates(ctx, request.query)),
  );

  app.post(
    '/notification-templates',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Create a message template (unknown variables are refused)',
        operationId: 'createNotificationTemplate',
        body: MessageTemplateInputSchema,
        response: { 201: MessageTemplateMutationResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request, reply) => {
      const template = await request.withContext((ctx) => createTemplate(ctx, request.body));
      return reply.status(201).send({ message: NOTIFICATION_MESSAGES.templateCreated, template });
    },
  );

  app.patch(
    '/notification-templates/:id',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Change a message template',
        operationId: 'updateNotificationTemplate',
        params: IdParams,
        body: MessageTemplatePatchSchema,
        response: { 200: MessageTemplateMutationResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request) => {
      const template = await request.withContext((ctx) =>
        updateTemplate(ctx, request.params.id, request.body),
      );
      return { message: NOTIFICATION_MESSAGES.templateUpdated, template };
    },
  );

  app.delete(
    '/notification-templates/:id',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Delete a message template no reminder rule uses (409 naming the rules)',
        operationId: 'deleteNotificationTemplate',
        params: IdParams,
        response: { 200: MessageResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request) => {
      await request.withContext((ctx) => deleteTemplate(ctx, request.params.id));
      return { message: NOTIFICATION_MESSAGES.templateDeleted };
    },
  );

  app.post(
    '/notification-templates/preview',
    {
      // A preview changes nothing: an API request, not a form submission.
      config: { access: { resource: 'settings', action: 'read' }, rateLimit: 'not_a_form' },
      schema: {
        tags: ['notifications'],
        summary: 'Fill a template with the real figures of one loan',
        operationId: 'previewNotificationTemplate',
        body: TemplatePreviewRequestSchema,
        response: { 200: TemplatePreviewSchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => previewTemplate(ctx, request.body)),
  );
};
