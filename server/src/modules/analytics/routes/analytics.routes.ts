import {
  CollectionRateQuerySchema,
  CollectionRateResponseSchema,
  PortfolioQuerySchema,
  PortfolioSummarySchema,
  PromisesAnalyticsResponseSchema,
  PromisesQuerySchema,
  RollRatesQuerySchema,
  RollRatesResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { readCollectionRate } from '../read-collection-rate.ts';
import { readPortfolio } from '../read-portfolio.ts';
import { readPromises } from '../read-promises.ts';
import { readRollRates } from '../read-roll-rates.ts';

const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
/** Analytics are reports (spec part 1 §6): reports:read, within the user's scope. */
const access = { resource: 'reports', action: 'read' } as const;

/** Portfolio analytics (issue 14): figures of the signed-in scope, from the loans and snapshots. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/portfolio',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary:
          'The portfolio at the end of a day: gross outstanding, active and overdue loans, PAR1/7/30',
        operationId: 'getPortfolioSummary',
        querystring: PortfolioQuerySchema,
        response: { 200: PortfolioSummarySchema, ...readErrors, 404: ErrorResponse },
      },
    },
    async (request) => request.withContext((ctx) => readPortfolio(ctx, request.query.date)),
  );
  app.get(
    '/analytics/roll-rates',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary:
          'Aging buckets per period, roll rates between periods and the last day’s transitions',
        operationId: 'getRollRates',
        querystring: RollRatesQuerySchema,
        response: { 200: RollRatesResponseSchema, ...readErrors },
      },
    },
    async (request) => request.withContext((ctx) => readRollRates(ctx, request.query)),
  );
  app.get(
    '/analytics/collection-rate',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Amount received against amount falling due, on time and late, per period',
        operationId: 'getCollectionRate',
        querystring: CollectionRateQuerySchema,
        response: { 200: CollectionRateResponseSchema, ...readErrors },
      },
    },
    async (request) => request.withContext((ctx) => readCollectionRate(ctx, request.query)),
  );
  app.get(
    '/analytics/promises',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Promises to pay by promised date and the promise-kept rate, per period',
        operationId: 'getPromiseAnalytics',
        querystring: PromisesQuerySchema,
        response: { 200: PromisesAnalyticsResponseSchema, ...readErrors },
      },
    },
    async (request) => request.withContext((ctx) => readPromises(ctx, request.query)),
  );
};
