import {
  AuditLogFilterSchema,
  AuditLogListQuerySchema,
  AuditLogListResponseSchema,
  AuditLogSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { requireAuth, type AuthContext } from '../../plugins/auth.ts';
import { exportAuditLogs } from './export-audit-logs.ts';
import { getAuditLog, listAuditLogs } from './list-audit-logs.ts';
import { auditActorOf } from './write-audit.ts';

const DEFAULT_TIMEZONE = 'Asia/Kolkata';
const timezoneOf = (auth: AuthContext) => auth.organization?.timezone ?? DEFAULT_TIMEZONE;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs',
    {
      config: { access: { resource: 'audit_logs', action: 'read' } },
      schema: {
        tags: ['audit'],
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
    async (request) => {
      const auth = requireAuth(request);
      return request.scoped((tx) =>
        listAuditLogs(tx, { query: request.query, timezone: timezoneOf(auth) }),
      );
    },
  );

  app.get(
    '/audit-logs/export',
    {
      config: { access: { resource: 'audit_logs', action: 'export' } },
      schema: {
        tags: ['audit'],
        description: 'The filtered audit trail as CSV (at most 50,000 rows, newest first).',
        querystring: AuditLogFilterSchema,
        response: {
          200: z.string().describe('text/csv'),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const day = app.clock().toISOString().slice(0, 10);
      const lines = exportAuditLogs({
        scoped: (work) => request.scoped(work),
        filter: request.query,
        timezone: timezoneOf(auth),
        actor: auditActorOf(request),
        organizationId: auth.profile?.organization_id ?? null,
      });
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-logs-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream skips the response serializer: the 200 schema above only documents it.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );

  app.get(
    '/audit-logs/:id',
    {
      config: { access: { resource: 'audit_logs', action: 'read' } },
      schema: {
        tags: ['audit'],
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
    async (request) => request.scoped((tx) => getAuditLog(tx, request.params.id)),
  );
};
