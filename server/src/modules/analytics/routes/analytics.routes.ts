import {
  BiMonthsQuerySchema,
  CollectionRateQuerySchema,
  CollectorProductivityResponseSchema,
  OverdueMapAreasQuerySchema,
  OverdueMapAreasResponseSchema,
  OverdueMapResponseSchema,
  PortfolioTrendsResponseSchema,
  VintagesResponseSchema,
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
import { readCollectorProductivity } from '../read-collector-productivity.ts';
import { readOverdueMap } from '../read-overdue-map.ts';
import { readOverdueMapAreas } from '../read-overdue-map-areas.ts';
import { readPortfolio } from '../read-portfolio.ts';
import { readPromises } from '../read-promises.ts';
import { readRollRates } from '../read-roll-rates.ts';
import { readTrends } from '../read-trends.ts';
import { readVintages } from '../read-vintages.ts';

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
  // The Business Intelligence screen's series (issue 14), over the last 3, 6 or 12 months.
  app.get(
    '/analytics/trends',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Per month: loans disbursed, collections, gross outstanding and PAR at month end',
        operationId: 'getPortfolioTrends',
        querystring: BiMonthsQuerySchema,
        response: { 200: PortfolioTrendsResponseSchema, ...readErrors },
      },
    },
    async (request) => request.withContext((ctx) => readTrends(ctx, request.query.months)),
  );
  app.get(
    '/analytics/vintages',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Loans by disbursement month: share ever more than 30 days late by month on book',
        operationId: 'getVintages',
        querystring: BiMonthsQuerySchema,
        response: { 200: VintagesResponseSchema, ...readErrors },
      },
    },
    async (request) => request.withContext((ctx) => readVintages(ctx, request.query.months)),
  );
  app.get(
    '/analytics/collector-productivity',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Per collector and territory: collected against due, visits, promises kept',
        operationId: 'getCollectorProductivity',
        querystring: BiMonthsQuerySchema,
        response: { 200: CollectorProductivityResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) => readCollectorProductivity(ctx, request.query.months)),
  );
  app.get(
    '/analytics/overdue-map',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Customers with a stored location and an overdue balance, largest first',
        operationId: 'getOverdueMap',
        response: { 200: OverdueMapResponseSchema, ...readErrors },
      },
    },
    async (request) => request.withContext((ctx) => readOverdueMap(ctx)),
  );
  app.get(
    '/analytics/overdue-map/areas',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary:
          'Every customer of the overdue map in a view, grouped by the cells of a zoom level',
        operationId: 'getOverdueMapAreas',
        querystring: OverdueMapAreasQuerySchema,
        response: { 200: OverdueMapAreasResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        readOverdueMapAreas(ctx, request.query.bbox, request.query.zoom),
      ),
  );
};
