import { MESSAGES } from '@lendline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The site's own origin as this request reached it: scheme, host and port. Behind an HTTPS
 * proxy (COOKIE_SECURE) the site is https even though the proxy speaks http to the server.
 */
function siteOrigin(request: FastifyRequest, servedOverHttps: boolean): string | null {
  const host = request.headers.host;
  if (!host) return null;
  const scheme = servedOverHttps ? 'https' : request.protocol;
  try {
    // Parsing with the scheme drops its default port, as an Origin header does.
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

function parsedOrigin(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests sent by another site. The session cookie is SameSite=Lax
 * already; this is the second wall, and it also covers same-site subdomains. An origin is the
 * same only when its scheme, host and port all are: `https://host` is another origin than
 * `http://host`, and so is `http://host:8080`.
 */
export default fp(
  async function originCheckPlugin(app: FastifyInstance) {
    const servedOverHttps = app.config.COOKIE_SECURE;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
        throw new AppError('CROSS_ORIGIN_REFUSED', MESSAGES.crossOrigin);
      }
      const origin = request.headers.origin;
      if (origin === undefined) return;
      const expected = siteOrigin(request, servedOverHttps);
      if (expected === null || parsedOrigin(origin) !== expected) {
        throw new AppError('CROSS_ORIGIN_REFUSED', MESSAGES.crossOrigin);
      }
    });
  },
  { name: 'origin-check' },
);
