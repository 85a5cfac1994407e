import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const organizationsRoutes: FastifyPluginAsyncZod = async () => {};
