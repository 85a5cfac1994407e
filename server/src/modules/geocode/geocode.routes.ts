import {
  GeocodeReverseQuerySchema,
  GeocodeReverseResponseSchema,
  GeocodeSearchQuerySchema,
  GeocodeSearchResponseSchema,
} from '@lendline/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { Geocoder } from './geocoder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The address search / reverse lookup proxy (one per server instance). */
    geocoder: Geocoder;
  }
}

const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  429: ErrorResponse,
  502: ErrorResponse,
};

/** Each signed-in user gets a fair share of the upstream turns. */
const callerOf = (request: FastifyRequest) => requireAuth(request).user.id;

/**
 * GET /geocode/search and /geocode/reverse: the browser asks the server, which asks the
 * configured Nominatim-compatible geocoder (GEOCODER_URL) with an identifying User-Agent,
 * caches the answers and keeps to one upstream request a second (GEOCODER_MIN_INTERVAL_MS).
 */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('geocoder')) {
    app.decorate(
      'geocoder',
      new Geocoder({
        baseUrl: app.config.GEOCODER_URL,
        minIntervalMs: app.config.GEOCODER_MIN_INTERVAL_MS,
        userAgent: `Lendline/0.1 (+${app.config.PUBLIC_URL})`,
        onUpstreamFailure: (reason) => app.log.warn({ reason }, 'geocoder unavailable'),
      }),
    );
  }

  app.get(
    '/geocode/search',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['geocode'],
        summary: 'Search for addresses',
        operationId: 'searchAddresses',
        querystring: GeocodeSearchQuerySchema,
        response: { 200: GeocodeSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      results: await app.geocoder.search(request.query.q, { caller: callerOf(request) }),
    }),
  );

  app.get(
    '/geocode/reverse',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['geocode'],
        summary: 'Find the address at a point',
        operationId: 'reverseGeocode',
        querystring: GeocodeReverseQuerySchema,
        response: { 200: GeocodeReverseResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      address: await app.geocoder.reverse(request.query.lat, request.query.lon, {
        caller: callerOf(request),
      }),
    }),
  );
};
