import { EmergencyAccessListQuerySchema, EmergencyAccessListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { fetchClampedPage } from '../../../http/clamped-page.ts';
import { listGrants } from '../emergency-access.repository.ts';

/**
 * GET /emergency-access: grants in scope, newest first (spec part 2 §7). Grantors read them,
 * and so do those who audit (audit_logs:audit: compliance officers and auditors).
 */
export const listEmergencyAccessRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emergency-access',
    {
      config: {
        access: {
          resource: 'emergency_access',
          action: 'emergency_override',
          orElse: { resource: 'audit_logs', action: 'audit' },
        },
      },
      schema: {
        tags: ['emergency-access'],
        summary: 'List emergency access grants, newest first',
        operationId: 'listEmergencyAccess',
        querystring: EmergencyAccessListQuerySchema,
        response: {
          200: EmergencyAccessListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, status } = request.query;
      const answer = await request.withContext((ctx) =>
        fetchClampedPage(page, pageSize, async (asked) => {
          const { grants, total } = await listGrants(ctx.tx, {
            status,
            now: ctx.now,
            limit: pageSize,
            offset: (asked - 1) * pageSize,
          });
          return { rows: grants, total };
        }),
      );
      return { data: answer.rows, page: answer.page, page_size: pageSize, total: answer.total };
    },
  );
};
