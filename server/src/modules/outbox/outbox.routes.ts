import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const outboxRoutes: FastifyPluginAsyncZod = async () => {};
