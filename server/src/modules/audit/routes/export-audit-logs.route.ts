import { AuditLogFilterSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { continueLines, exportAuditLogs } from '../export-audit-logs.ts';

export const exportAuditLogsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs/export',
    {
      config: {
        access: { resource: 'audit_logs', action: 'export' },
        sensitiveOperation: 'export',
      },
      schema: {
        tags: ['audit'],
        summary: 'Export audit log entries as CSV',
        operationId: 'exportAuditLogs',
        description: 'The filtered audit trail as CSV (at most 50,000 rows, newest first).',
        querystring: AuditLogFilterSchema,
        response: {
          200: {
            description: 'The CSV file, one header row then one row per entry.',
            content: { 'text/csv': { schema: z.string() } },
          },
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const day = app.clock().toISOString().slice(0, 10);
      const lines = exportAuditLogs({
        withContext: (work) => request.withContext(work),
        filter: request.query,
      });
      // The first batch runs before the 200 goes out (see exportAuditLogs).
      const first = await lines.next();
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-logs-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream skips the response serializer: the 200 schema above only documents it.
          .send(Readable.from(continueLines(first, lines)) as unknown as string)
      );
    },
  );
};
