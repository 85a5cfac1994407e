import {
  clampPage,
  COLLECTION_MESSAGES,
  CollectionGenerateRequestSchema,
  CollectionGenerateResponseSchema,
  CollectionListQuerySchema,
  CollectionListResponseSchema,
  CollectionSummaryQuerySchema,
  CollectionSummarySchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateMessage } from '../../../i18n/translate.ts';
import { loanReadErrors, loanWriteErrors } from '../../loans/routes/errors.ts';
import { collectionsRepository } from '../collections.repository.ts';
import { generateForScope } from '../generate-entries.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { cashRoutes } from './cash.routes.ts';
import { collectRoutes } from './collect.routes.ts';
import { expectedRoutes } from './expected.routes.ts';
import { fieldRoutes } from './field.routes.ts';
import { promisesRoutes } from './promises.routes.ts';
import { sheetRoutes } from './sheet.routes.ts';
import { visitsRoutes } from './visits.routes.ts';

/** Daily collections (issue 11): generate a day's entries, list them, the cards. */
export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(collectRoutes);
  await app.register(cashRoutes);
  await app.register(promisesRoutes);
  await app.register(visitsRoutes);
  await app.register(alertsRoutes);
  await app.register(sheetRoutes);
  await app.register(expectedRoutes);
  await app.register(fieldRoutes);

  app.post(
    '/collections/generate',
    {
      config: { access: { resource: 'payments', action: 'create' } },
      schema: {
        tags: ['collections'],
        summary: "Generate a day's collection entries for the organizations in scope",
        operationId: 'generateCollections',
        body: CollectionGenerateRequestSchema,
        response: { 200: CollectionGenerateResponseSchema, ...loanWriteErrors },
      },
    },
    async (request) =>
      request.withContext(async (ctx) => {
        const entriesGenerated = await generateForScope(ctx, {
          date: request.body.date,
          force: request.body.force_regenerate,
        });
        return {
          message: translateMessage(ctx.language ?? null, {
            key: COLLECTION_MESSAGES.generated,
            values: { count: entriesGenerated },
          }),
          entriesGenerated,
        };
      }),
  );

  app.get(
    '/collections',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary:
          "A day's collection entries, highest priority and most days overdue first unless sorted",
        operationId: 'listCollections',
        querystring: CollectionListQuerySchema,
        response: { 200: CollectionListResponseSchema, ...loanReadErrors },
      },
    },
    async (request) =>
      request.withContext(async (ctx) => {
        const entries = collectionsRepository(ctx.tx);
        const { query } = request;
        const filters = {
          date: query.date,
          tab: query.tab,
          search: query.search,
          mineOf: query.mine ? ctx.auth.user.id : undefined,
        };
        const total = await entries.count(filters, ctx.now);
        const page = clampPage(query.page, total, query.page_size);
        const order = {
          sort: query.sort,
          order: query.order,
          mineFirstOf: query.mine_first ? ctx.auth.user.id : undefined,
        };
        const data = await entries.list(
          { ...filters, ...order, page, page_size: query.page_size },
          ctx.now,
        );
        return { data, page, page_size: query.page_size, total };
      }),
  );

  app.get(
    '/collections/summary',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: 'The four cards of Collections Due Today',
        operationId: 'collectionsSummary',
        querystring: CollectionSummaryQuerySchema,
        response: { 200: CollectionSummarySchema, ...loanReadErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        collectionsRepository(ctx.tx).summary(request.query.date, ctx.now),
      ),
  );
};
