import { MESSAGES } from '@lendline/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site. The session cookie is SameSite=Lax
 * already; this is the second wall, and it also covers same-site subdomains.
 */
export default fp(
  async function originCheckPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
        throw new AppError('CROSS_ORIGIN_REFUSED', MESSAGES.crossOrigin);
      }
      const origin = request.headers.origin;
      if (origin === undefined) return;
      let sameOrigin: boolean;
      try {
        const originUrl = new URL(origin);
        // Normalise the Host header with the origin's scheme so default ports compare equal.
        sameOrigin =
          originUrl.host === new URL(`${originUrl.protocol}//${request.headers.host}`).host;
      } catch {
        sameOrigin = false;
      }
      if (!sameOrigin) {
        throw new AppError('CROSS_ORIGIN_REFUSED', MESSAGES.crossOrigin);
      }
    });
  },
  { name: 'origin-check' },
);
