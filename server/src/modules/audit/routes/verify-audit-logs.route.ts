import { AuditChainVerificationSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationScopeOf } from '../../../context/request-context.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { sealAuditChain, verifyAuditChains } from '../audit-chain.ts';

export const verifyAuditLogsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs/verify',
    {
      config: { access: { resource: 'audit_logs', action: 'read' } },
      schema: {
        tags: ['audit'],
        summary: 'Verify the audit trail’s hash chains',
        operationId: 'verifyAuditLogs',
        description:
          'Seals the rows committed so far, then recomputes the hash chain of every organization in scope in chain order and reports the first row whose content or link does not hold.',
        response: {
          200: AuditChainVerificationSchema,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      // Sealing commits on its own: the sealer's lock is not held through the walk.
      await request.withContext((ctx) => sealAuditChain(ctx.tx, organizationScopeOf(ctx)));
      return request.withContext((ctx) => verifyAuditChains(ctx));
    },
  );
};
