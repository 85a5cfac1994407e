import {
  PaginationQuerySchema,
  ReportScheduleListSchema,
  ReportScheduleRequestSchema,
  ReportScheduleSchema,
  ReportScheduleUpdateSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { kickReportSchedules } from '../../../jobs/run-report-schedules.ts';
import {
  createReportSchedule,
  listReportSchedules,
  setReportScheduleActive,
} from '../schedules/report-schedules.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Automated reports: schedule, list, pause and resume. */
export const reportSchedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/schedules',
    {
      config: { access: { resource: 'reports', action: 'read' } },
      schema: {
        tags: ['reports'],
        summary: 'Automated reports',
        operationId: 'listReportSchedules',
        description: 'The schedules of the organizations in scope, newest first.',
        querystring: PaginationQuerySchema,
        response: { 200: ReportScheduleListSchema, ...errors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        listReportSchedules(ctx, request.query.page, request.query.page_size),
      ),
  );

  app.post(
    '/reports/schedules',
    {
      config: { access: { resource: 'reports', action: 'read' } },
      schema: {
        tags: ['reports'],
        summary: 'Schedule a report by e-mail',
        operationId: 'createReportSchedule',
        description:
          'Sends the report daily, weekly or monthly (at the start of each period in the organization’s timezone, the first one at once) to staff e-mail addresses, attached through the outbox. Needs the report’s export permission.',
        body: ReportScheduleRequestSchema,
        response: { 201: ReportScheduleSchema, 422: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const schedule = await request.withContext((ctx) => createReportSchedule(ctx, request.body));
      // Committed: the first report goes out now on this instance's worker, if it runs one.
      kickReportSchedules(app.database);
      return reply.code(201).send(schedule);
    },
  );

  app.patch(
    '/reports/schedules/:id',
    {
      config: { access: { resource: 'reports', action: 'read' } },
      schema: {
        tags: ['reports'],
        summary: 'Pause or resume an automated report',
        operationId: 'updateReportSchedule',
        description: '`is_active: false` pauses the schedule; `true` resumes it.',
        params: z.object({ id: z.uuid() }),
        body: ReportScheduleUpdateSchema,
        response: { 200: ReportScheduleSchema, ...errors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        setReportScheduleActive(ctx, request.params.id, request.body.is_active),
      ),
  );
};
