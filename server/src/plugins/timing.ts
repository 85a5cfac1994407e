import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { performance } from 'node:perf_hooks';
import type { DatabaseTimer } from '../db/timing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    databaseTimer: DatabaseTimer;
    startedAt: number;
  }
}

/**
 * Server-Timing on every response: `db` is time inside database calls, `app` the rest,
 * so benchmarks can compare the API with its SQL.
 */
export default fp(
  async function timingPlugin(app: FastifyInstance) {
    app.decorateRequest('databaseTimer', null as unknown as DatabaseTimer);
    app.decorateRequest('startedAt', 0);
    app.addHook('onRequest', async (request) => {
      request.startedAt = performance.now();
      request.databaseTimer = { milliseconds: 0 };
    });
    app.addHook('onSend', async (request, reply) => {
      const total = performance.now() - request.startedAt;
      const database = request.databaseTimer.milliseconds;
      reply.header(
        'Server-Timing',
        `db;dur=${database.toFixed(2)}, app;dur=${Math.max(0, total - database).toFixed(2)}, total;dur=${total.toFixed(2)}`,
      );
    });
  },
  { name: 'timing' },
);
