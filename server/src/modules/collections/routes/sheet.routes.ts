import { CollectionSheetQuerySchema, CollectionSheetResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loanReadErrors } from '../../loans/routes/errors.ts';
import { readCollectionSheet, sheetCsv, sheetJson } from '../sheet/collection-sheet.ts';
import { sheetPdf } from '../sheet/sheet-pdf.ts';

/** The daily collection sheet per collector, to print or open in a spreadsheet. */
export const sheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections/sheet',
    {
      config: { access: { resource: 'payments', action: 'read' } },
      schema: {
        tags: ['collections'],
        summary: "A collector's collection sheet for a day, as CSV, PDF or JSON",
        operationId: 'getCollectionSheet',
        description:
          "The day's stops (customer, phone, address, loan number, amount due, collected, status) of the collector asked for, else of the collector the signed-in user works as, else of every collector; at most 5,000 rows.",
        querystring: CollectionSheetQuerySchema,
        response: {
          200: {
            description:
              'The sheet as a CSV file (one heading row), a PDF document, or JSON with the totals.',
            content: {
              'text/csv': { schema: z.string() },
              'application/pdf': { schema: z.string() },
              'application/json': { schema: CollectionSheetResponseSchema },
            },
          },
          ...loanReadErrors,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { sheet, language } = await request.withContext(async (ctx) => ({
        sheet: await readCollectionSheet(ctx, query),
        language: ctx.language,
      }));
      if (query.format === 'json') {
        return reply.header('cache-control', 'no-store').send(sheetJson(sheet));
      }
      const name = `collection-sheet-${sheet.date}.${query.format}`;
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      // Neither file goes through the response serializer: the 200 above only documents them.
      if (query.format === 'pdf') {
        return reply
          .header('content-type', 'application/pdf')
          .send((await sheetPdf(sheet, language)) as unknown as string);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .send(sheetCsv(sheet, language));
    },
  );
};
