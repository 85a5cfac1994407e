import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/error-response.ts';
import { checkLedger } from './check-ledger.ts';

const LedgerCheckResponseSchema = z.object({
  ok: z.boolean(),
  problems: z.array(
    z.object({ check: z.string(), count: z.number().int(), examples: z.array(z.string()) }),
  ),
});

/** GET /ledger/check: the integrity checks over the caller's organizations (issue 10). */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ledger/check',
    {
      config: { access: { resource: 'audit_logs', action: 'audit' } },
      schema: {
        tags: ['loans'],
        summary: "Check the journal against the loans' balances and the payments",
        operationId: 'checkLedger',
        response: {
          200: LedgerCheckResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const problems = await request.withContext((ctx) => checkLedger(ctx.tx));
      return { ok: problems.length === 0, problems };
    },
  );
};
