import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features no page of Lendline uses are switched off, for its own code and anything
 * embedded; the location input's "use my location" keeps geolocation for the site itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * API answers carry personal data (customers, users, audit rows): no browser or proxy cache
 * keeps them, nor shows them from history after sign-out. A route that needs otherwise (the
 * event stream) sets its own Cache-Control over this.
 */
export const API_CACHE_CONTROL = 'no-store';

export default fp(
  async function responseHeadersPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.url.startsWith('/api/v1/')) reply.header('cache-control', API_CACHE_CONTROL);
    });
  },
  { name: 'response-headers' },
);
