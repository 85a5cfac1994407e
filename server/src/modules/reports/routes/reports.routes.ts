import {
  holdsEffectivePermission,
  REPORT_KEYS,
  REPORT_NAME_KEYS,
  REPORT_PDF_ROW_LIMIT,
  ReportCatalogueSchema,
  ReportKeyParamsSchema,
  ReportPreviewSchema,
  ReportQuerySchema,
  type PermissionHolder,
  type ReportFilterValues,
  type ReportKey,
} from '@lendline/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { effectivePermissionsOf, mayDo } from '../../../context/effective-permissions.ts';
import { AppError, notFound } from '../../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { translate } from '../../../i18n/translate.ts';
import { describeFilters } from '../describe-filters.ts';
import { exportReportRows, previewReport, type ReportSink } from '../report-data.ts';
import {
  csvSink,
  pdfSink,
  REPORT_CONTENT_TYPES,
  xlsxSink,
  type ReportFileHeading,
} from '../report-files.ts';
import { REPORTS, reportSpecOf, type ReportSpec } from '../report-registry.ts';

/**
 * Reports' export permission (docs/decisions/0075): reports:export, or the export permission of
 * the data the report is drawn from (a manager may export the repayment register: payments:export).
 */
export function mayExportReport(holder: PermissionHolder, spec: ReportSpec): boolean {
  return (
    holdsEffectivePermission(holder, 'reports', 'export') ||
    holdsEffectivePermission(holder, spec.resource, 'export')
  );
}

/** A read of a report is also a read of its data: the audit extract needs audit_logs:read. */
export function mayReadReport(holder: PermissionHolder, spec: ReportSpec): boolean {
  return holdsEffectivePermission(holder, spec.resource, 'read');
}

/** An export counts against the sensitive-operation limit; a preview, or a refused export, does not. */
export function exportOperation(request: FastifyRequest) {
  const format =
    (request.query as { format?: string } | undefined)?.format ??
    (request.body as { format?: string } | undefined)?.format;
  const spec = reportSpecOf((request.params as { key: string }).key);
  if (!format || !spec || !request.auth) return null;
  const holder = effectivePermissionsOf(request.auth, new Date());
  return mayExportReport(holder, spec) ? 'export' : null;
}

export function filtersOf(query: ReportFilterValues, spec: ReportSpec): ReportFilterValues {
  const has = (filter: ReportSpec['filters'][number]) => spec.filters.includes(filter);
  return {
    ...(has('date_range') && { from: query.from, to: query.to }),
    ...(has('organization') && { organization_id: query.organization_id }),
    ...(has('loan_officer') && { loan_officer_id: query.loan_officer_id }),
    ...(has('collector') && { collector_id: query.collector_id }),
    ...(has('status') &&
      query.status &&
      spec.statuses.includes(query.status) && { status: query.status }),
  };
}

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      config: { access: { resource: 'reports', action: 'read' } },
      schema: {
        tags: ['reports'],
        summary: 'The report catalogue',
        operationId: 'listReports',
        description:
          'Every report the user may read: its key, name (in the request language), filters, status values, columns, and whether the user may export it.',
        response: { 200: ReportCatalogueSchema, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const holder = effectivePermissionsOf(auth, app.clock());
      const language = requestLanguage(request);
      return {
        reports: REPORT_KEYS.filter((key) => mayReadReport(holder, REPORTS[key])).map((key) => {
          const spec: ReportSpec = REPORTS[key];
          return {
            key,
            name: translate(language, REPORT_NAME_KEYS[key]),
            filters: [...spec.filters],
            statuses: [...spec.statuses],
            columns: [...spec.columns],
            exportable: mayExportReport(holder, spec),
          };
        }),
      };
    },
  );

  app.get(
    '/reports/:key',
    {
      config: {
        access: { resource: 'reports', action: 'read' },
        sensitiveOperation: exportOperation,
      },
      schema: {
        tags: ['reports'],
        summary: 'A report: a page of rows, or the whole report as CSV, XLSX or PDF',
        operationId: 'getReport',
        description:
          'Without `format`: a page of rows as JSON for the screen. With `format=csv|xlsx|pdf`: the file (CSV and XLSX carry every row, streamed; a PDF at most 5,000), headed with the organization, the filters, the generation time and page numbers. An export needs reports:export or the export permission of the report data, counts against the sensitive-operation limit, and is audited.',
        params: ReportKeyParamsSchema,
        querystring: ReportQuerySchema,
        response: {
          200: {
            description: 'The page of rows, or the file.',
            content: {
              'application/json': { schema: ReportPreviewSchema },
              'text/csv': { schema: z.string() },
              [REPORT_CONTENT_TYPES.xlsx]: { schema: z.string() },
              'application/pdf': { schema: z.string() },
            },
          },
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const spec = reportSpecOf(request.params.key);
      if (!spec) throw notFound();
      const key = request.params.key as ReportKey;
      const { query } = request;
      const filters = filtersOf(query, spec);
      const holder = effectivePermissionsOf(request.auth!, app.clock());
      if (!mayReadReport(holder, spec)) {
        throw new AppError('FORBIDDEN', 'messages.errors.access_denied', {
          details: { required: `${spec.resource}:read` },
        });
      }
      if (!query.format) {
        const preview = await request.withContext((ctx) =>
          previewReport(ctx, { key, spec, filters, page: query.page, pageSize: query.page_size }),
        );
        return reply.header('cache-control', 'no-store').send(preview);
      }
      const format = query.format;
      // The file is written into `file`; the answer (`out`) ends only once the export's
      // transaction, which holds its audit row, has committed: a download that looks whole was
      // audited. Should the reader go away, the writer hears of it at its next batch.
      const file = new PassThrough();
      const out = new PassThrough();
      file.pipe(out, { end: false });
      const written = new Promise<void>((resolve) => file.once('end', resolve));
      out.once('close', () => file.destroy());
      let started!: () => void;
      const ready = new Promise<void>((resolve) => (started = resolve));
      const work = request.withContext(async (ctx) => {
        if (!mayDo(ctx, 'reports', 'export') && !mayDo(ctx, spec.resource, 'export')) {
          throw new AppError('FORBIDDEN', 'messages.errors.access_denied', {
            details: { required: 'reports:export' },
          });
        }
        const heading: ReportFileHeading = {
          key,
          columns: spec.columns,
          language: ctx.language,
          filters: await describeFilters(ctx, filters, ctx.language),
          generatedAt: ctx.now,
        };
        const sink: ReportSink =
          format === 'csv'
            ? csvSink(file, heading)
            : format === 'xlsx'
              ? xlsxSink(file, heading)
              : pdfSink(file, heading, REPORT_PDF_ROW_LIMIT);
        const wrapped: ReportSink = {
          start: async (organization) => {
            await sink.start(organization);
            started();
          },
          rows: (batch) => sink.rows(batch),
          end: () => sink.end(),
        };
        return exportReportRows(ctx, { key, spec, filters, format, sink: wrapped });
      });
      // Refusals and failures before the first row answer with their status; later ones cut
      // the stream (the client sees a broken download, never a 200 file that looks whole).
      await Promise.race([ready, work]);
      void work.then(
        async () => {
          await written;
          out.end();
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'report export failed');
          out.destroy(error as Error);
        },
      );
      const day = app.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', REPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${key}-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(out as unknown as string);
    },
  );
};
