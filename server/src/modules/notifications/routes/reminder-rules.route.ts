import {
  NOTIFICATION_MESSAGES,
  MessageResponseSchema,
  PaginationQuerySchema,
  ReminderRuleInputSchema,
  ReminderRuleListResponseSchema,
  ReminderRuleMutationResponseSchema,
  ReminderRulePatchSchema,
  ReminderRunResponseSchema,
  UuidSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { translate } from '../../../i18n/translate.ts';
import { runMessageDelivery } from '../message-worker.ts';
import { sendingOrganizationOf } from '../message-templates.ts';
import { queueReminders } from '../queue-reminders.ts';
import { createRule, deleteRule, listRules, updateRule } from '../reminder-rules.ts';
import { notificationReadErrors, notificationWriteErrors } from './errors.ts';

const IdParams = z.object({ id: UuidSchema });

/** Reminder (dunning) rules, and an admin's 'Run now' of the reminder job for their organization. */
export const reminderRulesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reminder-rules',
    {
      config: { access: { resource: 'settings', action: 'read' } },
      schema: {
        tags: ['notifications'],
        summary: 'List the reminder rules',
        operationId: 'listReminderRules',
        querystring: PaginationQuerySchema,
        response: { 200: ReminderRuleListResponseSchema, ...notificationReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listRules(ctx, request.query)),
  );

  app.post(
    '/reminder-rules',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Create a reminder rule',
        operationId: 'createReminderRule',
        body: ReminderRuleInputSchema,
        response: { 201: ReminderRuleMutationResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request, reply) => {
      const rule = await request.withContext((ctx) => createRule(ctx, request.body));
      return reply.status(201).send({ message: NOTIFICATION_MESSAGES.ruleCreated, rule });
    },
  );

  app.patch(
    '/reminder-rules/:id',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Change, pause or resume a reminder rule',
        operationId: 'updateReminderRule',
        params: IdParams,
        body: ReminderRulePatchSchema,
        response: { 200: ReminderRuleMutationResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request) => {
      const rule = await request.withContext((ctx) =>
        updateRule(ctx, request.params.id, request.body),
      );
      return { message: NOTIFICATION_MESSAGES.ruleUpdated, rule };
    },
  );

  app.delete(
    '/reminder-rules/:id',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: 'Delete a reminder rule (the messages it queued stay)',
        operationId: 'deleteReminderRule',
        params: IdParams,
        response: { 200: MessageResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request) => {
      await request.withContext((ctx) => deleteRule(ctx, request.params.id));
      return { message: NOTIFICATION_MESSAGES.ruleDeleted };
    },
  );

  app.post(
    '/reminder-rules/run',
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: {
        tags: ['notifications'],
        summary: "Run the reminder job now for the user's organization, then deliver",
        operationId: 'runReminderRules',
        response: { 200: ReminderRunResponseSchema, ...notificationWriteErrors },
      },
    },
    async (request) => {
      // The same statement as the job's, limited to the user's organization; idempotent.
      const queued = await request.withContext((ctx) =>
        queueReminders(ctx.tx, { now: ctx.now, organizationId: sendingOrganizationOf(ctx) }),
      );
      // Committed: this instance's delivery sends them now (when it has a transport).
      const report = await runMessageDelivery(app.database)?.catch((error: unknown) => {
        request.log.error({ err: error }, 'Customer message delivery failed');
        return null;
      });
      return {
        message: translate(requestLanguage(request), NOTIFICATION_MESSAGES.remindersQueued, {
          count: queued,
        }),
        queued,
        sent: report?.sent ?? 0,
        failed: report?.failed ?? 0,
      };
    },
  );
};
