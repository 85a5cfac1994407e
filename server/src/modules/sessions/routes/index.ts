import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endSessionRoute } from './end-session.route.ts';
import { listSessionsRoute } from './list-sessions.route.ts';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listSessionsRoute);
  await app.register(endSessionRoute);
};
