import { AuditLogSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { getAuditLog } from '../list-audit-logs.ts';

export const getAuditLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs/:id',
    {
      config: { access: { resource: 'audit_logs', action: 'read' } },
      schema: {
        tags: ['audit'],
        summary: 'Read an audit log entry',
        operationId: 'getAuditLog',
        params: z.object({ id: z.uuid() }),
        response: {
          200: AuditLogSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => request.withContext((ctx) => getAuditLog(ctx, request.params.id)),
  );
};
