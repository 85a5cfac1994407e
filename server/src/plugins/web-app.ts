import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { relative, sep } from 'node:path';

/** Vite names every file under assets/ after a hash of its content: it never changes. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: always revalidated (an ETag makes that a 304). */
export const REVALIDATED_CACHE = 'no-cache';

export function isHashedAsset(root: string, file: string): boolean {
  return relative(root, file).startsWith(`assets${sep}`);
}

/**
 * Serves the built web app: the build's `.br` and `.gz` copies when the browser accepts them
 * (Vary: Accept-Encoding), hashed assets cached for a year, the rest revalidated each time.
 * Files are looked up per request, so a rebuilt web app is served without a restart.
 */
export default fp(
  async function webAppPlugin(app: FastifyInstance, options: { root: string }) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          isHashedAsset(options.root, file) ? HASHED_ASSET_CACHE : REVALIDATED_CACHE,
        );
      },
    });
  },
  { name: 'web-app' },
);
