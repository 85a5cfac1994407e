import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const collectorsRoutes: FastifyPluginAsyncZod = async () => {};
