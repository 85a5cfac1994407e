import {
  DemoDataRequestSchema,
  DemoDataRunSchema,
  DemoDataStatusResponseSchema,
  OrganizationIdParamsSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { runDemoDataJob } from '../../jobs/generate-demo-data.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { DEMO_DATA_ROLES } from './publish-demo-data-progress.ts';
import { readLatestDemoDataRun, startDemoDataRun, toDemoDataRun } from './demo-data-runs.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

/** Held by the platform owner alone (organizations:create), and checked by role besides. */
const access = { resource: 'organizations', action: 'create' } as const;

function requirePlatformOwner(ctx: RequestContext): void {
  if (!ctx.auth.roles.some((role) => DEMO_DATA_ROLES.includes(role))) {
    throw new AppError('FORBIDDEN', 'messages.errors.access_denied');
  }
}

/** Demo data (issue 14, docs/decisions/0074): the platform owner's history generator. */
export const demoDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // Generations still running when the app closes finish (or fail) before the database closes.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  app.post(
    '/organizations/:id/demo-data',
    {
      config: { access },
      schema: {
        tags: ['organizations'],
        summary: 'Generate demo history for an organization',
        operationId: 'startDemoData',
        description:
          'Platform owner only. Queues a background generation of months of history (customers, loans in every state, payments and journal, promises, visits, portfolio snapshots) for the organization; one at a time per organization (409 while one is queued or running). Follow it with GET /organizations/{id}/demo-data.',
        params: OrganizationIdParamsSchema,
        body: DemoDataRequestSchema,
        response: { 202: DemoDataRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await request.withContext(async (ctx) => {
        requirePlatformOwner(ctx);
        return startDemoDataRun(ctx, request.params.id, request.body);
      });
      const job = runDemoDataJob(app.database, row, () => app.clock());
      running.add(job);
      void job.finally(() => running.delete(job));
      return reply.code(202).send(toDemoDataRun(row));
    },
  );

  app.get(
    '/organizations/:id/demo-data',
    {
      config: { access },
      schema: {
        tags: ['organizations'],
        summary: 'The latest demo data generation of an organization',
        operationId: 'getDemoData',
        description:
          'Platform owner only. Queued, running (with its step and percent), done (with the counts written) or failed (with the reason; `interrupted` when the instance running it stopped before it ended); null when none was started.',
        params: OrganizationIdParamsSchema,
        response: { 200: DemoDataStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      run: await request.withContext((ctx) => {
        requirePlatformOwner(ctx);
        return readLatestDemoDataRun(ctx, request.params.id);
      }),
    }),
  );
};
