import { AuditLogListQuerySchema, AuditLogListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { listAuditLogs } from '../list-audit-logs.ts';

export const listAuditLogsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs',
    {
      config: { access: { resource: 'audit_logs', action: 'read' } },
      schema: {
        tags: ['audit'],
        summary: 'List audit log entries',
        operationId: 'listAuditLogs',
        querystring: AuditLogListQuerySchema,
        response: {
          200: AuditLogListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => listAuditLogs(ctx, request.query)),
  );
};
