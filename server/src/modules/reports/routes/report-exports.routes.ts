import {
  ReportExportIdParamsSchema,
  ReportExportRequestSchema,
  ReportExportSchema,
  ReportKeyParamsSchema,
  type ReportKey,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mayDo } from '../../../context/effective-permissions.ts';
import { AppError, notFound } from '../../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import type { DocumentStorage } from '../../../storage/document-storage.ts';
import {
  readReportExport,
  runReportExport,
  startReportExport,
  toReportExport,
} from '../exports/report-export-jobs.ts';
import { REPORT_CONTENT_TYPES } from '../report-files.ts';
import { reportSpecOf } from '../report-registry.ts';
import { exportOperation, filtersOf } from './reports.routes.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
};

/** Long exports: started, followed, then downloaded from the file storage. */
export const reportExportsRoutes: FastifyPluginAsyncZod<{ storage: DocumentStorage }> = async (
  app,
  { storage },
) => {
  app.post(
    '/reports/:key/exports',
    {
      config: {
        access: { resource: 'reports', action: 'read' },
        sensitiveOperation: exportOperation,
      },
      schema: {
        tags: ['reports'],
        summary: 'Start a long export of a report',
        operationId: 'startReportExport',
        description:
          'Counts the rows, records the export and writes the file in the background into the file storage; follow it with GET /reports/exports/{id}. Same permission, limit and audit as a direct export.',
        params: ReportKeyParamsSchema,
        body: ReportExportRequestSchema,
        response: { 202: ReportExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const spec = reportSpecOf(request.params.key);
      if (!spec) throw notFound();
      const key = request.params.key as ReportKey;
      const { format, ...rest } = request.body;
      const filters = filtersOf(rest, spec);
      const day = app.clock().toISOString().slice(0, 10);
      const job = await request.withContext(async (ctx) => {
        if (!mayDo(ctx, 'reports', 'export') && !mayDo(ctx, spec.resource, 'export')) {
          throw new AppError('FORBIDDEN', 'messages.errors.access_denied', {
            details: { required: 'reports:export' },
          });
        }
        return startReportExport(ctx, {
          key,
          spec,
          filters,
          format,
          fileName: `${key}-${day}.${format}`,
        });
      });
      void runReportExport({
        withContext: (work) => request.withContext(work),
        storage,
        job,
        spec,
        filters,
      });
      return reply.code(202).send(toReportExport(job));
    },
  );

  app.get(
    '/reports/exports/:id',
    {
      config: { access: { resource: 'reports', action: 'read' } },
      schema: {
        tags: ['reports'],
        summary: 'A long export’s progress',
        operationId: 'getReportExport',
        description: 'The signed-in user’s own export: its status, rows and file name.',
        params: ReportExportIdParamsSchema,
        response: { 200: ReportExportSchema, ...errors },
      },
    },
    async (request) =>
      toReportExport(await request.withContext((ctx) => readReportExport(ctx, request.params.id))),
  );

  app.get(
    '/reports/exports/:id/file',
    {
      config: { access: { resource: 'reports', action: 'read' } },
      schema: {
        tags: ['reports'],
        summary: 'Download a finished export',
        operationId: 'downloadReportExport',
        description: 'The file of the signed-in user’s own export, once it is ready (404 before).',
        params: ReportExportIdParamsSchema,
        response: {
          200: {
            description: 'The file.',
            content: {
              'text/csv': { schema: z.string() },
              [REPORT_CONTENT_TYPES.xlsx]: { schema: z.string() },
              'application/pdf': { schema: z.string() },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const job = await request.withContext((ctx) => readReportExport(ctx, request.params.id));
      if (job.status !== 'ready' || !job.storage_key) throw notFound();
      const body = await storage.get(job.storage_key);
      return reply
        .header('content-type', REPORT_CONTENT_TYPES[job.format])
        .header('content-disposition', `attachment; filename="${job.file_name}"`)
        .header('cache-control', 'no-store')
        .send(body as unknown as string);
    },
  );
};
